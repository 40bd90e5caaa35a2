import { MAX_PROOF_BYTES, MAX_PROOF_IMAGES, proofImageSchema } from '@site/contract';

type ProofType = 'image/png' | 'image/jpeg';
const PROOF_TYPES: readonly string[] = ['image/png', 'image/jpeg'] satisfies ProofType[];

/** A chosen proof image: its bytes as the wire wants them and a data URL for the thumbnail. */
export interface ProofImage {
  name: string;
  contentType: ProofType;
  /** base64 of the bytes (proofImageSchema). */
  data: string;
  dataUrl: string;
}

export type ProofProblem =
  | { kind: 'wrong_type' | 'too_large' | 'unreadable' | 'not_image'; name: string }
  | { kind: 'too_many' };

/** How each kind of image begins; the platform refuses bytes that do not (PNG, JPEG). */
const MAGIC: Record<ProofType, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/**
 * What the bytes are, whatever the file's name says (a .jpg may hold a PNG): null when they
 * are neither a PNG nor a JPEG. Reads the first bytes out of the base64 (8 characters are 6).
 */
function sniffType(base64: string): ProofType | null {
  let head: number[];
  try {
    head = Array.from(atob(base64.slice(0, 8)), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  const types = Object.keys(MAGIC) as ProofType[];
  return types.find((type) => MAGIC[type].every((byte, i) => head[i] === byte)) ?? null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

async function readProof(file: File): Promise<ProofImage | ProofProblem> {
  const unreadable = { kind: 'unreadable', name: file.name } as const;
  let dataUrl: string;
  try {
    dataUrl = await readAsDataUrl(file);
  } catch {
    return unreadable;
  }
  const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const contentType = sniffType(data);
  if (!contentType) return { kind: 'not_image', name: file.name };
  const parsed = proofImageSchema.safeParse({ contentType, data });
  return parsed.success ? { name: file.name, ...parsed.data, dataUrl } : unreadable;
}

/**
 * Checks chosen files before anything is uploaded: png or jpg by name and by their first bytes
 * (sent as the type the bytes are), at most MAX_PROOF_BYTES each, at most MAX_PROOF_IMAGES in
 * all with the `kept` ones. Returns the readable ones and why the others were left out.
 */
export async function readProofs(
  files: readonly File[],
  kept: number,
): Promise<{ accepted: ProofImage[]; problems: ProofProblem[] }> {
  const accepted: ProofImage[] = [];
  const problems: ProofProblem[] = [];
  for (const file of files) {
    if (!PROOF_TYPES.includes(file.type)) problems.push({ kind: 'wrong_type', name: file.name });
    else if (file.size > MAX_PROOF_BYTES) problems.push({ kind: 'too_large', name: file.name });
    else if (kept + accepted.length >= MAX_PROOF_IMAGES) {
      if (!problems.some((p) => p.kind === 'too_many')) problems.push({ kind: 'too_many' });
    } else {
      const read = await readProof(file);
      if ('kind' in read) problems.push(read);
      else accepted.push(read);
    }
  }
  return { accepted, problems };
}

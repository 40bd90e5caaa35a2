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
  { kind: 'wrong_type' | 'too_large' | 'unreadable'; name: string } | { kind: 'too_many' };

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

async function readProof(file: File): Promise<ProofImage | null> {
  try {
    const dataUrl = await readAsDataUrl(file);
    const data = dataUrl.slice(dataUrl.indexOf(',') + 1);
    const parsed = proofImageSchema.safeParse({ contentType: file.type, data });
    return parsed.success ? { name: file.name, ...parsed.data, dataUrl } : null;
  } catch {
    return null;
  }
}

/**
 * Checks chosen files before anything is uploaded: png or jpg, at most MAX_PROOF_BYTES each,
 * at most MAX_PROOF_IMAGES in all with the `kept` ones. Returns the readable ones and why the
 * others were left out.
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
      const proof = await readProof(file);
      if (proof) accepted.push(proof);
      else problems.push({ kind: 'unreadable', name: file.name });
    }
  }
  return { accepted, problems };
}

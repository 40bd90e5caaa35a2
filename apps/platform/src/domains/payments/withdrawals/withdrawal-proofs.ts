import { createHash } from 'node:crypto';
import { MAX_PROOF_BYTES, type Language } from '@site/contract';
import { AppError } from '../../../http/app-error.js';
import { fieldText } from '../../../http/field-messages.js';
import { requestHashOf } from '../../ledger/ledger.js';

export interface ProofImage {
  contentType: 'image/png' | 'image/jpeg';
  data: string;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The image's bytes when they really are the PNG or JPEG claimed (magic bytes) and ≤ 5 MB. */
export function decodeProof(proof: { contentType: string; data: string }): Buffer | null {
  if (!BASE64.test(proof.data)) return null;
  const bytes = Buffer.from(proof.data, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_PROOF_BYTES) return null;
  const magic = proof.contentType === 'image/png' ? PNG : JPEG;
  return magic.every((b, i) => bytes[i] === b) ? bytes : null;
}

/** A member's "not received" answer, checked: its images' bytes, its remark and its hash. */
export interface NotReceivedAnswer {
  images: { contentType: ProofImage['contentType']; bytes: Buffer }[];
  remark: string | null;
  /**
   * The whole answer's digest (every image's type and bytes, in order, and the remark): a
   * retry of the answer is told from a different one.
   */
  answerHash: string;
}

/**
 * Decodes the answer's proofs, refusing 'request.invalid' with the field of each one that is
 * not a PNG or JPEG of at most 5 MB, in the member's language.
 */
export function checkedAnswer(
  body: { remark?: string | undefined; proofs: ProofImage[] },
  language: Language,
): NotReceivedAnswer {
  const decoded = body.proofs.map(decodeProof);
  const fields: Record<string, string> = {};
  decoded.forEach((bytes, i) => {
    if (!bytes) fields[`body.proofs.${i}`] = fieldText.proofImage[language];
  });
  if (Object.keys(fields).length) throw new AppError('request.invalid', { fields });
  const images = body.proofs.map((proof, i) => ({
    contentType: proof.contentType,
    bytes: decoded[i]!,
  }));
  const remark = body.remark || null;
  const answerHash = requestHashOf({
    remark,
    proofs: images.map((image) => ({
      contentType: image.contentType,
      bytes: createHash('sha256').update(image.bytes).digest('hex'),
    })),
  });
  return { images, remark, answerHash };
}

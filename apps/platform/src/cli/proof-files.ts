import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { WithdrawalProof } from '@site/contract';
import { printable } from './printable.js';

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * Writes a page of a withdrawal's proof images into `dir` (made if missing) as
 * withdrawal-ID-proof-N.png|jpg, N from 1 in the order the member sent them (`before` images
 * came on earlier pages); answers the lines to print: each file's path, when it came and the
 * member's remark.
 */
export async function writeProofs(
  dir: string,
  withdrawalId: string,
  proofs: readonly WithdrawalProof[],
  before = 0,
): Promise<string[]> {
  if (proofs.length === 0) return [];
  const folder = resolve(dir);
  await mkdir(folder, { recursive: true });
  const lines: string[] = [];
  for (const [i, proof] of proofs.entries()) {
    const path = join(
      folder,
      `withdrawal-${withdrawalId}-proof-${before + i + 1}.${EXTENSION[proof.contentType]}`,
    );
    await writeFile(path, Buffer.from(proof.data, 'base64'));
    lines.push(
      [path, proof.createdAt, proof.remark ? `"${printable(proof.remark)}"` : '']
        .join('  ')
        .trimEnd(),
    );
  }
  return lines;
}

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const opsTokenPath = (dataDir: string) => join(dataDir, 'ops-token');

export async function readOpsToken(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(opsTokenPath(dataDir), 'utf8')).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The operator token when OPS_TOKEN is unset: generated once, kept readable by this user
 * only, so `npm run ops` on the same machine can find it.
 */
export async function loadOrCreateOpsToken(
  dataDir: string,
): Promise<{ token: string; path: string; created: boolean }> {
  const path = opsTokenPath(dataDir);
  const existing = await readOpsToken(dataDir);
  if (existing) return { token: existing, path, created: false };
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  await writeFile(path, `${token}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: unknown) => {
    // Another process won the race: use its token.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return { token: (await readOpsToken(dataDir)) ?? token, path, created: true };
}

import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims an embedded database directory for this process. PGlite has no lock of its own,
 * and two engines writing the same files corrupt them silently. A lock left by a process
 * that died is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'platform.lock');
  const claim = () => writeFileSync(file, String(process.pid), { flag: 'wx' });
  try {
    claim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    if (isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. ` +
          'Stop that process, start this one with another DATA_DIR, or share a PostgreSQL with DATABASE_URL.',
      );
    }
    unlinkSync(file);
    claim(); // Of two processes taking over a stale lock at once, one fails here.
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

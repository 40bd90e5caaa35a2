import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/data-dir-lock.js';
import { openDatabase } from '../src/db/database.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'platform-lock-'));

describe('one process per embedded database', () => {
  it('refuses a second claim while the first holds the directory, and frees it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'platform.lock'), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+/);
    release();
    expect(existsSync(join(dir, 'platform.lock'))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'platform.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'platform.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('keeps a second platform off a DATA_DIR that one already has open', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
  });
});

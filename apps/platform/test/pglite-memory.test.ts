import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_PGLITE_MEMORY, loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-memory-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function setting(database: Database, name: 'shared_buffers') {
  // Both drivers answer { rows }.
  const result = (await database.db.execute(sql.raw(`show ${name}`))) as {
    rows: Record<string, string>[];
  };
  return result.rows[0]?.[name];
}

// PGlite touches its whole buffer cache at start: PostgreSQL's 128 MB default alone would
// put the idle platform over its 300 MB budget (the bench checks it).
describe('the embedded database memory', () => {
  it('keeps the buffer cache small by default, and takes PGLITE_SHARED_BUFFERS_MB', async () => {
    expect(loadConfig({}).pglite).toEqual({ sharedBuffersMb: 16 });
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '48' }).pglite).toEqual({ sharedBuffersMb: 48 });
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);

    // A fresh data directory: the cluster is created (in a process of its own), then opened.
    const first = await openDatabase({ dataDir });
    try {
      expect(await setting(first, 'shared_buffers')).toBe(
        `${DEFAULT_PGLITE_MEMORY.sharedBuffersMb}MB`,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir, memory: { sharedBuffersMb: 24 } });
    try {
      expect(await setting(again, 'shared_buffers')).toBe('24MB');
    } finally {
      await again.close();
    }
  }, 120_000);
});

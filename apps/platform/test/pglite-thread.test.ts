import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteThread, type ThreadClient } from '../src/db/pglite-thread.js';
import { uniqueViolation } from '../src/db/unique-violation.js';

/**
 * The embedded database on its worker thread (db/pglite-thread.ts): what drizzle and the
 * platform rely on of PGlite must hold across the thread: rows, errors with their codes, and
 * transactions that own the one connection while they run.
 */
let dir: string;
let client: ThreadClient;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pglite-thread-'));
  client = pgliteThread({ dataDir: dir, startParams: PGlite.defaultStartParams });
  await client.waitReady;
  await client.query('create table counters (name text primary key, value int not null)');
  await client.query("insert into counters values ('hits', 0)");
}, 60_000);
afterAll(async () => {
  await client?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the database thread', () => {
  it('answers rows as objects or arrays, with times as the text PostgreSQL sent', async () => {
    const sent =
      "select 1::int as one, 'a'::text as letter, '2026-11-28 10:00:00+00'::timestamptz as at";
    const objects = await client.query<{ one: number; letter: string; at: string }>(sent);
    expect(objects.rows).toEqual([{ one: 1, letter: 'a', at: '2026-11-28 10:00:00+00' }]);
    const arrays = await client.query(sent, [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'a', '2026-11-28 10:00:00+00']]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['one', 'letter', 'at']);
    const bytes = await client.query<{ b: Uint8Array }>('select $1::bytea as b', [
      new Uint8Array([1, 2, 3]),
    ]);
    expect(Array.from(bytes.rows[0]!.b)).toEqual([1, 2, 3]);
  });

  it("passes a database error on with PostgreSQL's code and constraint", async () => {
    const error = await client.query("insert into counters values ('hits', 1)").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(uniqueViolation(error)).toBe('counters_pkey');
  });

  it('rolls a failed transaction back, and keeps others off the connection while one runs', async () => {
    const order: string[] = [];
    const failed = client
      .transaction(async (tx) => {
        await tx.query("update counters set value = 100 where name = 'hits'");
        order.push('in transaction');
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    const outside = client.query("select value from counters where name = 'hits'").then((r) => {
      order.push('outside');
      return r.rows;
    });
    expect(await failed).toBe('changed my mind');
    expect(await outside).toEqual([{ value: 0 }]);
    expect(order).toEqual(['in transaction', 'outside']);
  });

  it('runs many transactions at once, each whole', async () => {
    await Promise.all(
      Array.from({ length: 50 }, () =>
        client.transaction(async (tx) => {
          const { rows } = await tx.query<{ value: number }>(
            "select value from counters where name = 'hits'",
          );
          await tx.query("update counters set value = $1 where name = 'hits'", [
            rows[0]!.value + 1,
          ]);
        }),
      ),
    );
    const { rows } = await client.query("select value from counters where name = 'hits'");
    expect(rows).toEqual([{ value: 50 }]);
  });
});

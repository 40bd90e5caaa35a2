import type { SQL } from 'drizzle-orm';
import type { Db } from './database.js';

/** Rows of a raw query, from either driver. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

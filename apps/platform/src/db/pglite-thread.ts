import { Worker } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';

/** What the platform's thread asks the database's (pglite-worker.mjs). */
export type WorkerAsk =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
    }
  | { id: number; op: 'close' };

/** Its answer; id 0 says the database is ready (or why it is not). */
export interface WorkerAnswer {
  id: number;
  result?: Pick<Results, 'rows' | 'fields' | 'affectedRows'>;
  error?: { message: string; fields: Record<string, string> };
}

export interface WorkerStart {
  dataDir: string;
  startParams: string[];
}

interface Query {
  query<T>(
    sql: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object' },
  ): Promise<Results<T>>;
}

/** The part of PGlite that drizzle's driver uses: queries and transactions. */
export type ThreadClient = Query & {
  readonly waitReady: Promise<void>;
  transaction<T>(callback: (tx: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

// The worker's own file: beside this one in the source, beside the bundle as built.
const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.mjs' : './pglite-worker.js',
  import.meta.url,
);

/**
 * PGlite on a worker thread, behind the PGlite calls drizzle makes. The database is still one
 * connection: one transaction or query at a time, in the order asked, as PGlite's own lock
 * gives; while a transaction holds it, a query from outside it waits, as it does on PGlite.
 */
export function pgliteThread(start: WorkerStart): ThreadClient {
  const worker = new Worker(workerFile, { workerData: start });
  const waiting = new Map<number, { resolve(answer: WorkerAnswer): void }>();
  let nextId = 1;
  let gone: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    waiting.set(0, {
      resolve: (answer) => (answer.error ? reject(failure(answer.error)) : resolve()),
    });
  });
  worker.on('message', (answer: WorkerAnswer) => {
    const asker = waiting.get(answer.id);
    waiting.delete(answer.id);
    asker?.resolve(answer);
  });
  const fail = (error: Error) => {
    gone ??= error;
    for (const asker of waiting.values()) asker.resolve({ id: -1, error: errorFields(error) });
    waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread ended (exit ${code})`)));

  function ask(message: Omit<Extract<WorkerAsk, { op: 'query' }>, 'id'> | { op: 'close' }) {
    if (gone) return Promise.reject(gone);
    const id = nextId++;
    return new Promise<WorkerAnswer>((resolve) => {
      waiting.set(id, { resolve });
      worker.postMessage({ ...message, id });
    });
  }

  async function run<T>(
    sql: string,
    params: unknown[] = [],
    rowMode: 'array' | 'object' = 'object',
  ) {
    const answer = await ask({ op: 'query', sql, params, rowMode });
    if (answer.error) throw failure(answer.error);
    return answer.result as Results<T>;
  }

  // One holder at a time: a chain of turns, each started when the one before it ends.
  let tail: Promise<unknown> = ready;
  function turn<T>(work: () => Promise<T>): Promise<T> {
    const mine = tail.then(work, work);
    tail = mine.catch(() => {});
    return mine;
  }

  return {
    waitReady: ready,
    query: (sql, params, options) => turn(() => run(sql, params, options?.rowMode)),
    transaction: (callback) =>
      turn(async () => {
        await run('BEGIN');
        try {
          const result = await callback({
            query: (sql, params, options) => run(sql, params, options?.rowMode),
          });
          await run('COMMIT');
          return result;
        } catch (error) {
          await run('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    async close() {
      await turn(async () => {
        const answer = await ask({ op: 'close' });
        if (answer.error) throw failure(answer.error);
      }).finally(() => worker.terminate());
    },
  };
}

/** The database's error as the caller would have had it in-process: its code, constraint .... */
function failure({ message, fields }: NonNullable<WorkerAnswer['error']>): Error {
  return Object.assign(new Error(message), fields);
}

function errorFields(error: Error): NonNullable<WorkerAnswer['error']> {
  return { message: error.message, fields: {} };
}

/** drizzle's PGlite driver takes the client by PGlite's type; it calls only what ThreadClient has. */
export const asPglite = (client: PGlite | ThreadClient) => client as PGlite;

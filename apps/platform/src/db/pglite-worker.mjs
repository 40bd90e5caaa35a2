// The embedded database on a thread of its own (pglite-thread.ts asks, this answers):
// PostgreSQL's WebAssembly and PGlite's protocol work no longer share the event loop that
// serves HTTP. Plain JavaScript, so the same file runs from source and from the bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// Dates, times and numeric arrays stay the text PostgreSQL sent, as drizzle asks of PGlite (its
// parsers are functions, which cannot cross to this thread, so they are named here once).
const asText = (value) => value;
const parsers = Object.fromEntries(
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231, // numeric[]
    1115, // timestamp[]
    1185, // timestamptz[]
    1187, // interval[]
    1182, // date[]
  ].map((type) => [type, asText]),
);

const port = parentPort;
/** @type {import('./pglite-thread.js').WorkerStart} */
const { dataDir, startParams } = workerData;
const pglite = new PGlite(dataDir, { startParams });

/** A database error's own fields (code, constraint, detail ...): what callers read of it. */
function errorOf(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return { message: error.message, fields };
}

const answer = (id, promise) =>
  promise.then(
    (result) => port.postMessage({ id, result }),
    (error) => port.postMessage({ id, error: errorOf(error) }),
  );

port.on('message', (/** @type {import('./pglite-thread.js').WorkerAsk} */ ask) => {
  if (ask.op === 'close') {
    answer(
      ask.id,
      pglite.close().then(() => undefined),
    );
    return;
  }
  answer(
    ask.id,
    pglite
      .query(ask.sql, ask.params, { rowMode: ask.rowMode, parsers })
      .then(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows })),
  );
});

// Id 0: ready, or why not.
answer(
  0,
  pglite.waitReady.then(() => undefined),
);

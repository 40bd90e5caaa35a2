import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../src/db/database.js';

/** Protocol messages that start a statement: Parse (extended protocol) and Query (simple). */
const PARSE = 0x50;
const QUERY = 0x51;

/**
 * Counts the statements the database receives, each one round trip to the server (PostgreSQL)
 * or into the engine (PGlite), BEGIN and COMMIT included. `texts` keeps what they were.
 */
export function countStatements(database: Database) {
  const texts: string[] = [];
  let counting = false;
  let undo: () => void;
  if (database.driver === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const original = client.execProtocolStream.bind(client);
    client.execProtocolStream = (message, options) => {
      if (counting && (message[0] === PARSE || message[0] === QUERY)) {
        // Parse: 'P', length, statement name (\0), text (\0); Query: 'Q', length, text (\0).
        const start = message[0] === PARSE ? message.indexOf(0, 5) + 1 : 5;
        texts.push(new TextDecoder().decode(message.subarray(start, message.indexOf(0, start))));
      }
      return original(message, options);
    };
    undo = () => {
      client.execProtocolStream = original;
    };
  } else {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if (counting) {
        const [first] = args;
        texts.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    undo = () => {
      pg.Client.prototype.query = original;
    };
  }
  return {
    texts,
    /** The statements `work` sent. */
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      texts.length = 0;
      counting = true;
      try {
        const result = await work();
        return { result, statements: [...texts] };
      } finally {
        counting = false;
      }
    },
    stop: () => undo(),
  };
}

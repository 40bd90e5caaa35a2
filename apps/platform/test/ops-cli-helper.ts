import { expect } from 'vitest';
import { runOps } from '../src/cli/ops.js';
import { OPS_TOKEN } from './helper.js';

/** Runs `npm run ops -- ARGV` in-process against the platform at `url`; answers its output. */
export const opsCli =
  (url: () => string) =>
  async (argv: string[], env: Record<string, string> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(argv, {
      env: { OPS_URL: url(), OPS_TOKEN, ...env },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

/**
 * What a money command (adjust, bonus) printed: what changed, the balance and the transaction,
 * then the key to retry with; checks the lines' form and answers them.
 */
export function movedOutput(out: string) {
  const [changed, balance, transaction, keyLine, ...rest] = out.split('\n');
  expect(rest).toEqual([]);
  expect(balance).toMatch(/^balance: -?\d+\.\d\d$/);
  expect(transaction).toMatch(/^transaction: \S+$/);
  const key = /^key: (\S+) \(a retry with --key \1 moves nothing\)$/.exec(keyLine ?? '')?.[1];
  expect(key, keyLine).toBeDefined();
  return { changed, balance, key: key! };
}

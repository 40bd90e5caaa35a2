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

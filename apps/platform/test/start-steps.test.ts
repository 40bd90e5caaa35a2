import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.js';

// npm start's steps (scripts/start-steps.mjs), driven the way start.mjs uses them, in processes
// of their own: signals are about processes.
const steps = pathToFileURL(join(repoRoot, 'scripts/start-steps.mjs')).href;

/** A start.mjs in small: runs `childCode` with runChild and ends as it did (exitAs). */
function starter(childCode: string) {
  const code = `import { exitAs, runChild } from ${JSON.stringify(steps)};
exitAs(await runChild(process.execPath, ['-e', ${JSON.stringify(childCode)}]));`;
  const parent = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  parent.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    parent,
    output: () => output,
    async waitFor(text: string) {
      for (let i = 0; i < 200 && !output.includes(text); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(output).toContain(text);
    },
    exited: once(parent, 'exit') as Promise<[number | null, NodeJS.Signals | null]>,
  };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'passes %s sent to its process on to the platform, and exits with its code',
    async (signal) => {
      // A platform that shuts down on the signal with a code of its own.
      const run = starter(
        `for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => { console.log('child got ' + s); process.exit(7); });
console.log('child ' + process.pid); setInterval(() => {}, 1000);`,
      );
      await run.waitFor('child ');
      const childPid = Number(/child (\d+)/.exec(run.output())![1]);
      run.parent.kill(signal);
      expect(await run.exited).toEqual([7, null]);
      expect(run.output()).toContain(`child got ${signal}`);
      expect(isAlive(childPid)).toBe(false);
    },
  );

  it('ends by the same signal when the platform was ended by it', async () => {
    const run = starter(`console.log('child ' + process.pid); setInterval(() => {}, 1000);`);
    await run.waitFor('child ');
    run.parent.kill('SIGTERM');
    expect(await run.exited).toEqual([null, 'SIGTERM']);
  });

  it('rebuilds only when a source is newer than every output, or an output is missing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'start-steps-'));
    try {
      const source = join(dir, 'src.ts');
      const output = join(dir, 'out.js');
      const missing = join(dir, 'gone.js');
      await writeFile(source, 'source');
      await writeFile(output, 'built');
      const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
      await utimes(source, at(0), at(0));
      await utimes(output, at(10), at(10));
      const check = async (outputs: string[]) => {
        const code = `import { isUpToDate } from ${JSON.stringify(steps)};
console.log(isUpToDate(${JSON.stringify(outputs)}, ${JSON.stringify([source])}));`;
        const child = spawn(process.execPath, ['--input-type=module', '-e', code]);
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        await once(child, 'exit');
        return out.trim();
      };
      expect(await check([output])).toBe('true');
      expect(await check([output, missing])).toBe('false');
      await utimes(source, at(20), at(20));
      expect(await check([output])).toBe('false');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

// npm run checks: the given npm scripts at once (lint and typecheck each keep about one core
// busy, so on two cores side by side they take the time of the longer), each one's output
// printed whole when it ends, so the logs do not interleave. Fails when any of them failed.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script>...');
  process.exit(2);
}

/** Runs `npm run <script>`; its output and how it ended, with how long it took. */
function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ script, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

const results = await Promise.all(
  scripts.map((script) =>
    run(script).then((result) => {
      const outcome = result.code === 0 ? 'passed' : `FAILED (${result.signal ?? result.code})`;
      process.stdout.write(Buffer.concat(result.output));
      console.log(`==> ${result.script} ${outcome} in ${result.seconds.toFixed(0)} s\n`);
      return result;
    }),
  ),
);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);

// The steps of npm start (scripts/start.mjs), apart so that tests can drive them: whether a
// build is up to date, and a child process that gets the signals sent to this one.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of a file or of any file under a folder; 0 when missing. */
export function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

/** Every output exists and is newer than every source. */
export function isUpToDate(outputs, sources) {
  const built = Math.min(...outputs.map((output) => (existsSync(output) ? newest(output) : 0)));
  return built > 0 && sources.every((source) => newest(source) <= built);
}

const SIGNALS = ['SIGINT', 'SIGTERM'];

/**
 * Runs a command with this process's terminal. SIGINT and SIGTERM sent to this process (by its
 * id, or Ctrl-C) go on to the child, which decides how to stop; answers how the child ended.
 */
export function runChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const forward = (signal) => child.kill(signal);
  for (const signal of SIGNALS) process.on(signal, forward);
  return new Promise((resolve, reject) => {
    const done = () => {
      for (const signal of SIGNALS) process.off(signal, forward);
    };
    child.once('error', (error) => {
      done();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      done();
      resolve({ code, signal });
    });
  });
}

/** Ends this process as the child ended: with its exit code, or by the signal that ended it. */
export function exitAs({ code, signal }) {
  // No handler of ours is left, so the signal's default action ends this process at once.
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
}

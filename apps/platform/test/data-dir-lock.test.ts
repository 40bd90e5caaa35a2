import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HEARTBEAT_MS,
  STALE_AFTER_MS,
  currentHolder,
  lockDataDir,
  processStartTime,
  type LockHolder,
} from '../src/db/data-dir-lock.js';
import { openDatabase } from '../src/db/database.js';

const freshDir = () => mkdtempSync(join(tmpdir(), 'platform-lock-'));
const lockFile = (dir: string) => join(dir, 'platform.lock');
const readHolder = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockHolder;
const writeHolder = (dir: string, holder: Partial<LockHolder>) =>
  writeFileSync(lockFile(dir), JSON.stringify(holder));
/** Sets the lock file's last heartbeat `ms` ago. */
const ageLock = (dir: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  utimesSync(lockFile(dir), then, then);
};

// A PID no process has: Linux caps PIDs at 2^22, other systems well below 2^31.
const DEAD_PID = 2147483646;
const onLinux = existsSync('/proc/self/stat');

const children: ChildProcess[] = [];
/** Another process that runs until the test ends. */
async function otherProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

afterEach(() => {
  vi.useRealTimers();
  for (const child of children.splice(0)) child.kill();
});

describe('one process per embedded database', () => {
  it('refuses a second claim while the first holds the directory, and frees it on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readHolder(dir)).toMatchObject({ pid: process.pid, token: currentHolder().token });
    // This run's own lock is refused too: a second engine in one process corrupts the files
    // as surely as one in another process.
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+/);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeHolder(dir, { ...currentHolder(), pid: DEAD_PID, token: 'dead-run' });
    const release = lockDataDir(dir);
    expect(readHolder(dir)).toMatchObject({ pid: process.pid, token: currentHolder().token });
    release();
  });

  it('takes over a bare-PID lock of an earlier version whose process died', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(DEAD_PID));
    const release = lockDataDir(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock an earlier run left with this very PID (a restarted container)', () => {
    const dir = freshDir();
    writeHolder(dir, { ...currentHolder(), token: 'earlier-run', startTime: '1' });
    const release = lockDataDir(dir);
    expect(readHolder(dir).token).toBe(currentHolder().token);
    release();
  });

  it('takes over a bare-PID lock naming this very PID, which no earlier version of this run wrote', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), String(process.pid));
    const release = lockDataDir(dir);
    expect(readHolder(dir).token).toBe(currentHolder().token);
    release();
  });

  it('refuses a lock held by another process that runs', async () => {
    const dir = freshDir();
    const pid = await otherProcess();
    writeHolder(dir, {
      pid,
      token: 'other-run',
      host: hostname(),
      bootId: currentHolder().bootId,
      startTime: processStartTime(pid),
    });
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${pid}\\.`));
    expect(readHolder(dir).token).toBe('other-run');
  });

  it.runIf(onLinux)(
    'takes over a lock whose PID now belongs to a process started later',
    async () => {
      const dir = freshDir();
      const pid = await otherProcess();
      const startTime = String(Number(processStartTime(pid)) - 1);
      writeHolder(dir, { ...currentHolder(), pid, token: 'reused-pid', startTime });
      const release = lockDataDir(dir);
      expect(readHolder(dir).pid).toBe(process.pid);
      release();
    },
  );

  it.runIf(onLinux)('takes over a lock written before the machine last booted', async () => {
    const dir = freshDir();
    const pid = await otherProcess();
    writeHolder(dir, {
      pid,
      token: 'before-reboot',
      host: hostname(),
      bootId: 'another-boot',
      startTime: processStartTime(pid),
    });
    const release = lockDataDir(dir);
    expect(readHolder(dir).pid).toBe(process.pid);
    release();
  });

  it('refuses a lock from another host while its heartbeat is fresh, and takes it over once it stops', () => {
    const dir = freshDir();
    writeHolder(dir, { pid: process.pid, token: 'other-container', host: 'other-host' });
    ageLock(dir, STALE_AFTER_MS - 5_000);
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+ on host other-host/);
    ageLock(dir, STALE_AFTER_MS + 1_000);
    const release = lockDataDir(dir);
    expect(readHolder(dir).host).toBe(hostname());
    release();
  });

  it('keeps its heartbeat while held, and stops it on release', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = freshDir();
    const release = lockDataDir(dir);
    ageLock(dir, STALE_AFTER_MS * 2);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(Date.now() - statSync(lockFile(dir)).mtimeMs).toBeLessThan(5_000);
    release();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a second platform off a DATA_DIR that one already has open', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    await first.close();
    const again = await openDatabase({ dataDir });
    await again.close();
    // The first open creates the cluster (initdb, in a process of its own): seconds.
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import { readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * Who holds a data directory. A PID alone does not say that: in a container the platform is
 * PID 1 (or the same low PID) on every start, so the lock a crashed run left behind names
 * the PID of the run reading it. The run token tells this run from an earlier one with the
 * same PID; the boot id and the process's start time tell a live holder from another process
 * that got its PID later; the host says whether the PID means anything here at all.
 */
export interface LockHolder {
  pid: number;
  /** Random per process run; only the run that wrote it has it. */
  token: string;
  host: string;
  /** Linux: /proc/sys/kernel/random/boot_id, new on every boot. */
  bootId?: string;
  /** Linux: field 22 of /proc/<pid>/stat, the process's start in clock ticks since boot. */
  startTime?: string;
}

/** The holder refreshes the lock file's time this often while it runs. */
export const HEARTBEAT_MS = 10_000;
/**
 * A lock from another host (another container on a shared volume) cannot be checked for a
 * live process; one whose time has not moved for this long has no holder refreshing it.
 */
export const STALE_AFTER_MS = 60_000;

// Kept on `process`, not in this module, so that every copy of the module one process loads
// (test runners load modules afresh per file) agrees on which run this is.
const RUN_TOKEN = Symbol.for('site.platform.dataDirLock.runToken');
const runToken = (): string => {
  const holder = process as unknown as Record<symbol, string | undefined>;
  return (holder[RUN_TOKEN] ??= randomUUID());
};

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    // Not Linux, or /proc hidden: the caller falls back to what it can still check.
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat; the name (field 2) may hold spaces and parentheses. */
export function processStartTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return afterName[22 - 3];
}

export const bootId = () => readProc('/proc/sys/kernel/random/boot_id');

export function currentHolder(): LockHolder {
  return {
    pid: process.pid,
    token: runToken(),
    host: hostname(),
    bootId: bootId(),
    startTime: processStartTime(process.pid),
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's holder; a bare PID is the format of earlier versions. */
function parseHolder(text: string): Partial<LockHolder> & { pid: number } {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (typeof parsed === 'number') return { pid: parsed };
    if (parsed && typeof parsed === 'object') {
      const record = parsed as Record<string, unknown>;
      const field = (key: string) =>
        typeof record[key] === 'string' ? (record[key] as string) : undefined;
      return {
        pid: Number(record.pid),
        token: field('token'),
        host: field('host'),
        bootId: field('bootId'),
        startTime: field('startTime'),
      };
    }
  } catch {
    // Not JSON: not a lock this code wrote; its PID, if any, is all there is to check.
  }
  return { pid: Number(text) };
}

/**
 * Whether the process that wrote `holder` still runs, so the directory is in use. When it
 * cannot be told for sure, the answer is yes: refusing to start is recoverable, two engines on
 * one directory are not.
 */
export function holderIsLive(
  holder: Partial<LockHolder> & { pid: number },
  ageMs: number,
  self: LockHolder = currentHolder(),
): boolean {
  const host = holder.host ?? self.host; // A bare PID was written on this host.
  if (host !== self.host) return ageMs < STALE_AFTER_MS;
  // Same host, another boot: every process of that boot is gone.
  if (holder.bootId && self.bootId && holder.bootId !== self.bootId) return false;
  // Our own PID: this run holds it only with this run's token; otherwise an earlier run that
  // had the same PID (a restarted container) left it.
  if (holder.pid === self.pid) return holder.token === self.token;
  if (!isAlive(holder.pid)) return false;
  // The PID runs, but it may have been given to another process since.
  const startTime = holder.startTime && processStartTime(holder.pid);
  if (holder.startTime && startTime) return startTime === holder.startTime;
  return true;
}

/**
 * Claims an embedded database directory for this process. PGlite has no lock of its own,
 * and two engines writing the same files corrupt them silently. A lock whose holder is gone
 * (see holderIsLive) is taken over; one this run already holds is refused like any other, as a
 * second engine in the same process would corrupt the files just the same. While held, the
 * lock file's time moves every HEARTBEAT_MS, which is how another host tells it is live.
 * Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'platform.lock');
  const self = currentHolder();
  const record = JSON.stringify(self);
  const claim = () => writeFileSync(file, record, { flag: 'wx' });
  try {
    claim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = parseHolder(readFileSync(file, 'utf8'));
    const ageMs = Date.now() - statSync(file).mtimeMs;
    if (holderIsLive(holder, ageMs, self)) {
      const where = holder.host && holder.host !== self.host ? ` on host ${holder.host}` : '';
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder.pid}${where}. ` +
          'Stop that process, start this one with another DATA_DIR, or share a PostgreSQL with DATABASE_URL.' +
          (where
            ? ` If that host is gone, the lock is taken over ${STALE_AFTER_MS / 1000} s after its last heartbeat.`
            : ''),
      );
    }
    unlinkSync(file);
    claim(); // Of two processes taking over a stale lock at once, one fails here.
  }
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      if (readFileSync(file, 'utf8') === record) utimesSync(file, now, now);
    } catch {
      // Gone or unreadable for a moment: the next beat tries again.
    }
  }, HEARTBEAT_MS);
  heartbeat.unref(); // The lock never keeps the process alive on its own.
  return () => {
    clearInterval(heartbeat);
    try {
      if (readFileSync(file, 'utf8') === record) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

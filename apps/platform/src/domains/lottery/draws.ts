import { drawIssue } from '@site/contract';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { lotteryIssues, merchantLotteryGames } from '../../db/schema/index.js';
import { nodeDrawCrypto } from './fair.js';
import { moveIssue, moveIssues } from './issue-moves.js';
import { DRAW_GRACE_MS, issueTransition, NOT_DRAWN } from './issue-states.js';

export { DRAW_GRACE_MS };
/** Issues the draw job takes up a tick at most; the rest wait for the next second. */
const DUE_PER_TICK = 200;

/** Closes the sale of every issue whose lock time has come (idempotent: any process may). */
export async function lockDue(db: Db, now: Date): Promise<number> {
  return moveIssues(db, 'lock', now);
}

/** Issues whose draw time has come and that are not drawn yet (ids, oldest first). */
export async function dueForDraw(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .select({ id: lotteryIssues.id })
    .from(lotteryIssues)
    .where(and(inArray(lotteryIssues.state, NOT_DRAWN), lte(lotteryIssues.drawsAt, now)))
    .orderBy(asc(lotteryIssues.drawsAt), asc(lotteryIssues.id))
    .limit(DUE_PER_TICK);
  return due.map((row) => String(row.id));
}

/** Rows nextEventAt reads: the pending issues that lock first. */
const NEXT_EVENT_WINDOW = 64;

/**
 * When the draw job next has something to do: the earliest lock of an OPEN issue or draw of a
 * LOCKED one. Pending issues are read in lock order from their partial index; past the rows
 * read, nothing happens before the last one's lock (a draw never comes before its lock). Null
 * when no issue is pending.
 */
export async function nextEventAt(db: Db): Promise<Date | null> {
  const pending = await db
    .select({
      state: lotteryIssues.state,
      locksAt: lotteryIssues.locksAt,
      drawsAt: lotteryIssues.drawsAt,
    })
    .from(lotteryIssues)
    .where(inArray(lotteryIssues.state, NOT_DRAWN))
    .orderBy(asc(lotteryIssues.locksAt))
    .limit(NEXT_EVENT_WINDOW);
  if (pending.length === 0) return null;
  const events = pending.map((i) => +(i.state === 'OPEN' ? i.locksAt : i.drawsAt));
  if (pending.length === NEXT_EVENT_WINDOW) events.push(+pending.at(-1)!.locksAt);
  return new Date(Math.min(...events));
}

export type DrawOutcome =
  | { outcome: 'drawn'; numero: string; balls: number[] }
  | { outcome: 'void'; numero: string }
  | { outcome: 'skipped'; numero: string; state: string };

/**
 * Draws one due issue under its row lock: DRAWN with its result, or VOID when the grace window
 * is past (the table's `draw` and `expire`); an issue drawn or voided already is left as it is.
 * The job runs this once per issue (the runner's claim); the guarded move makes a second call
 * harmless as well.
 */
export async function drawDue(tx: Db, issueId: number, now: Date): Promise<DrawOutcome> {
  const [row] = await tx
    .select({ issue: lotteryIssues, game: merchantLotteryGames })
    .from(lotteryIssues)
    .innerJoin(merchantLotteryGames, eq(merchantLotteryGames.id, lotteryIssues.gameId))
    .where(eq(lotteryIssues.id, issueId))
    .for('update', { of: lotteryIssues });
  if (!row) throw new Error(`no lottery issue ${issueId}`);
  const { issue, game } = row;
  const skipped = { outcome: 'skipped', numero: issue.numero, state: issue.state } as const;
  if (!issueTransition(issue.state, 'draw').allowed) return skipped;
  // The clock went back (another process's): fail, so the runner tries again later.
  if (now < issue.drawsAt)
    throw new Error(`issue ${issue.numero} draws at ${issue.drawsAt.toISOString()}`);
  if (+now - +issue.drawsAt > DRAW_GRACE_MS) {
    const step = issueTransition(issue.state, 'expire');
    if (!step.allowed || !(await moveIssue(tx, issueId, step.transition, now))) return skipped;
    return { outcome: 'void', numero: issue.numero };
  }
  const step = issueTransition(issue.state, 'draw');
  const balls = await drawIssue(
    { family: game.family, gameCode: game.gameCode, numero: issue.numero, seed: issue.seed },
    nodeDrawCrypto.hmac,
  );
  // Under the row lock nothing else moves the issue; the guard holds the table all the same.
  if (
    !step.allowed ||
    !(await moveIssue(tx, issueId, step.transition, now, { balls, drawnAt: now }))
  ) {
    return skipped;
  }
  return { outcome: 'drawn', numero: issue.numero, balls };
}

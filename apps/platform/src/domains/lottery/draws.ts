import { drawIssue } from '@site/contract';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { lotteryIssues, merchantLotteryGames } from '../../db/schema/index.js';
import { nodeDrawCrypto } from './fair.js';

/**
 * An issue not drawn this long after its draw time is voided instead (the platform was down,
 * or its draw kept failing): a result published that late could not be trusted to have been
 * fixed in time by players, so the issue is void and its orders are refunded (settlement).
 */
export const DRAW_GRACE_MS = 120_000;
/** Issues the draw job takes up a tick at most; the rest wait for the next second. */
const DUE_PER_TICK = 200;

/** Closes the sale of every issue whose lock time has come (idempotent: any process may). */
export async function lockDue(db: Db, now: Date): Promise<number> {
  const locked = await db
    .update(lotteryIssues)
    .set({ state: 'LOCKED' })
    .where(and(eq(lotteryIssues.state, 'OPEN'), lte(lotteryIssues.locksAt, now)))
    .returning({ id: lotteryIssues.id });
  return locked.length;
}

/** Issues whose draw time has come and that are not drawn yet (ids, oldest first). */
export async function dueForDraw(db: Db, now: Date): Promise<string[]> {
  const due = await db
    .select({ id: lotteryIssues.id })
    .from(lotteryIssues)
    .where(and(inArray(lotteryIssues.state, ['OPEN', 'LOCKED']), lte(lotteryIssues.drawsAt, now)))
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
    .where(inArray(lotteryIssues.state, ['OPEN', 'LOCKED']))
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
 * is past; an issue drawn or voided already is left as it is. The job runs this once per issue
 * (the runner's claim); the state check makes a second call harmless as well.
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
  if (issue.state !== 'OPEN' && issue.state !== 'LOCKED') {
    return { outcome: 'skipped', numero: issue.numero, state: issue.state };
  }
  // The clock went back (another process's): fail, so the runner tries again later.
  if (now < issue.drawsAt)
    throw new Error(`issue ${issue.numero} draws at ${issue.drawsAt.toISOString()}`);
  if (+now - +issue.drawsAt > DRAW_GRACE_MS) {
    await tx.update(lotteryIssues).set({ state: 'VOID' }).where(eq(lotteryIssues.id, issueId));
    return { outcome: 'void', numero: issue.numero };
  }
  const balls = await drawIssue(
    { family: game.family, gameCode: game.gameCode, numero: issue.numero, seed: issue.seed },
    nodeDrawCrypto.hmac,
  );
  await tx
    .update(lotteryIssues)
    .set({ state: 'DRAWN', balls, drawnAt: now })
    .where(eq(lotteryIssues.id, issueId));
  return { outcome: 'drawn', numero: issue.numero, balls };
}

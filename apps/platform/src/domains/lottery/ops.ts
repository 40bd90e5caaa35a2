import { formatWinNo, type OpsLotteryIssues } from '@site/contract';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { merchantLotteryGames } from '../../db/schema/index.js';
import { lotteryIssues } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { moveIssue } from './issue-moves.js';
import { issueTransition } from './issue-states.js';

type GameRow = typeof merchantLotteryGames.$inferSelect;
type IssueRow = typeof lotteryIssues.$inferSelect;

const UPCOMING = 10;
const PAST = 20;

const opsIssueOf = (game: GameRow, issue: IssueRow) => ({
  numero: issue.numero,
  state: issue.state,
  opensAt: issue.opensAt.toISOString(),
  locksAt: issue.locksAt.toISOString(),
  drawsAt: issue.drawsAt.toISOString(),
  drawnAt: issue.drawnAt?.toISOString() ?? null,
  winNo: issue.balls ? formatWinNo(game.family, issue.balls) : null,
  seedHash: issue.seedHash,
});

/** `npm run ops -- lottery issues CODE`: the next issues and the latest past ones. */
export async function opsIssues(db: Db, game: GameRow, now: Date): Promise<OpsLotteryIssues> {
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameId, game.id), gt(lotteryIssues.drawsAt, now)))
      .orderBy(asc(lotteryIssues.drawsAt))
      .limit(UPCOMING),
    db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameId, game.id), lte(lotteryIssues.drawsAt, now)))
      .orderBy(desc(lotteryIssues.drawsAt))
      .limit(PAST),
  ]);
  return {
    gameCode: game.gameCode,
    family: game.family,
    intervalSeconds: game.intervalSeconds,
    lockSeconds: game.lockSeconds,
    onSale: game.onSale,
    issues: [...upcoming.reverse(), ...past].map((issue) => opsIssueOf(game, issue)),
  };
}

/**
 * Voids an issue not drawn yet, under its row lock, so the draw job (which takes the same lock)
 * either drew it first (lottery.issue.closed) or finds it void and never draws it. Answers the
 * state it had.
 */
export async function voidIssue(tx: Db, game: GameRow, numero: string): Promise<string> {
  const [issue] = await tx
    .select({ id: lotteryIssues.id, state: lotteryIssues.state })
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.gameId, game.id), eq(lotteryIssues.numero, numero)))
    .for('update');
  if (!issue) throw new AppError('lottery.issue.not.found');
  const closed = () =>
    new AppError('lottery.issue.closed', {
      detail: `${game.gameCode} ${numero} is ${issue.state}: only an issue not drawn yet can be voided.`,
    });
  const step = issueTransition(issue.state, 'cancel');
  if (!step.allowed) throw closed();
  // Guarded as every move is: a draw that got there first leaves nothing to change.
  if (!(await moveIssue(tx, issue.id, step.transition, new Date()))) throw closed();
  return issue.state;
}

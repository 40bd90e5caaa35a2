import { and, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { lotteryIssues } from '../../db/schema/index.js';
import {
  DRAW_GRACE_MS,
  issueTransitionsOn,
  type IssueEvent,
  type IssueGuard,
  type IssueTransition,
} from './issue-states.js';

// The only writes of an issue's state after its insert: guarded UPDATEs of the transition
// table's rows (issue-states), so an illegal transition cannot be written.

const guardOf = (guard: IssueGuard | null, now: Date): SQL | undefined => {
  const graceStart = new Date(+now - DRAW_GRACE_MS);
  switch (guard) {
    case 'lockTimeCome':
      return lte(lotteryIssues.locksAt, now);
    case 'inDrawWindow':
      return and(lte(lotteryIssues.drawsAt, now), gte(lotteryIssues.drawsAt, graceStart));
    case 'pastGrace':
      return lt(lotteryIssues.drawsAt, graceStart);
    case null:
      return undefined;
  }
};

/** The columns a transition writes beside the state (the draw's result). */
export type IssueColumns = Omit<PgUpdateSetSource<typeof lotteryIssues>, 'state'>;

/**
 * Writes one transition of the table to one issue, guarded: the row changes only while it is
 * still in the state the transition leaves and its guard holds at `now`, so a transition
 * decided on a stale read, or racing another (a draw and the operator's void, two
 * settlements), writes nothing. True when it was written.
 */
export async function moveIssue(
  executor: Db,
  issueId: number,
  transition: IssueTransition,
  now: Date,
  columns: IssueColumns = {},
): Promise<boolean> {
  const moved = await executor
    .update(lotteryIssues)
    .set({ ...columns, state: transition.to })
    .where(
      and(
        eq(lotteryIssues.id, issueId),
        eq(lotteryIssues.state, transition.from),
        guardOf(transition.guard, now),
      ),
    )
    .returning({ id: lotteryIssues.id });
  return moved.length === 1;
}

/**
 * Moves by `event` every issue in a state the event leaves whose guard holds at `now`
 * (idempotent: any number of processes may). How many it moved.
 */
export async function moveIssues(executor: Db, event: IssueEvent, now: Date): Promise<number> {
  const transitions = issueTransitionsOn(event);
  let moved = 0;
  for (const transition of transitions) {
    const rows = await executor
      .update(lotteryIssues)
      .set({ state: transition.to })
      .where(and(eq(lotteryIssues.state, transition.from), guardOf(transition.guard, now)))
      .returning({ id: lotteryIssues.id });
    moved += rows.length;
  }
  return moved;
}

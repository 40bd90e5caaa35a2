import { and, eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { gameRounds, type RoundStatus } from '../../db/schema/index.js';
import { stepOf } from '../transitions.js';

/** Every state a game round is stored in. */
export const ROUND_STATUSES = ['OPEN', 'SETTLED', 'VOID'] as const satisfies readonly RoundStatus[];

/**
 * What the seamless wallet does to a round after its debit opened it (README, The seamless
 * wallet). The debit itself, and a rollback that comes before it, insert the row: no move.
 */
export type RoundEvent =
  /** The win is paid (nothing moves for a loss): the round is settled. */
  | 'credit'
  /** The stake is given back: the round is void. */
  | 'rollback';

export const ROUND_EVENTS = ['credit', 'rollback'] as const satisfies readonly RoundEvent[];

export interface RoundTransitionShape {
  from: RoundStatus;
  event: RoundEvent;
  to: RoundStatus;
}

/**
 * Every legal state change of a game round, in one place: OPEN closes once, and SETTLED and
 * VOID are final. Written only by `moveRound`, a guarded UPDATE.
 */
export const ROUND_TRANSITIONS = [
  { from: 'OPEN', event: 'credit', to: 'SETTLED' },
  { from: 'OPEN', event: 'rollback', to: 'VOID' },
] as const satisfies readonly RoundTransitionShape[];

export type RoundTransition = (typeof ROUND_TRANSITIONS)[number];

/**
 * Why an event does not apply to a round in `from`:
 * - `already`: it is where the event leads (a second credit or rollback: the wallet answers the
 *   round as the first left it, or idempotency.key.reused for another win);
 * - `illegal`: the event has no transition from there (a credit after a rollback, a rollback
 *   after a credit: round.closed).
 */
export type RoundRefusal = 'already' | 'illegal';

export type RoundStep =
  | { allowed: true; transition: RoundTransition }
  | { allowed: false; refusal: RoundRefusal; from: RoundStatus; event: RoundEvent };

/** The transition `event` makes from `from`, or why there is none. */
export function roundTransition(from: RoundStatus, event: RoundEvent): RoundStep {
  return stepOf(ROUND_TRANSITIONS, from, event);
}

/** The columns a transition writes beside the status (the win, the settling transaction). */
export type RoundColumns = Omit<PgUpdateSetSource<typeof gameRounds>, 'status'>;

/**
 * Writes one transition of the table, guarded by the state it leaves: a credit and a rollback
 * racing, or two of either, move the round once. The round as written, or undefined when
 * another call moved it first.
 */
export async function moveRound(
  executor: Db,
  id: string,
  transition: RoundTransition,
  columns: RoundColumns = {},
) {
  const [moved] = await executor
    .update(gameRounds)
    .set({ ...columns, status: transition.to })
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, transition.from)))
    .returning();
  return moved;
}

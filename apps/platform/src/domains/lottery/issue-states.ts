import type { LotteryIssueState } from '@site/contract';
import { stepOf } from '../transitions.js';

/**
 * An issue not drawn this long after its draw time is voided instead (the platform was down,
 * or its draw kept failing): a result published that late could not be trusted to have been
 * fixed in time by players, so the issue is void and its orders are refunded (settlement).
 */
export const DRAW_GRACE_MS = 120_000;

/** What can happen to a lottery issue (README, Issues). */
export type IssueEvent =
  /** Its lock time came: the sale closes (the draw job, any process). */
  | 'lock'
  /** Its draw time came, within the grace window: the result is drawn (the draw job). */
  | 'draw'
  /** Its draw time passed the grace window undrawn: void, its orders refunded (the draw job). */
  | 'expire'
  /** The operator voids it before its draw (`npm run ops -- lottery void`). */
  | 'cancel'
  /** Its orders were judged and paid (the settle job). */
  | 'settle';

export const ISSUE_EVENTS = [
  'lock',
  'draw',
  'expire',
  'cancel',
  'settle',
] as const satisfies readonly IssueEvent[];

/**
 * A condition on the issue's times beside its state, checked by the same guarded UPDATE that
 * writes the transition (issue-moves `moveIssue`), against the caller's clock (the job's `now`):
 * - `lockTimeCome`: `locks_at` has come;
 * - `inDrawWindow`: `draws_at` has come, and not more than DRAW_GRACE_MS ago;
 * - `pastGrace`: `draws_at` is more than DRAW_GRACE_MS ago.
 */
export type IssueGuard = 'lockTimeCome' | 'inDrawWindow' | 'pastGrace';

export interface IssueTransitionShape {
  from: LotteryIssueState;
  event: IssueEvent;
  to: LotteryIssueState;
  guard: IssueGuard | null;
}

/**
 * Every legal state change of a lottery issue, in one place: OPEN → LOCKED → DRAWN → SETTLED,
 * or VOID before it is drawn. Anything not listed is refused; SETTLED and VOID are final (a void
 * issue's orders are refunded by the settle job, which leaves the issue VOID).
 */
export const ISSUE_TRANSITIONS = [
  { from: 'OPEN', event: 'lock', to: 'LOCKED', guard: 'lockTimeCome' },
  // An issue whose lock and draw both passed while no tick ran is drawn from OPEN.
  { from: 'OPEN', event: 'draw', to: 'DRAWN', guard: 'inDrawWindow' },
  { from: 'LOCKED', event: 'draw', to: 'DRAWN', guard: 'inDrawWindow' },
  { from: 'OPEN', event: 'expire', to: 'VOID', guard: 'pastGrace' },
  { from: 'LOCKED', event: 'expire', to: 'VOID', guard: 'pastGrace' },
  { from: 'OPEN', event: 'cancel', to: 'VOID', guard: null },
  { from: 'LOCKED', event: 'cancel', to: 'VOID', guard: null },
  { from: 'DRAWN', event: 'settle', to: 'SETTLED', guard: null },
] as const satisfies readonly IssueTransitionShape[];

export type IssueTransition = (typeof ISSUE_TRANSITIONS)[number];

/**
 * Why an event does not apply to an issue in `from`:
 * - `already`: the issue is in a state the event leads to (a second draw, settlement or void);
 * - `illegal`: the event has no transition from there.
 */
export type IssueRefusal = 'already' | 'illegal';

export type IssueStep =
  | { allowed: true; transition: IssueTransition }
  | { allowed: false; refusal: IssueRefusal; from: LotteryIssueState; event: IssueEvent };

/** The transition `event` makes from `from`, or why there is none. */
export function issueTransition(from: LotteryIssueState, event: IssueEvent): IssueStep {
  return stepOf(ISSUE_TRANSITIONS, from, event);
}

/** Every transition of an event, whatever state it leaves. */
export const issueTransitionsOn = (event: IssueEvent): IssueTransition[] =>
  ISSUE_TRANSITIONS.filter((t) => t.event === event);

/** The states an issue is drawn from: not drawn yet (OPEN, LOCKED). */
export const NOT_DRAWN: readonly LotteryIssueState[] = issueTransitionsOn('draw').map(
  (t) => t.from,
);

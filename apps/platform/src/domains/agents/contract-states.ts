import type { ContractStatus } from '@site/contract';

/**
 * A contract's states by name, and the original's letter each is stored and sent as (the wire
 * and the rows keep the letters: the agent pages read them). The one place a letter is spelt.
 */
export const CONTRACT_STATE = {
  /** Offered to a member holding no contract of the kind. */
  offered: 'P',
  /** Offered to replace the contract in force (a lower ratio): accepting it ends that one. */
  replacementOffered: 'E',
  /** In force: it pays its holder. */
  active: 'A',
  /** In force, and the upline asked to end it: the holder agrees or keeps it. */
  terminationAsked: 'V',
  /** The holder refused the offer. Final. */
  rejected: 'R',
  /** Ended, withdrawn or replaced. Final. */
  cancelled: 'C',
} as const satisfies Record<string, ContractStatus>;

export type ContractStateName = keyof typeof CONTRACT_STATE;

const { offered, replacementOffered, active, terminationAsked, rejected, cancelled } =
  CONTRACT_STATE;

/** In force: it pays (A, V). */
export const IN_FORCE: readonly ContractStatus[] = [active, terminationAsked];
/** Waiting for the holder's answer: the popup shows it (P, E, V). */
export const AWAITING_HOLDER: readonly ContractStatus[] = [
  offered,
  replacementOffered,
  terminationAsked,
];
/** Not final: offered or in force (P, E, A, V). */
export const NOT_FINAL: readonly ContractStatus[] = [
  offered,
  replacementOffered,
  active,
  terminationAsked,
];

/** What can happen to a contract (notes §1). */
export type ContractEvent =
  /** The holder accepts an offer. */
  | 'accept'
  /** The holder refuses an offer. */
  | 'reject'
  /** The holder agrees to the termination its upline asked. */
  | 'agreeToEnd'
  /** The holder keeps the contract its upline asked to end. */
  | 'keep'
  /** The upline asks to end a contract in force. */
  | 'askToEnd'
  /** The offer is withdrawn: by its upline, by a newer offer of the kind, by a house grant. */
  | 'withdraw'
  /** The contract in force ends for another: an accepted replacement, an active house grant. */
  | 'replace'
  /** The contract above it (of the same kind, its holder's upline's) ended: it cannot outlive it. */
  | 'endWithUpline';

export const CONTRACT_EVENTS = [
  'accept',
  'reject',
  'agreeToEnd',
  'keep',
  'askToEnd',
  'withdraw',
  'replace',
  'endWithUpline',
] as const satisfies readonly ContractEvent[];

export interface ContractTransitionShape {
  from: ContractStatus;
  event: ContractEvent;
  to: ContractStatus;
}

/**
 * Every legal state change of a contract, in one place; anything not listed is refused, and
 * R and C are final. Written only by a guarded UPDATE (contracts-repository `move`, `moveAll`,
 * `endBelow`): a move decided on a stale read, or racing another, writes nothing.
 */
export const CONTRACT_TRANSITIONS = [
  { from: offered, event: 'accept', to: active },
  { from: replacementOffered, event: 'accept', to: active },
  { from: offered, event: 'reject', to: rejected },
  { from: replacementOffered, event: 'reject', to: rejected },
  { from: terminationAsked, event: 'agreeToEnd', to: cancelled },
  { from: terminationAsked, event: 'keep', to: active },
  { from: active, event: 'askToEnd', to: terminationAsked },
  { from: offered, event: 'withdraw', to: cancelled },
  { from: replacementOffered, event: 'withdraw', to: cancelled },
  { from: active, event: 'replace', to: cancelled },
  { from: terminationAsked, event: 'replace', to: cancelled },
  { from: offered, event: 'endWithUpline', to: cancelled },
  { from: replacementOffered, event: 'endWithUpline', to: cancelled },
  { from: active, event: 'endWithUpline', to: cancelled },
  { from: terminationAsked, event: 'endWithUpline', to: cancelled },
] as const satisfies readonly ContractTransitionShape[];

export type ContractTransition = (typeof CONTRACT_TRANSITIONS)[number];

export type ContractStep =
  | { allowed: true; transition: ContractTransition }
  | { allowed: false; from: ContractStatus; event: ContractEvent };

/** The transition `event` makes from `from`, or a refusal. */
export function contractTransition(from: ContractStatus, event: ContractEvent): ContractStep {
  const transition = CONTRACT_TRANSITIONS.find((t) => t.from === from && t.event === event);
  return transition ? { allowed: true, transition } : { allowed: false, from, event };
}

/**
 * The first of `events` that applies from `from`: a holder's answer or an upline's call means
 * one event or another by the state it meets (A accepts an offer and keeps a contract whose end
 * was asked).
 */
export function firstTransition(
  from: ContractStatus,
  events: readonly ContractEvent[],
): ContractTransition | undefined {
  for (const event of events) {
    const step = contractTransition(from, event);
    if (step.allowed) return step.transition;
  }
  return undefined;
}

/**
 * The states an event leaves and the one state it leads to, for a move of many rows in one
 * UPDATE (every event that moves rows in bulk leads to one state).
 */
export function bulkMove(event: ContractEvent): {
  from: ContractStatus[];
  to: ContractStatus;
} {
  const transitions = CONTRACT_TRANSITIONS.filter((t) => t.event === event);
  const targets = new Set<ContractStatus>(transitions.map((t) => t.to));
  if (targets.size !== 1)
    throw new Error(`contract event ${event} leads to ${targets.size} states`);
  return { from: transitions.map((t) => t.from), to: transitions[0]!.to };
}

/** The member's answer to a contract, by the original's letters. */
export type Answer = 'A' | 'R' | 'C';

/** The events a holder's answer means: A accepts an offer or keeps a contract; R; C. */
export const HOLDER_ANSWERS: Record<Answer, readonly ContractEvent[]> = {
  A: ['accept', 'keep'],
  R: ['reject'],
  C: ['agreeToEnd'],
};

/** The upline's one call on a downline's contract: ask to end it in force, withdraw it open. */
export const UPLINE_TERMINATES: readonly ContractEvent[] = ['askToEnd', 'withdraw'];

import { describe, expect, it } from 'vitest';
import {
  ROUND_EVENTS,
  ROUND_STATUSES,
  ROUND_TRANSITIONS,
  roundTransition,
} from '../src/domains/house/round-states.js';

// Written out here, apart from the table, so a change to the table fails this test.
const LEGAL: Record<string, string> = {
  'OPEN credit': 'SETTLED',
  'OPEN rollback': 'VOID',
};
/** Refused because the round is where the event leads already: a retry. */
const ALREADY = new Set(['SETTLED credit', 'VOID rollback']);

const pairs = ROUND_STATUSES.flatMap((from) =>
  ROUND_EVENTS.map((event) => ({ from, event, name: `${from} ${event}` })),
);

describe('the game round transition table', () => {
  it.each(pairs.filter((p) => p.name in LEGAL))('allows $name', ({ from, event, name }) => {
    expect(roundTransition(from, event)).toEqual({
      allowed: true,
      transition: { from, event, to: LEGAL[name] },
    });
  });

  it.each(pairs.filter((p) => !(p.name in LEGAL)))('refuses $name', ({ from, event, name }) => {
    expect(roundTransition(from, event)).toEqual({
      allowed: false,
      refusal: ALREADY.has(name) ? 'already' : 'illegal',
      from,
      event,
    });
  });

  it('holds exactly the legal transitions, each once', () => {
    const names = ROUND_TRANSITIONS.map((t) => `${t.from} ${t.event}`);
    expect([...names].sort()).toEqual(Object.keys(LEGAL).sort());
  });

  it('leaves SETTLED and VOID final', () => {
    for (const final of ['SETTLED', 'VOID'] as const) {
      expect(ROUND_EVENTS.filter((event) => roundTransition(final, event).allowed)).toEqual([]);
    }
  });
});

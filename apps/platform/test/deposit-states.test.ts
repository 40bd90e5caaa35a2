import { depositStatusSchema } from '@site/contract';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_EVENTS,
  DEPOSIT_TRANSITIONS,
  depositTransition,
} from '../src/domains/payments/deposit-states.js';

// Written out here, apart from the table, so a change to the table fails this test.
const LEGAL: Record<string, string> = {
  'PENDING approve': 'APPROVED',
  'PENDING reject': 'REJECTED',
};
/** Refused because the order is where the event leads already: a retry. */
const ALREADY = new Set(['APPROVED approve', 'REJECTED reject']);

const pairs = depositStatusSchema.options.flatMap((from) =>
  DEPOSIT_EVENTS.map((event) => ({ from, event, name: `${from} ${event}` })),
);

describe('the deposit transition table', () => {
  it.each(pairs.filter((p) => p.name in LEGAL))('allows $name', ({ from, event, name }) => {
    expect(depositTransition(from, event)).toEqual({
      allowed: true,
      transition: { from, event, to: LEGAL[name] },
    });
  });

  it.each(pairs.filter((p) => !(p.name in LEGAL)))('refuses $name', ({ from, event, name }) => {
    expect(depositTransition(from, event)).toEqual({
      allowed: false,
      refusal: ALREADY.has(name) ? 'already' : 'illegal',
      from,
      event,
    });
  });

  it('holds exactly the legal transitions, each once', () => {
    const names = DEPOSIT_TRANSITIONS.map((t) => `${t.from} ${t.event}`);
    expect([...names].sort()).toEqual(Object.keys(LEGAL).sort());
  });
});

import { lotteryOrderStateSchema } from '@site/contract';
import { describe, expect, it } from 'vitest';
import {
  closing,
  ORDER_EVENTS,
  ORDER_TRANSITIONS,
  orderTransition,
} from '../src/domains/lottery/order-states.js';

// Written out here, apart from the table, so a change to the table fails this test.
const LEGAL: Record<string, string> = {
  'PENDING win': 'WON',
  'PENDING lose': 'LOST',
  'PENDING cancel': 'CANCELLED',
  'PENDING void': 'VOID',
};

const pairs = lotteryOrderStateSchema.options.flatMap((from) =>
  ORDER_EVENTS.map((event) => ({ from, event, name: `${from} ${event}` })),
);

describe('the lottery order transition table', () => {
  it.each(pairs.filter((p) => p.name in LEGAL))('allows $name', ({ from, event, name }) => {
    expect(orderTransition(from, event)).toEqual({
      allowed: true,
      transition: { from, event, to: LEGAL[name] },
    });
  });

  it.each(pairs.filter((p) => !(p.name in LEGAL)))('refuses $name', ({ from, event }) => {
    expect(orderTransition(from, event)).toEqual({ allowed: false, from, event });
  });

  it('holds exactly the legal transitions, and closes only a PENDING order', () => {
    const names = ORDER_TRANSITIONS.map((t) => `${t.from} ${t.event}`);
    expect([...names].sort()).toEqual(Object.keys(LEGAL).sort());
    for (const event of ORDER_EVENTS) expect(closing(event).from).toBe('PENDING');
  });
});

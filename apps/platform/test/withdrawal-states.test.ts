import { withdrawalStatusSchema, type WithdrawalStatus } from '@site/contract';
import { describe, expect, it } from 'vitest';
import {
  transitionsOn,
  WITHDRAWAL_EVENTS,
  WITHDRAWAL_TRANSITIONS,
  withdrawalTransition,
  type WithdrawalEvent,
  type WithdrawalGuard,
} from '../src/domains/payments/withdrawals/withdrawal-states.js';

// Written out here, apart from the table, so a change to the table fails this test.
const LEGAL: Record<string, { to: WithdrawalStatus; guard: WithdrawalGuard | null }> = {
  'PENDING approve': { to: 'PAID', guard: null },
  'PENDING reject': { to: 'REJECTED', guard: null },
  'PAID confirmReceived': { to: 'RECEIVED', guard: 'windowOpen' },
  'PAID reportNotReceived': { to: 'NOT_RECEIVED', guard: 'windowOpen' },
  'PAID autoReceive': { to: 'RECEIVED', guard: 'windowClosed' },
  'NOT_RECEIVED approve': { to: 'PAID', guard: null },
  'NOT_RECEIVED refund': { to: 'REFUNDED', guard: null },
};
/** Refused because the withdrawal is where the event leads already (a retry, or too late). */
const ALREADY = new Set([
  'PAID approve',
  'REJECTED reject',
  'REFUNDED refund',
  'RECEIVED confirmReceived',
  'NOT_RECEIVED reportNotReceived',
  'RECEIVED autoReceive',
]);

const statuses = withdrawalStatusSchema.options;
const pairs = statuses.flatMap((from) =>
  WITHDRAWAL_EVENTS.map((event) => ({ from, event, name: `${from} ${event}` })),
);

describe('the withdrawal transition table', () => {
  it.each(pairs.filter((p) => p.name in LEGAL))('allows $name', ({ from, event, name }) => {
    expect(withdrawalTransition(from, event)).toEqual({
      allowed: true,
      transition: { from, event, ...LEGAL[name] },
    });
  });

  it.each(pairs.filter((p) => !(p.name in LEGAL)))('refuses $name', ({ from, event, name }) => {
    expect(withdrawalTransition(from, event)).toEqual({
      allowed: false,
      refusal: ALREADY.has(name) ? 'already' : 'illegal',
      from,
      event,
    });
  });

  it('holds exactly the legal transitions, each once, between known states and events', () => {
    const names = WITHDRAWAL_TRANSITIONS.map((t) => `${t.from} ${t.event}`);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(LEGAL).sort());
    for (const t of WITHDRAWAL_TRANSITIONS) {
      expect(statuses).toContain(t.to);
      expect(WITHDRAWAL_EVENTS).toContain(t.event);
    }
  });

  it('leaves REJECTED, RECEIVED and REFUNDED final, and only PENDING and NOT_RECEIVED to the operator', () => {
    const leaving = (status: WithdrawalStatus) =>
      WITHDRAWAL_EVENTS.filter((event) => withdrawalTransition(status, event).allowed);
    expect(leaving('REJECTED')).toEqual([]);
    expect(leaving('RECEIVED')).toEqual([]);
    expect(leaving('REFUNDED')).toEqual([]);
    const operator: WithdrawalEvent[] = ['approve', 'reject', 'refund'];
    const member: WithdrawalEvent[] = ['confirmReceived', 'reportNotReceived', 'autoReceive'];
    expect(leaving('PENDING')).toEqual(['approve', 'reject']);
    expect(leaving('NOT_RECEIVED')).toEqual(['approve', 'refund']);
    expect(leaving('PAID').every((event) => member.includes(event))).toBe(true);
    expect(leaving('PAID').some((event) => operator.includes(event))).toBe(false);
  });

  it('settles the window’s end from PAID only', () => {
    expect(transitionsOn('autoReceive')).toEqual([
      { from: 'PAID', event: 'autoReceive', to: 'RECEIVED', guard: 'windowClosed' },
    ]);
  });
});

import { contractStatusSchema, type ContractStatus } from '@site/contract';
import { describe, expect, it } from 'vitest';
import {
  bulkMove,
  CONTRACT_EVENTS,
  CONTRACT_STATE,
  CONTRACT_TRANSITIONS,
  contractTransition,
  firstTransition,
  HOLDER_ANSWERS,
  UPLINE_TERMINATES,
} from '../src/domains/agents/contract-states.js';

// Written out here, apart from the table, so a change to the table fails this test.
const LEGAL: Record<string, ContractStatus> = {
  'P accept': 'A',
  'E accept': 'A',
  'P reject': 'R',
  'E reject': 'R',
  'V agreeToEnd': 'C',
  'V keep': 'A',
  'A askToEnd': 'V',
  'P withdraw': 'C',
  'E withdraw': 'C',
  'A replace': 'C',
  'V replace': 'C',
  'P endWithUpline': 'C',
  'E endWithUpline': 'C',
  'A endWithUpline': 'C',
  'V endWithUpline': 'C',
};

const statuses = contractStatusSchema.options;
const pairs = statuses.flatMap((from) =>
  CONTRACT_EVENTS.map((event) => ({ from, event, name: `${from} ${event}` })),
);

describe('the contract transition table', () => {
  it('names every stored letter once', () => {
    expect(Object.values(CONTRACT_STATE).sort()).toEqual([...statuses].sort());
  });

  it.each(pairs.filter((p) => p.name in LEGAL))('allows $name', ({ from, event, name }) => {
    expect(contractTransition(from, event)).toEqual({
      allowed: true,
      transition: { from, event, to: LEGAL[name] },
    });
  });

  it.each(pairs.filter((p) => !(p.name in LEGAL)))('refuses $name', ({ from, event }) => {
    expect(contractTransition(from, event)).toEqual({ allowed: false, from, event });
  });

  it('holds exactly the legal transitions, each once', () => {
    const names = CONTRACT_TRANSITIONS.map((t) => `${t.from} ${t.event}`);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(LEGAL).sort());
  });

  it('leaves R and C final', () => {
    for (const final of ['R', 'C'] as const) {
      expect(CONTRACT_EVENTS.filter((e) => contractTransition(final, e).allowed)).toEqual([]);
    }
  });

  it('reads a holder’s A as accepting an offer and keeping a contract whose end was asked', () => {
    expect(firstTransition('P', HOLDER_ANSWERS.A)?.to).toBe('A');
    expect(firstTransition('E', HOLDER_ANSWERS.A)?.event).toBe('accept');
    expect(firstTransition('V', HOLDER_ANSWERS.A)?.event).toBe('keep');
    expect(firstTransition('A', HOLDER_ANSWERS.A)).toBeUndefined();
    expect(firstTransition('V', HOLDER_ANSWERS.R)).toBeUndefined();
    expect(firstTransition('P', HOLDER_ANSWERS.C)).toBeUndefined();
    expect(firstTransition('V', HOLDER_ANSWERS.C)?.to).toBe('C');
  });

  it('reads the upline’s terminate as asking to end A and withdrawing P or E, nothing else', () => {
    expect(firstTransition('A', UPLINE_TERMINATES)?.to).toBe('V');
    expect(firstTransition('P', UPLINE_TERMINATES)?.to).toBe('C');
    expect(firstTransition('E', UPLINE_TERMINATES)?.to).toBe('C');
    for (const from of ['V', 'R', 'C'] as const) {
      expect(firstTransition(from, UPLINE_TERMINATES)).toBeUndefined();
    }
  });

  it('moves in bulk from every state an event leaves to its one state', () => {
    expect(bulkMove('withdraw')).toEqual({ from: ['P', 'E'], to: 'C' });
    expect(bulkMove('replace')).toEqual({ from: ['A', 'V'], to: 'C' });
    expect(bulkMove('endWithUpline')).toEqual({ from: ['P', 'E', 'A', 'V'], to: 'C' });
  });
});

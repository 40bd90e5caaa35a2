import { lotteryIssueStateSchema, type LotteryIssueState } from '@site/contract';
import { describe, expect, it } from 'vitest';
import {
  ISSUE_EVENTS,
  ISSUE_TRANSITIONS,
  issueTransition,
  NOT_DRAWN,
  type IssueGuard,
} from '../src/domains/lottery/issue-states.js';

// Written out here, apart from the table, so a change to the table fails this test.
const LEGAL: Record<string, { to: LotteryIssueState; guard: IssueGuard | null }> = {
  'OPEN lock': { to: 'LOCKED', guard: 'lockTimeCome' },
  'OPEN draw': { to: 'DRAWN', guard: 'inDrawWindow' },
  'LOCKED draw': { to: 'DRAWN', guard: 'inDrawWindow' },
  'OPEN expire': { to: 'VOID', guard: 'pastGrace' },
  'LOCKED expire': { to: 'VOID', guard: 'pastGrace' },
  'OPEN cancel': { to: 'VOID', guard: null },
  'LOCKED cancel': { to: 'VOID', guard: null },
  'DRAWN settle': { to: 'SETTLED', guard: null },
};
/** Refused because the issue is where the event leads already (a second draw, void, settle). */
const ALREADY = new Set([
  'LOCKED lock',
  'DRAWN draw',
  'VOID expire',
  'VOID cancel',
  'SETTLED settle',
]);

const states = lotteryIssueStateSchema.options;
const pairs = states.flatMap((from) =>
  ISSUE_EVENTS.map((event) => ({ from, event, name: `${from} ${event}` })),
);

describe('the lottery issue transition table', () => {
  it.each(pairs.filter((p) => p.name in LEGAL))('allows $name', ({ from, event, name }) => {
    expect(issueTransition(from, event)).toEqual({
      allowed: true,
      transition: { from, event, ...LEGAL[name] },
    });
  });

  it.each(pairs.filter((p) => !(p.name in LEGAL)))('refuses $name', ({ from, event, name }) => {
    expect(issueTransition(from, event)).toEqual({
      allowed: false,
      refusal: ALREADY.has(name) ? 'already' : 'illegal',
      from,
      event,
    });
  });

  it('holds exactly the legal transitions, each once', () => {
    const names = ISSUE_TRANSITIONS.map((t) => `${t.from} ${t.event}`);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(LEGAL).sort());
  });

  it('leaves SETTLED and VOID final, and draws only what is not drawn yet', () => {
    const leaving = (state: LotteryIssueState) =>
      ISSUE_EVENTS.filter((event) => issueTransition(state, event).allowed);
    expect(leaving('SETTLED')).toEqual([]);
    expect(leaving('VOID')).toEqual([]);
    expect(leaving('DRAWN')).toEqual(['settle']);
    expect(NOT_DRAWN).toEqual(['OPEN', 'LOCKED']);
  });
});

import { agentCentreCalls as calls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../src/domains/agents/days.js';
import { sessionFor } from './accounts-helper.js';
import { buildTestApp, valueOf } from './helper.js';
import { memberCall } from './transfers-helper.js';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  token = await sessionFor(app, (await app.members.byUsername('DEMO', 'demoagent'))!);
});
afterAll(async () => {
  await app?.close();
});

describe('the demo agent on a fresh start', () => {
  it('has a team of four levels with figures, and a contract of each kind', async () => {
    const today = dayOf(new Date());
    const weekAgo = dayOf(new Date(Date.now() - 6 * 86_400_000));
    const overview = valueOf(
      calls.overview,
      await memberCall(app, calls.overview, {
        token,
        key: null,
        query: { startDate: weekAgo, endDate: today },
      }),
    );
    expect(overview.teamSize).toBe(10);
    expect(overview.bets).toBeGreaterThan(100);
    expect(overview.deposit).toBeGreaterThan(0);
    expect(overview.firstDepositors).toBe(7);
    expect(overview.activeMembers).toBeGreaterThanOrEqual(7);
    expect(overview.teamBalance).toBeGreaterThan(0);
    const consolidated = valueOf(
      calls.consolidated,
      await memberCall(app, calls.consolidated, { token, key: null }),
    );
    expect(consolidated).toMatchObject({
      divtypeinfo: true,
      dailysalinfotype: true,
      contracthoursalinfo: true,
      realtimesalinfotype: true,
    });
    const sub = await sessionFor(app, (await app.members.byUsername('DEMO', 'demosub1'))!);
    const popup = valueOf(
      calls.consolidated,
      await memberCall(app, calls.consolidated, { token: sub, key: null }),
    );
    expect(popup.contracthoursalreq.CONS).toMatchObject([{ status: 'P' }]);
    const ledger = await app.ledger.verify(
      await app.ledger.memberAccount('00000000-0000-4000-8000-0000000dc001', 'MAIN'),
    );
    expect(ledger.ok).toBe(true);
  });
});

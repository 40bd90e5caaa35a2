import { agentCalls as calls, DAY_MS, fillPath, memberCalls } from '@site/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberRebates, type Member } from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/rows.js';
import { rollUp } from '../src/domains/agents/rollup.js';
import { dayOf as dayIn } from '../src/domains/system/time-zone.js';
import {
  authed,
  createMember,
  encryptedInject,
  registerBody,
  sessionFor,
} from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';
import { buildBigTeam } from './team-tree.js';
import { memberCall } from './transfers-helper.js';

// The demo brand's days (Asia/Jakarta).
const dayOf = (at: Date) => dayIn(at, 'Asia/Jakarta');

let app: FastifyInstance;
let agent: Member;
let token: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  agent = await createMember(app, { username: 'teamboss', type: 2 });
  await app.db.insert(memberRebates).values([
    { memberId: agent.id, product: 'RNG', ratePpm: 8_000 },
    { memberId: agent.id, product: 'LIVE', ratePpm: 5_000 },
  ]);
  token = await sessionFor(app, agent);
});
afterAll(async () => {
  await app?.close();
});

const paths = (descendantId: string) =>
  rowsOf<{ ancestor: string; depth: number }>(
    app.db,
    sql`select a.username as ancestor, p.depth from team_paths p join members a on a.id = p.ancestor_id
      where p.descendant_id = ${descendantId} order by p.depth`,
  );

describe('the team tree', () => {
  it('refuses days that do not exist and reversed or long ranges', async () => {
    for (const query of [
      { startDate: '2026-02-31', endDate: '2026-03-01' },
      { startDate: '2026-03-02', endDate: '2026-03-01' },
      { startDate: '2026-01-01', endDate: '2026-12-31' },
    ]) {
      const response = await memberCall(app, calls.overview, { token, key: null, query });
      expect(failureOf(response).errorCode).toBe('request.invalid');
    }
  });

  it('registers a downline directly, its closure rows written with it', async () => {
    const response = await memberCall(app, calls.registerDownline, {
      token,
      key: null,
      body: {
        username: 'sub01',
        password: 'secret123',
        accountType: 42,
        rebates: [{ product: 'RNG', rate: 0.006 }],
      },
    });
    expect(valueOf(calls.registerDownline, response)).toEqual({ account: 'sub01', type: 42 });
    const sub = (await app.members.byUsername('DEMO', 'sub01'))!;
    expect(sub.uplineId).toBe(agent.id);
    expect(await paths(sub.id)).toEqual([
      { ancestor: 'sub01', depth: 0 },
      { ancestor: 'teamboss', depth: 1 },
    ]);
    // Counted as new today at once, as the team's size is, before any rollup of the day.
    const today = dayOf(new Date());
    const overview = valueOf(
      calls.overview,
      await memberCall(app, calls.overview, {
        token,
        key: null,
        query: { startDate: today, endDate: today },
      }),
    );
    expect(overview).toMatchObject({ teamSize: 1, newMembers: 1 });
    expect(overview.series).toEqual([expect.objectContaining({ day: today, newMembers: 1 })]);
    // The downline agent registers its own: three levels.
    const subToken = await sessionFor(app, sub);
    const third = await memberCall(app, calls.registerDownline, {
      token: subToken,
      key: null,
      body: { username: 'sub02', password: 'secret123', accountType: 41, rebates: [] },
    });
    expect(third.statusCode).toBe(200);
    const leaf = (await app.members.byUsername('DEMO', 'sub02'))!;
    expect((await paths(leaf.id)).map((p) => p.ancestor)).toEqual(['sub02', 'sub01', 'teamboss']);
    expect(leaf.type).toBe(41);
  });

  it("changes a direct downline's rebates within the agent's own", async () => {
    const update = (rate: number) =>
      app.inject({
        method: 'POST',
        url: fillPath(calls.updateRebates.path, { username: 'sub01' }),
        headers: authed(token),
        payload: { rebates: [{ product: 'RNG', rate }] },
      });
    expect(valueOf(calls.updateRebates, await update(0.007))).toEqual({
      rebates: [{ product: 'RNG', rate: 0.007 }],
    });
    expect(failureOf(await update(0.0081)).errorCode).toBe('agent.rebate.above.upline');
    const sub = (await app.members.byUsername('DEMO', 'sub01'))!;
    expect(await app.agents.team.rebatesOf(sub.id)).toEqual({ RNG: 7_000 });
  });

  it("lowers the downline's team with it: no one under it keeps a rate above its new one", async () => {
    const sub = (await app.members.byUsername('DEMO', 'sub01'))!;
    const leaf = (await app.members.byUsername('DEMO', 'sub02'))!;
    await app.db.insert(memberRebates).values([
      { memberId: leaf.id, product: 'RNG', ratePpm: 6_500 },
      { memberId: leaf.id, product: 'LIVE', ratePpm: 1_000 },
    ]);
    const subToken = await sessionFor(app, sub);
    const link = valueOf(
      calls.createLink,
      await memberCall(app, calls.createLink, {
        token: subToken,
        key: null,
        body: { accountType: 41, rebates: [{ product: 'RNG', rate: 0.006 }], validDays: 7 },
      }),
    );
    const lower = (rebates: { product: 'RNG' | 'LIVE'; rate: number }[]) =>
      app.inject({
        method: 'POST',
        url: fillPath(calls.updateRebates.path, { username: 'sub01' }),
        headers: authed(token),
        payload: { rebates },
      });
    expect((await lower([{ product: 'RNG', rate: 0.004 }])).statusCode).toBe(200);
    // RNG clamped to 0.4 %, LIVE (none left above it) gone.
    expect(await app.agents.team.rebatesOf(leaf.id)).toEqual({ RNG: 4_000 });
    const [kept] = await rowsOf<{ rebates: unknown }>(
      app.db,
      sql`select rebates from invite_links where code = ${link.code}`,
    );
    expect(kept?.rebates).toEqual({ RNG: 4_000 });
    // Raising it again does not raise the team.
    expect((await lower([{ product: 'RNG', rate: 0.007 }])).statusCode).toBe(200);
    expect(await app.agents.team.rebatesOf(leaf.id)).toEqual({ RNG: 4_000 });
  });

  it('refuses a rebate above the agent own, and a non-agent', async () => {
    const above = await memberCall(app, calls.registerDownline, {
      token,
      key: null,
      body: {
        username: 'sub03',
        password: 'secret123',
        accountType: 41,
        rebates: [{ product: 'RNG', rate: 0.009 }],
      },
    });
    expect(failureOf(above).errorCode).toBe('agent.rebate.above.upline');
    const none = await memberCall(app, calls.registerDownline, {
      token,
      key: null,
      body: {
        username: 'sub03',
        password: 'secret123',
        accountType: 41,
        rebates: [{ product: 'FISH', rate: 0.001 }],
      },
    });
    expect(failureOf(none).errorCode).toBe('agent.rebate.above.upline');
    const member = await createMember(app, { username: 'plainone' });
    const refused = await memberCall(app, calls.registerDownline, {
      token: await sessionFor(app, member),
      key: null,
      body: { username: 'sub04', password: 'secret123', accountType: 41, rebates: [] },
    });
    expect(failureOf(refused).errorCode).toBe('member.not.agent');
  });

  it('invite links: create, list with registrations, register through one, delete', async () => {
    const created = valueOf(
      calls.createLink,
      await memberCall(app, calls.createLink, {
        token,
        key: null,
        body: { accountType: 42, rebates: [{ product: 'LIVE', rate: 0.004 }], validDays: 30 },
      }),
    );
    expect(created.code).toMatch(/^L[A-Z0-9]{9}$/);
    const login = valueOf(
      memberCalls.register,
      await encryptedInject(
        app,
        memberCalls.register,
        registerBody({ username: 'linked01', affiliateCode: created.code }),
        { ip: '10.9.0.1' },
      ),
    );
    expect(login.user.type).toBe(42);
    expect(login.user.toUpline).toBe('teamboss');
    const linked = (await app.members.byUsername('DEMO', 'linked01'))!;
    expect(await app.agents.team.rebatesOf(linked.id)).toEqual({ LIVE: 4_000 });

    const list = valueOf(calls.links, await memberCall(app, calls.links, { token, key: null }));
    expect(list.list.find((l) => l.id === created.id)?.registrations).toBe(1);

    const gone = await app.inject({
      method: 'DELETE',
      url: fillPath(calls.deleteLink.path, { id: created.id }),
      headers: authed(token),
    });
    expect(gone.statusCode).toBe(200);
    const after = valueOf(calls.links, await memberCall(app, calls.links, { token, key: null }));
    expect(after.list.some((l) => l.id === created.id)).toBe(false);
    const late = await encryptedInject(
      app,
      memberCalls.register,
      registerBody({ username: 'linked02', affiliateCode: created.code }),
      { ip: '10.9.0.2' },
    );
    expect(failureOf(late).errorCode).toBe('affiliate.invalid');
  });

  it('lists direct downlines and every level, and a downline own team', async () => {
    const direct = valueOf(
      calls.downlines,
      await memberCall(app, calls.downlines, { token, key: null, query: { level: 'direct' } }),
    );
    expect(direct.list.map((r) => r.account).sort()).toEqual(['linked01', 'sub01']);
    expect(direct.list.find((r) => r.account === 'sub01')).toMatchObject({
      level: 1,
      teamCount: 1,
      rebates: [{ product: 'RNG', rate: 0.007 }],
    });
    const all = valueOf(
      calls.downlines,
      await memberCall(app, calls.downlines, { token, key: null, query: { level: 'all' } }),
    );
    expect(all.totalCount).toBe(3);
    const theirs = valueOf(
      calls.downlines,
      await memberCall(app, calls.downlines, { token, key: null, query: { parent: 'sub01' } }),
    );
    expect(theirs.list).toMatchObject([{ account: 'sub02', level: 2, upline: 'sub01' }]);
  });
});

/**
 * A team of TEAM under one agent, six levels deep (5, 25, 125, 625, 3,125 agents, then
 * members), made with SQL (test/team-tree.ts), each member with one settled round today: the
 * rollup and the reports count every one of them. How fast they do it at 100,000 members is
 * the bench's (apps/platform/bench/agents-team.ts, `npm run bench -- --agents`): a unit test
 * holds no timings.
 */
const TEAM = 5_000;
describe(`a team of ${TEAM.toLocaleString('en')} six levels deep`, () => {
  let big: Member;
  let bigToken: string;

  it('is built, rolled up and reported whole', { timeout: 120_000 }, async () => {
    big = await createMember(app, { username: 'bigboss', type: 2 });
    bigToken = await sessionFor(app, big);
    await buildBigTeam(app, big, TEAM);
    expect(await app.agents.team.size(big.id)).toBe(TEAM);
    const [deepest] = await rowsOf<{ depth: number }>(
      app.db,
      sql`select max(depth)::int as depth from team_paths where ancestor_id = ${big.id}`,
    );
    expect(deepest!.depth).toBe(6);

    const now = new Date();
    await app.db.transaction((tx) => rollUp(tx, 'DEMO', now, now));

    const today = dayOf(now);
    const range = (startDate: string) => ({
      token: bigToken,
      key: null,
      query: { startDate, endDate: today },
    });
    const overview = valueOf(calls.overview, await memberCall(app, calls.overview, range(today)));
    expect(overview).toMatchObject({ teamSize: TEAM, bets: TEAM, betAmount: TEAM * 10 });
    expect(overview.activeMembers).toBe(TEAM);
    const week = valueOf(
      calls.overview,
      await memberCall(app, calls.overview, range(dayOf(new Date(now.getTime() - 6 * DAY_MS)))),
    );
    expect(week.activeMembers).toBe(TEAM);
    expect(week.series).toHaveLength(7);

    const page = valueOf(
      calls.downlines,
      await memberCall(app, calls.downlines, {
        token: bigToken,
        key: null,
        query: { level: 'all', pageSize: 20 },
      }),
    );
    expect(page.totalCount).toBe(TEAM);
    expect(page.list).toHaveLength(20);
    const profit = valueOf(calls.profit, await memberCall(app, calls.profit, range(today)));
    expect(profit.list).toHaveLength(5);
    expect(profit.total.betAmount).toBe(TEAM * 10);
    expect(profit.list.reduce((sum, r) => sum + r.betAmount, 0)).toBe(TEAM * 10);
    const products = valueOf(calls.products, await memberCall(app, calls.products, range(today)));
    expect(products.list.find((p) => p.product === 'RNG')?.bets).toBe(TEAM);
  });
});

import {
  drawFormat,
  formatWinNo,
  gameCalls,
  lotteryCalls,
  opsLotteryCalls,
  verifyChainLink,
  verifyDraw,
} from '@site/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import {
  jobRuns,
  lotteryChains,
  lotteryIssues,
  merchantLotteryGames,
  opsAudit,
} from '../src/db/schema/index.js';
import { parseCommand } from '../src/cli/commands.js';
import { nodeDrawCrypto } from '../src/domains/lottery/fair.js';
import { DRAW_GRACE_MS } from '../src/domains/lottery/draws.js';
import { moveIssue } from '../src/domains/lottery/issue-moves.js';
import { issueTransition } from '../src/domains/lottery/issue-states.js';
import { hotGapOf } from '../src/domains/lottery/stats.js';
import { buildTestApp, failureOf, OPS_TOKEN, openSharedTestDatabase, valueOf } from './helper.js';

/**
 * The lottery engine on a fake clock: two app instances on one database (two pools on
 * PostgreSQL, as two platform processes), their jobs ticked by hand.
 */
let clock = new Date('2026-11-25T03:00:30Z'); // 10:00:30 in Jakarta
const setClock = (iso: string) => {
  clock = new Date(iso);
};
let first: FastifyInstance;
let second: FastifyInstance;
let databases: [Database, Database];

beforeAll(async () => {
  databases = await openSharedTestDatabase();
  const lottery = { scheduleEveryMs: 0, drawEveryMs: 0, now: () => clock };
  const house = { sweepEveryMs: 0, purgeEveryMs: 0 };
  ({ app: first } = await buildTestApp({ database: databases[0], lottery, house }));
  ({ app: second } = await buildTestApp({ database: databases[1], lottery, house }));
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

const schedule = (app: FastifyInstance) => app.jobs.tick('lottery.schedule', clock);
const draw = (app: FastifyInstance) => app.jobs.tick('lottery.draw', clock);

async function gameOf(code: string, merchantCode = 'DEMO') {
  const [game] = await first.db
    .select()
    .from(merchantLotteryGames)
    .where(
      and(
        eq(merchantLotteryGames.merchantCode, merchantCode),
        eq(merchantLotteryGames.gameCode, code),
      ),
    );
  return game!;
}

async function issuesOf(code: string, merchantCode = 'DEMO') {
  const game = await gameOf(code, merchantCode);
  return first.db
    .select()
    .from(lotteryIssues)
    .where(eq(lotteryIssues.gameId, game.id))
    .orderBy(asc(lotteryIssues.drawsAt));
}

const get = (url: string, merchant = 'DEMO') =>
  first.inject({ method: 'GET', url, headers: { merchant } });
const ops = (method: 'GET' | 'POST', url: string) =>
  first.inject({ method, url, headers: { authorization: OPS_TOKEN, merchant: 'DEMO' } });

/** Issues follow each other: each opens at the draw before it, numbered one after another. */
function expectContiguous(issues: Awaited<ReturnType<typeof issuesOf>>) {
  expect(new Set(issues.map((i) => i.numero)).size).toBe(issues.length);
  for (let i = 1; i < issues.length; i++) {
    expect(+issues[i]!.opensAt).toBe(+issues[i - 1]!.drawsAt);
    const [dayA, nA] = issues[i - 1]!.numero.split('-');
    const [dayB, nB] = issues[i]!.numero.split('-');
    if (dayA === dayB) expect(Number(nB)).toBe(Number(nA) + 1);
    else expect(Number(nB)).toBe(1);
  }
}

describe('the lottery schedule', () => {
  it('generates an hour of issues ahead (two days for daily games), named by day and place', async () => {
    const [outcome] = await schedule(first);
    expect(outcome).toMatchObject({ outcome: 'done' });
    const ssc = await issuesOf('SSC1');
    expect(ssc).toHaveLength(60);
    // 10:00:30 in Jakarta: the issue on sale draws at 10:01, the day's 601st minute.
    expect(ssc[0]).toMatchObject({
      numero: '20261125-0601',
      state: 'OPEN',
      opensAt: new Date('2026-11-25T03:00:00Z'),
      locksAt: new Date('2026-11-25T03:00:50Z'),
      drawsAt: new Date('2026-11-25T03:01:00Z'),
    });
    expect(ssc.at(-1)!.numero).toBe('20261125-0660');
    expectContiguous(ssc);
    // The seed is secret; its hash is the published commitment.
    for (const issue of ssc) {
      expect(issue.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(issue.seedHash).toBe(
        Buffer.from(await nodeDrawCrypto.sha256(issue.seed)).toString('hex'),
      );
    }
    expect(new Set(ssc.map((i) => i.seed)).size).toBe(60);

    const pk3 = await issuesOf('PK102');
    expect(pk3.map((i) => i.numero)).toEqual(
      Array.from({ length: 20 }, (_, i) => `20261125-${String(201 + i).padStart(3, '0')}`),
    );
    // Daily 3D at 20:15 Jakarta: today's and tomorrow's, opening at the draw before.
    const daily = await issuesOf('LF1');
    expect(daily.map((i) => [i.numero, i.drawsAt.toISOString(), i.opensAt.toISOString()])).toEqual([
      ['20261125-001', '2026-11-25T13:15:00.000Z', '2026-11-24T13:15:00.000Z'],
      ['20261126-001', '2026-11-26T13:15:00.000Z', '2026-11-25T13:15:00.000Z'],
    ]);
    expect(daily[0]!.locksAt.toISOString()).toBe('2026-11-25T13:10:00.000Z');
    // Every family has games, for both merchants.
    const families = await first.db
      .selectDistinct({
        family: merchantLotteryGames.family,
        merchant: merchantLotteryGames.merchantCode,
      })
      .from(merchantLotteryGames);
    expect(families).toHaveLength(16);
  });

  it('continues contiguously in another process and after a restart, without duplicates', async () => {
    // The same minute again: the run is done, nothing is made.
    expect(await schedule(second)).toEqual([]);
    setClock('2026-11-25T03:25:10Z');
    const [outcome] = await schedule(second);
    expect(outcome).toMatchObject({ outcome: 'done', result: { made: expect.any(Number) } });
    const ssc = await issuesOf('SSC1');
    expect(ssc).toHaveLength(85);
    expectContiguous(ssc);
    // A platform restarted later (a fresh app on the database) goes on from the last issue.
    setClock('2026-11-25T03:40:10Z');
    const { app: restarted } = await buildTestApp({
      database: { ...databases[0], close: async () => {} },
      lottery: { scheduleEveryMs: 0, drawEveryMs: 0, now: () => clock },
      house: { sweepEveryMs: 0, purgeEveryMs: 0 },
    });
    await schedule(restarted);
    await restarted.close();
    const after = await issuesOf('SSC1');
    expect(after).toHaveLength(100);
    expectContiguous(after);
    expect(after.at(-1)!.numero).toBe('20261125-0700');
    // CHAIN issues come from the day's chain: today's and tomorrow's anchors are out.
    const chain = await gameOf('CHAIN1');
    const chains = await first.db
      .select()
      .from(lotteryChains)
      .where(eq(lotteryChains.gameId, chain.id))
      .orderBy(asc(lotteryChains.day));
    expect(chains.map((c) => [c.day, c.length])).toEqual([
      ['20261125', 1440],
      ['20261126', 1440],
    ]);
    const chainIssues = await issuesOf('CHAIN1');
    expectContiguous(chainIssues);
    for (let i = 1; i < chainIssues.length; i++) {
      // Each seed's hash is the seed before it.
      expect(chainIssues[i]!.seedHash).toBe(chainIssues[i - 1]!.seed);
    }
  });

  it('locks each issue at its lock time and draws it at its draw time', async () => {
    // Back to the start: the first issues are still open.
    setClock('2026-11-25T03:00:49Z');
    await draw(first);
    const [firstIssue] = await issuesOf('SSC1');
    expect(firstIssue!.state).toBe('OPEN');

    setClock('2026-11-25T03:00:50Z');
    expect(await draw(first)).toEqual([]);
    const [locked, following] = await issuesOf('SSC1');
    expect(locked!.state).toBe('LOCKED');
    expect(following!.state).toBe('OPEN');

    setClock('2026-11-25T03:00:59.999Z');
    expect(await draw(second)).toEqual([]);
    expect((await issuesOf('SSC1'))[0]!.state).toBe('LOCKED');

    setClock('2026-11-25T03:01:00Z');
    const outcomes = await draw(second);
    // The 1-minute games of both merchants: SSC, PK10, 11X5, K3, PCB, CHAIN.
    expect(outcomes).toHaveLength(12);
    expect(outcomes.every((o) => o.outcome === 'done' && o.result !== null)).toBe(true);
    const [drawn] = await issuesOf('SSC1');
    expect(drawn).toMatchObject({ state: 'DRAWN', drawnAt: clock });
    expect(drawn!.balls).toHaveLength(5);
    const verdict = await verifyDraw(
      {
        family: 'SSC',
        gameCode: 'SSC1',
        numero: drawn!.numero,
        seed: drawn!.seed,
        seedHash: drawn!.seedHash,
        balls: drawn!.balls!,
      },
      nodeDrawCrypto,
    );
    expect(verdict.ok).toBe(true);

    // A CHAIN draw also hashes back to the day's anchor.
    const [chainDrawn] = await issuesOf('CHAIN1');
    expect(chainDrawn!.state).toBe('DRAWN');
    const [anchor] = await first.db
      .select()
      .from(lotteryChains)
      .where(
        and(
          eq(lotteryChains.gameId, (await gameOf('CHAIN1')).id),
          eq(lotteryChains.day, '20261125'),
        ),
      );
    expect(
      await verifyChainLink(chainDrawn!.seed, 601, anchor!.anchor, nodeDrawCrypto.sha256),
    ).toBe(true);
    // Distinct families draw distinct balls.
    const [pk10] = await issuesOf('PK101');
    expect([...pk10!.balls!].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('draws each issue exactly once when two processes tick at once', async () => {
    setClock('2026-11-25T03:06:00Z');
    const due = await first.db
      .select({ id: lotteryIssues.id })
      .from(lotteryIssues)
      .where(
        and(inArray(lotteryIssues.state, ['OPEN', 'LOCKED']), lte(lotteryIssues.drawsAt, clock)),
      );
    expect(due.length).toBeGreaterThan(40);
    const outcomes = (
      await Promise.all([draw(first), draw(second), draw(second), draw(first)])
    ).flat();
    const subjects = outcomes.map((o) => o.run.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects.sort()).toEqual(due.map((d) => String(d.id)).sort());
    expect(outcomes.every((o) => o.outcome === 'done')).toBe(true);
    const runs = await first.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'lottery.draw'), inArray(jobRuns.subject, subjects)));
    expect(runs).toHaveLength(due.length);
    expect(runs.every((r) => r.attempts === 1 && r.doneAt !== null && r.period === 'draw')).toBe(
      true,
    );
    const left = await first.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryIssues)
      .where(
        and(inArray(lotteryIssues.state, ['OPEN', 'LOCKED']), lte(lotteryIssues.drawsAt, clock)),
      );
    expect(left[0]!.n).toBe(0);
    // Drawing again answers nothing and changes nothing.
    const before = await issuesOf('SSC1');
    expect(await draw(first)).toEqual([]);
    expect(await issuesOf('SSC1')).toEqual(before);
  });

  it('never draws a voided issue; an issue past the grace window is voided, not drawn', async () => {
    const ssc = await issuesOf('SSC1');
    const next = ssc.find((i) => i.state === 'OPEN')!;
    const voided = valueOf(
      opsLotteryCalls.voidLotteryIssue,
      await ops('POST', `/ops/lottery/ssc1/issues/${next.numero}/void`),
    );
    expect(voided.changed).toBe(
      `lottery SSC1 issue ${next.numero} void (was OPEN); it is never drawn`,
    );
    const [audit] = await first.db
      .select()
      .from(opsAudit)
      .where(eq(opsAudit.action, 'lottery-void'));
    expect(audit?.detail).toMatchObject({ changed: voided.changed });
    // Again, or a drawn one: closed; an unknown issue or game: not found.
    expect(
      failureOf(await ops('POST', `/ops/lottery/SSC1/issues/${next.numero}/void`)).errorCode,
    ).toBe('lottery.issue.closed');
    const drawn = ssc.find((i) => i.state === 'DRAWN')!;
    expect(
      failureOf(await ops('POST', `/ops/lottery/SSC1/issues/${drawn.numero}/void`)),
    ).toMatchObject({ errorCode: 'lottery.issue.closed' });
    expect(
      failureOf(await ops('POST', '/ops/lottery/SSC1/issues/20261125-1500/void')).errorCode,
    ).toBe('lottery.issue.not.found');
    expect(
      failureOf(await ops('POST', '/ops/lottery/NOPE1/issues/20261125-0001/void')).errorCode,
    ).toBe('lottery.game.not.found');

    // Past its draw: never drawn.
    setClock(new Date(+next.drawsAt + 1_000).toISOString());
    await draw(first);
    const after = (await issuesOf('SSC1')).find((i) => i.numero === next.numero)!;
    expect(after).toMatchObject({ state: 'VOID', balls: null, drawnAt: null });

    // The platform down for five minutes: what is past the grace window is voided.
    const downAt = +clock;
    setClock(new Date(downAt + 5 * 60_000).toISOString());
    await draw(second);
    const late = (await issuesOf('SSC1')).filter(
      (i) => +i.drawsAt > downAt && +i.drawsAt <= +clock,
    );
    expect(late.length).toBeGreaterThanOrEqual(5);
    for (const issue of late) {
      const inGrace = +clock - +issue.drawsAt <= DRAW_GRACE_MS;
      expect(issue.state, issue.numero).toBe(inGrace ? 'DRAWN' : 'VOID');
    }
    // Nothing due: no run.
    expect(await draw(first)).toEqual([]);
  });

  it('does not touch the database between events, and looks again within 10 s', async () => {
    // The tick above learnt that nothing locks before 03:12:50, so it rests until 03:12:11.
    const [daily] = await issuesOf('LF1');
    const early = +clock + 3_000;
    // An issue made due behind the job's back (as another process's new game would be).
    await first.db
      .update(lotteryIssues)
      .set({ opensAt: new Date(early - 2_000), locksAt: new Date(early), drawsAt: new Date(early) })
      .where(eq(lotteryIssues.id, daily!.id));
    setClock(new Date(early + 1_000).toISOString());
    expect(await draw(first)).toEqual([]);
    expect((await issuesOf('LF1'))[0]!.state).toBe('OPEN');
    setClock(new Date(+clock + 9_000).toISOString());
    const [drawn] = await draw(first);
    expect(drawn).toMatchObject({ outcome: 'done', run: { subject: String(daily!.id) } });
    expect((await issuesOf('LF1'))[0]!.state).toBe('DRAWN');
  });
});

describe('the lottery reads', () => {
  it('lists the games by family with their interval and current issue', async () => {
    const games = valueOf(lotteryCalls.games, await get('/lgw/games'));
    expect(games.serverTime).toBe(+clock);
    expect(games.groups.map((g) => g.code)).toEqual([
      'SSC',
      'PK10',
      '11X5',
      'K3',
      'LHC',
      'PCB',
      'LF',
      'CHAIN',
    ]);
    const ssc = games.groups[0]!;
    expect(ssc.games.map((g) => [g.gameId, g.intervalSeconds, g.lockSeconds])).toEqual([
      ['SSC1', 60, 10],
      ['SSC2', 180, 30],
      ['SSC3', 300, 45],
      ['SSC4', 600, 60],
    ]);
    const current = ssc.games[0]!.currentNumero!;
    expect(+new Date(current.opensAt)).toBeLessThanOrEqual(+clock);
    expect(+new Date(current.drawsAt)).toBeGreaterThan(+clock);
    expect(current.remainTime).toBe(Math.max(0, +new Date(current.locksAt) - +clock));
    expect(current.isSale).toBe(current.remainTime > 0);
  });

  it('names the games and families in the request’s language, else the merchant’s (ID)', async () => {
    const names = async (language?: string) => {
      const games = valueOf(
        lotteryCalls.games,
        await first.inject({
          method: 'GET',
          url: '/lgw/games',
          headers: { merchant: 'DEMO', ...(language ? { language } : {}) },
        }),
      );
      const pk10 = games.groups.find((g) => g.code === 'PK10')!;
      return [games.groups[0]!.games[0]!.gameName, pk10.labelName, pk10.games[0]!.gameName];
    };
    expect(await names('ID')).toEqual(['Jakarta 1 Menit', 'Balap PK10', 'Balap Kilat 1 Menit']);
    expect(await names()).toEqual(['Jakarta 1 Menit', 'Balap PK10', 'Balap Kilat 1 Menit']);
    expect(await names('EN')).toEqual(['Jakarta 1-Minute', 'PK10 Racing', 'Speed Racing 1-Minute']);
  });

  it('answers the issues near now: on sale, the last drawn with its seed, the next', async () => {
    setClock('2026-11-25T03:12:20Z');
    await draw(first);
    const near = valueOf(lotteryCalls.near, await get('/lgw/numeros/near?gameId=SSC1'));
    expect(near).toMatchObject({
      gameId: 'SSC1',
      serverTime: +clock,
      currentNumero: {
        numero: '20261125-0613',
        remainTime: 30_000,
        lockTime: 10,
        isSale: true,
        locksAt: '2026-11-25T03:12:50.000Z',
      },
      previousNumero: { numero: '20261125-0612', state: 'DRAWN' },
      nextNumero: { numero: '20261125-0614', drawsAt: '2026-11-25T03:14:00.000Z' },
      chainAnchors: [],
    });
    const previous = near.previousNumero!;
    expect(previous.winNo).toBe(formatWinNo('SSC', previous.balls!));
    expect(
      (
        await verifyDraw(
          {
            family: 'SSC',
            gameCode: 'SSC1',
            numero: previous.numero,
            seed: previous.seed!,
            seedHash: previous.seedHash,
            balls: previous.balls!,
          },
          nodeDrawCrypto,
        )
      ).ok,
    ).toBe(true);
    // Locked: no sale, the countdown at zero.
    setClock('2026-11-25T03:12:55Z');
    const locked = valueOf(lotteryCalls.near, await get('/lgw/numeros/near?gameId=ssc1'));
    expect(locked.currentNumero).toMatchObject({
      numero: '20261125-0613',
      remainTime: 0,
      isSale: false,
    });
    // A CHAIN game publishes today's and tomorrow's anchors.
    const chain = valueOf(lotteryCalls.near, await get('/lgw/numeros/near?gameId=CHAIN1'));
    expect(chain.chainAnchors.map((a) => [a.day, a.length])).toEqual([
      ['20261125', 1440],
      ['20261126', 1440],
    ]);
    expect(
      await verifyChainLink(
        chain.previousNumero!.seed!,
        612,
        chain.chainAnchors[0]!.anchor,
        nodeDrawCrypto.sha256,
      ),
    ).toBe(true);
    const missing = failureOf(await get('/lgw/numeros/near?gameId=NOPE1'));
    expect(missing).toMatchObject({ errorCode: 'lottery.game.not.found' });
    expect(failureOf(await get('/lgw/numeros/near')).errorCode).toBe('request.invalid');
  });

  it('pages the draw history newest first, the seed revealed only with a result', async () => {
    const page0 = valueOf(lotteryCalls.draws, await get('/lgw/draw/SSC1?page=0&size=5'));
    const page1 = valueOf(lotteryCalls.draws, await get('/lgw/draw/SSC1?page=1&size=5'));
    const all = valueOf(lotteryCalls.draws, await get('/lgw/draw/SSC1?size=100'));
    expect(page0.totalCount).toBe(12);
    expect(page0.totalPages).toBe(3);
    expect(page0.content.map((d) => d.numero)).toEqual([
      '20261125-0612',
      '20261125-0611',
      '20261125-0610',
      '20261125-0609',
      '20261125-0608',
    ]);
    expect(page1.content[0]!.numero).toBe('20261125-0607');
    expect(all.content).toHaveLength(12);
    for (const d of all.content) {
      if (d.state === 'VOID') expect(d).toMatchObject({ winNo: null, seed: null, balls: null });
      else expect(d.winNo).toBe(formatWinNo('SSC', d.balls!));
    }
    expect(all.content.filter((d) => d.state === 'VOID').length).toBeGreaterThan(0);
    // Eleven-ball formats are written with two digits and commas.
    const pk = valueOf(lotteryCalls.draws, await get('/lgw/draw/11X51?size=1'));
    expect(pk.content[0]!.winNo).toMatch(/^\d\d(,\d\d){4}$/);
    expect(failureOf(await get('/lgw/draw/SSC1?size=101')).errorCode).toBe('request.invalid');
    expect(failureOf(await get('/lgw/draw/SSC1?page=-1')).errorCode).toBe('request.invalid');
  });

  it('answers hot and gap statistics per position', async () => {
    const stats = valueOf(lotteryCalls.hotGap, await get('/lgw/draw/PK101/hot_gap_info?count=5'));
    expect(stats).toMatchObject({ gameId: 'PK101', count: 5, min: 1, max: 10 });
    expect(stats.positions).toHaveLength(10);
    for (const p of stats.positions) {
      expect(p.occurrences).toHaveLength(10);
      expect(p.occurrences.reduce((a, b) => a + b, 0)).toBe(5);
      expect(p.currentGap.every((g, i) => g <= p.maxGap[i]! || p.occurrences[i] === 5)).toBe(true);
    }
    const lhc = valueOf(lotteryCalls.hotGap, await get('/lgw/draw/LHC2/hot_gap_info'));
    expect(lhc.positions).toHaveLength(drawFormat('LHC').balls);
    expect(lhc.positions[0]!.occurrences).toHaveLength(49);
  });

  it('computes the trend statistics by hand-checked example', () => {
    const format = { balls: 1, min: 0, max: 2, distinct: false };
    // Ball 0 comes at draws 1, 2 and 5; ball 1 at 3; ball 2 at 4 and 6.
    const [position] = hotGapOf(format, [[0], [0], [1], [2], [0], [2]]);
    expect(position).toEqual({
      occurrences: [3, 1, 2],
      averageGap: [0.75, 2.5, 1.33],
      currentGap: [1, 3, 0],
      maxGap: [2, 3, 3],
      maxConsecutive: [2, 1, 1],
    });
  });

  it('gives the popular lottery games their issue and countdown', async () => {
    const popular = valueOf(
      gameCalls.popular,
      await get('/lgw/games/popular?count=50&prizeMode=Lott'),
    );
    const lottery = popular.list.filter((g) => g.code !== null && g.gameType === 'LOTT');
    expect(lottery.length).toBeGreaterThan(15);
    for (const game of lottery) {
      expect(game.numero, game.code!).toMatch(/^\d{8}-\d{3,4}$/);
      expect(game.remainTime).toBeGreaterThanOrEqual(0);
      expect(typeof game.isSale).toBe('boolean');
    }
    const ssc = lottery.find((g) => g.code === 'SSC1')!;
    expect(ssc).toMatchObject({ numero: '20261125-0613', remainTime: 0, isSale: false });
    // The new families are in the catalogue.
    expect(lottery.map((g) => g.code)).toEqual(expect.arrayContaining(['PCB1', 'LF1', 'CHAIN1']));
  });
});

describe('the lottery operator commands', () => {
  it('parses lottery issues and lottery void', () => {
    expect(parseCommand(['lottery', 'issues', 'ssc1'])).toMatchObject({
      name: 'lotteryIssues',
      path: '/ops/lottery/SSC1/issues',
    });
    expect(parseCommand(['lottery', 'void', 'SSC1', '20261125-0843'])).toMatchObject({
      name: 'voidLotteryIssue',
      path: '/ops/lottery/SSC1/issues/20261125-0843/void',
    });
    expect(() => parseCommand(['lottery', 'void', 'SSC1'])).toThrow(/GAMECODE NUMERO/);
    expect(() => parseCommand(['lottery', 'void', 'SSC1', '843'])).toThrow(/invalid input/);
  });

  it('lists a game’s next and past issues', async () => {
    const listed = valueOf(
      opsLotteryCalls.lotteryIssues,
      await ops('GET', '/ops/lottery/SSC1/issues'),
    );
    expect(listed).toMatchObject({
      gameCode: 'SSC1',
      family: 'SSC',
      intervalSeconds: 60,
      onSale: true,
    });
    // The next 10, and the 12 issues drawn (or void) so far.
    expect(listed.issues).toHaveLength(22);
    const draws = listed.issues.map((i) => +new Date(i.drawsAt));
    expect(draws).toEqual([...draws].sort((a, b) => b - a));
    expect(listed.issues.filter((i) => +new Date(i.drawsAt) > +clock)).toHaveLength(10);
    expect(
      failureOf(await first.inject({ method: 'GET', url: '/ops/lottery/SSC1/issues' })).errorCode,
    ).toBe('ops.unauthorized');
  });
});

describe('the issue state machine on the database', () => {
  it('voids or draws an issue once when the operator’s void races the draw', async () => {
    const next = (await issuesOf('SSC1')).find((i) => i.state === 'OPEN' && +i.drawsAt > +clock)!;
    setClock(new Date(+next.drawsAt + 1_000).toISOString());
    const [voided] = await Promise.all([
      ops('POST', `/ops/lottery/SSC1/issues/${next.numero}/void`),
      draw(second),
    ]);
    const after = (await issuesOf('SSC1')).find((i) => i.id === next.id)!;
    if (voided.statusCode === 200) {
      expect(after).toMatchObject({ state: 'VOID', balls: null, drawnAt: null });
    } else {
      expect(failureOf(voided).errorCode).toBe('lottery.issue.closed');
      expect(after.state).toBe('DRAWN');
      expect(after.balls).not.toBeNull();
    }
    // Whichever came first, the other changed nothing, and a second of either changes nothing.
    expect(
      failureOf(await ops('POST', `/ops/lottery/SSC1/issues/${next.numero}/void`)).errorCode,
    ).toBe('lottery.issue.closed');
    await draw(first);
    expect((await issuesOf('SSC1')).find((i) => i.id === next.id)).toEqual(after);
  });

  it('settles an issue once when two settlements run at once, and refuses moves the table does not allow', async () => {
    await draw(first);
    const issues = await issuesOf('SSC1');
    const drawn = issues.filter((i) => i.state === 'DRAWN').at(-1)!;
    const [settleStep, cancelStep] = [
      issueTransition('DRAWN', 'settle'),
      issueTransition('OPEN', 'cancel'),
    ];
    if (!settleStep.allowed || !cancelStep.allowed) throw new Error('the table lost a move');
    const moves = await Promise.all(
      [first, second].map((app) =>
        app.db.transaction((tx) => moveIssue(tx, drawn.id, settleStep.transition, clock)),
      ),
    );
    expect(moves.filter(Boolean)).toHaveLength(1);
    const settled = (await issuesOf('SSC1')).find((i) => i.id === drawn.id)!;
    expect(settled.state).toBe('SETTLED');
    // The settle job on it now finds nothing to do.
    const again = await second.db.transaction((tx) => second.lottery.settleIssue(tx, drawn.id));
    expect(again).toMatchObject({ state: 'SETTLED', won: 0, lost: 0, paidMinor: '0' });

    // A move decided on a stale read writes nothing: an OPEN issue's void on a settled one.
    expect(await moveIssue(first.db, drawn.id, cancelStep.transition, clock)).toBe(false);
    // A draw before the draw time, or a lock before the lock time, neither.
    const open = issues.find((i) => i.state === 'OPEN' && +i.locksAt > +clock)!;
    const drawStep = issueTransition('OPEN', 'draw');
    if (!drawStep.allowed) throw new Error('the table lost a move');
    expect(await moveIssue(first.db, open.id, drawStep.transition, clock)).toBe(false);
    expect(await first.lottery.lockDue(clock)).toBe(0);
    expect((await issuesOf('SSC1')).find((i) => i.id === drawn.id)).toEqual(settled);
    expect((await issuesOf('SSC1')).find((i) => i.id === open.id)).toEqual(open);
  });
});

import { betRecordCalls, recordCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../src/db/schema/index.js';
import { ClearingAccount, requestHashOf } from '../src/domains/ledger/ledger.js';
import { authed, createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';
import { insertRound, playGet } from './play-helper.js';
import { freshKey, fund } from './transfers-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

let counter = 0;
async function player(): Promise<{ member: Member; token: string }> {
  const member = await createMember(app, { username: `br${++counter}x` });
  return { member, token: await sessionFor(app, member) };
}

const bets = async (token: string, query: Record<string, string | number> = {}) =>
  valueOf(
    betRecordCalls.betRecords,
    await playGet(app, token, betRecordCalls.betRecords.path, query),
  );

const at = (iso: string) => new Date(iso);

describe('betting record', () => {
  let member: Member;
  let token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ member, token } = await player());
    const round = async (
      name: string,
      over: Partial<Parameters<typeof insertRound>[1]> & { createdAt: Date },
    ) => {
      const row = await insertRound(app, {
        memberId: member.id,
        gameId: 'NSO-0001',
        vassalage: 'NSO',
        wallet: 'MAIN',
        stake: 1_000n,
        ...over,
      });
      ids[name] = row.id;
    };
    // Within 2025-03-01 (inclusive) to 2025-03-08 (exclusive):
    await round('from', { createdAt: at('2025-03-01T00:00:00.000Z'), win: 2_500n });
    await round('slotLoss', { createdAt: at('2025-03-02T10:00:00.000Z'), stake: 500n });
    await round('roulette', {
      createdAt: at('2025-03-03T10:00:00.000Z'),
      gameId: 'NSO-0002',
      stake: 2_000n,
      win: 7_000n,
    });
    await round('void', {
      createdAt: at('2025-03-04T10:00:00.000Z'),
      stake: 9_900n,
      status: 'VOID',
    });
    await round('jkp', {
      createdAt: at('2025-03-05T10:00:00.000Z'),
      gameId: 'JKP-0001',
      vassalage: 'JKP',
      wallet: 'JKP',
      stake: 300n,
      win: 100n,
    });
    await round('open', { createdAt: at('2025-03-07T23:59:59.999Z'), stake: 700n, status: 'OPEN' });
    // Outside it:
    await round('to', { createdAt: at('2025-03-08T00:00:00.000Z'), win: 50_000n });
    await round('before', { createdAt: at('2025-02-28T23:59:59.999Z'), win: 50_000n });
    // Another member's round in the period.
    const other = await player();
    await insertRound(app, {
      memberId: other.member.id,
      gameId: 'NSO-0001',
      vassalage: 'NSO',
      wallet: 'MAIN',
      stake: 1_000n,
      createdAt: at('2025-03-03T00:00:00.000Z'),
    });
  });

  const period = { from: '2025-03-01T00:00:00.000Z', to: '2025-03-08T00:00:00.000Z' };

  it("lists the member's rounds of the period newest first, from inclusive and to exclusive", async () => {
    const page = await bets(token, { ...period, pageSize: 50 });
    expect(page.list.map((r) => r.roundId)).toEqual(
      ['open', 'jkp', 'void', 'roulette', 'slotLoss', 'from'].map((n) => ids[n]),
    );
    expect(page.totalCount).toBe(6);
    expect(page.list.find((r) => r.roundId === ids.roulette)).toEqual({
      roundId: ids.roulette,
      gameId: 'NSO-0002',
      gameName: 'Royal Roulette',
      vassalage: 'NSO',
      vendorName: 'Nusa Originals',
      stake: 20,
      win: 70,
      profit: 50,
      status: 'SETTLED',
      wallet: 'MAIN',
      createdAt: '2025-03-03T10:00:00.000Z',
      settledAt: '2025-03-03T10:00:00.000Z',
    });
    expect(page.list.find((r) => r.roundId === ids.jkp)).toMatchObject({
      vendorName: 'Jackpot Garden',
      wallet: 'JKP',
      stake: 3,
      win: 1,
      profit: -2,
    });
    expect(page.list.find((r) => r.roundId === ids.open)).toMatchObject({
      status: 'OPEN',
      win: 0,
      profit: -7,
      settledAt: null,
    });
  });

  it('totals the whole period, a VOID round adding no stake, win or profit', async () => {
    const page = await bets(token, { ...period, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    const voided = (await bets(token, { ...period, pageSize: 50 })).list.find(
      (r) => r.roundId === ids.void,
    );
    expect(voided).toMatchObject({ status: 'VOID', stake: 99, win: 0, profit: 0 });
    // Stakes 10 + 5 + 20 + 3 + 7; wins 25 + 70 + 1.
    expect(page.totals).toEqual({ count: 6, stake: 45, win: 96, profit: 51 });
  });

  it('pages', async () => {
    const page = (pageNo: number) => bets(token, { ...period, pageNo, pageSize: 4 });
    const first = await page(1);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 4, totalCount: 6, totalPages: 2 });
    const second = await page(2);
    expect(second.list.map((r) => r.roundId)).toEqual([ids.slotLoss, ids.from]);
    expect(second.totals).toEqual(first.totals);
  });

  it('filters by vendor', async () => {
    const jackpot = await bets(token, { ...period, vassalage: 'JKP' });
    expect(jackpot.list.map((r) => r.roundId)).toEqual([ids.jkp]);
    expect(jackpot.totals).toEqual({ count: 1, stake: 3, win: 1, profit: -2 });
    const house = await bets(token, { ...period, vassalage: 'NSO' });
    expect(house.totalCount).toBe(5);
    expect(house.totals).toEqual({ count: 5, stake: 42, win: 95, profit: 53 });
  });

  it('answers everything without a period, and nothing for a member without rounds', async () => {
    expect((await bets(token, { pageSize: 50 })).totalCount).toBe(8);
    const fresh = await player();
    expect(await bets(fresh.token)).toMatchObject({
      list: [],
      totalCount: 0,
      totalPages: 0,
      totals: { count: 0, stake: 0, win: 0, profit: 0 },
    });
  });

  it('refuses a guest (401) and a bad period (400)', async () => {
    expect((await playGet(app, null, betRecordCalls.betRecords.path)).statusCode).toBe(401);
    const bad = await playGet(app, token, betRecordCalls.betRecords.path, { from: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(failureOf(bad).errorCode).toBe('request.invalid');
  });
});

describe('lottery games in the betting record', () => {
  it("are named in the reader's language, as the lobby names them", async () => {
    const { member, token } = await player();
    // NLT-0001 is the catalogue's card of the lottery's SSC1; NSO-0001 is no lottery game.
    for (const [gameId, vassalage] of [
      ['NLT-0001', 'NLT'],
      ['NSO-0001', 'NSO'],
    ] as const) {
      await insertRound(app, { memberId: member.id, gameId, vassalage, stake: 100n });
    }
    const names = async (language: string) =>
      valueOf(
        betRecordCalls.betRecords,
        await app.inject({
          method: 'GET',
          url: betRecordCalls.betRecords.path,
          headers: authed(token, language),
        }),
      ).list.map((line) => [line.gameId, line.gameName]);
    expect((await names('ID')).sort()).toEqual([
      ['NLT-0001', 'Jakarta 1 Menit'],
      ['NSO-0001', 'Garuda Gold Reels'],
    ]);
    expect((await names('EN')).sort()).toEqual([
      ['NLT-0001', 'Jakarta 1-Minute'],
      ['NSO-0001', 'Garuda Gold Reels'],
    ]);
  });
});

describe("a game round's movements in the account record", () => {
  it('name the round as reference and its game as the other side', async () => {
    const { member, token } = await player();
    await fund(app, member.username, 50);
    // A vendor's round id may hold ':' (the ledger key is read back around it).
    const ref = { merchantCode: 'DEMO', memberId: member.id, vassalage: 'NSO' };
    const place = { gameId: 'NSO-0001', wallet: 'MAIN', reference: 'Garuda Gold Reels' };
    const played = { ...ref, roundKey: 'table:7:hand:42' };
    const opened = await app.seamlessWallet.debit({ ...played, ...place, stake: 1_000n });
    const settled = await app.seamlessWallet.credit(
      { ...played, reference: place.reference },
      3_000n,
    );
    const refunded = { ...ref, roundKey: 'table:7:hand:43' };
    await app.seamlessWallet.debit({ ...refunded, ...place, stake: 500n });
    const voided = await app.seamlessWallet.rollback({ ...refunded, ...place });
    // Other rounds of the member do not get in the way.
    await insertRound(app, {
      memberId: member.id,
      gameId: 'NSO-0002',
      vassalage: 'NSO',
      stake: 1n,
    });

    const detail = async (transactionId: string, language: 'EN' | 'ID' = 'EN') =>
      valueOf(
        recordCalls.transactionDetail,
        await app.inject({
          method: 'GET',
          url: `${recordCalls.transactionDetail.path}?transactionId=${transactionId}`,
          headers: { Authorization: token, Language: language },
        }),
      );
    expect(await detail(opened.debitTransactionId!)).toMatchObject({
      type: 'BET',
      reference: opened.id,
      counterpart: 'game Garuda Gold Reels',
    });
    expect(await detail(settled.settleTransactionId!, 'ID')).toMatchObject({
      type: 'WIN',
      reference: opened.id,
      counterpart: 'permainan Garuda Gold Reels',
    });
    expect(await detail(voided.settleTransactionId!)).toMatchObject({
      type: 'BET_REFUND',
      reference: voided.id,
      counterpart: 'game Garuda Gold Reels',
    });
  });

  it('a bet moved under another key keeps its own reference', async () => {
    const { member, token } = await player();
    await fund(app, member.username, 50);
    const main = await app.ledger.memberAccount(member.id, 'MAIN');
    const clearing = await app.ledger.clearingAccount('DEMO', ClearingAccount.vendor, {
      spreadBy: member.id,
    });
    const bet = await app.ledger.post({
      merchantCode: 'DEMO',
      kind: 'BET',
      reference: 'Lucky Table',
      idempotencyKey: freshKey(),
      requestHash: requestHashOf({ bet: 1 }),
      postings: [
        { accountId: main, amount: -1_000n },
        { accountId: clearing, amount: 1_000n },
      ],
    });
    const detail = valueOf(
      recordCalls.transactionDetail,
      await app.inject({
        method: 'GET',
        url: `${recordCalls.transactionDetail.path}?transactionId=${bet.transactionId}`,
        headers: { Authorization: token, Language: 'EN' },
      }),
    );
    expect(detail).toMatchObject({ reference: 'Lucky Table', counterpart: 'game Lucky Table' });
  });
});

import { opsMoneyCalls, recordCalls, transferCalls, type LedgerKind } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, members, type Member } from '../src/db/schema/index.js';
import {
  ClearingAccount,
  requestHashOf,
  type ClearingAccountName,
} from '../src/domains/ledger/ledger.js';
import { createMember, sessionFor, setSwitch } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, valueOf } from './helper.js';
import { freshKey, fund, memberCall, postingsSum } from './transfers-helper.js';

let app: FastifyInstance;
let codes: string[];
let names: Map<string, string>;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  const vendors = await app.wallets.vendorsOf('DEMO');
  codes = vendors.map((v) => v.vassalage);
  names = new Map(vendors.map((v) => [v.vassalage, v.displayName]));
  // Upline transfers here are about records, not the payment password (payment-password tests).
  await setSwitch(app, 'PAYMENTPASS3', false);
});
afterAll(() => app?.close());

let counter = 0;
async function account(type: 1 | 2 = 1, upline?: Member) {
  const member = await createMember(app, { username: `rc${++counter}x`, type });
  if (upline) {
    await app.db.update(members).set({ uplineId: upline.id }).where(eq(members.id, member.id));
  }
  return { member, token: await sessionFor(app, member) };
}

/** A movement the deposit, withdrawal and game issues post, straight onto the ledger. */
async function post(
  member: Member,
  kind: LedgerKind,
  amount: bigint,
  clearing: ClearingAccountName,
  reference: string | null = null,
) {
  const wallet = await app.ledger.memberAccount(member.id, 'MAIN');
  const other = await app.ledger.clearingAccount('DEMO', clearing);
  const key = freshKey();
  const receipt = await app.ledger.post({
    merchantCode: 'DEMO',
    kind,
    reference,
    idempotencyKey: key,
    requestHash: requestHashOf({ key }),
    postings: [
      { accountId: wallet, amount },
      { accountId: other, amount: -amount },
    ],
  });
  return receipt.transactionId;
}

const backdate = (transactionId: string, at: string) =>
  app.db
    .update(ledgerTransactions)
    .set({ createdAt: new Date(at) })
    .where(eq(ledgerTransactions.id, transactionId));

const history = async (token: string, query: Record<string, string | number> = {}) =>
  valueOf(
    recordCalls.transactionHistory,
    await memberCall(app, recordCalls.transactionHistory, { token, query, key: null }),
  );
const detail = async (token: string, transactionId: string, language: 'EN' | 'ID' = 'EN') =>
  memberCall(app, recordCalls.transactionDetail, {
    token,
    query: { transactionId },
    key: null,
    language,
  });
const transfer = async (token: string, body: object) =>
  valueOf(transferCalls.transfer, await memberCall(app, transferCalls.transfer, { token, body }));
const grant = async (username: string, amount: number, title: string) =>
  valueOf(
    opsMoneyCalls.grantBonus,
    await app.inject({
      method: 'POST',
      url: `/ops/members/${username}/bonuses`,
      headers: { Authorization: OPS_TOKEN },
      payload: { amount, title, idempotencyKey: freshKey() },
    }),
  );

describe('account record (transactionHistory)', () => {
  it("lists the member's postings newest first, each with its wallet and balance after", async () => {
    const { member, token } = await account();
    const other = await account();
    await fund(app, member.username, 100);
    await fund(app, other.member.username, 9);
    await transfer(token, { from: 'MAIN', to: codes[0], amount: 30 });
    await transfer(token, { from: codes[0], to: 'MAIN', amount: 10.5 });
    await grant(member.username, 5, 'Weekly bonus');

    const page = await history(token);
    expect(page).toMatchObject({ pageNum: 1, pageSize: 10, totalCount: 6, totalPages: 1 });
    expect(page.list.map((l) => [l.type, l.wallet, l.amount, l.balanceAfter])).toEqual([
      ['BONUS', 'MAIN', 5, 85.5],
      ['TRANSFER', 'MAIN', 10.5, 80.5],
      ['TRANSFER', codes[0], -10.5, 19.5],
      ['TRANSFER', codes[0], 30, 30],
      ['TRANSFER', 'MAIN', -30, 70],
      ['ADJUSTMENT', 'MAIN', 100, 100],
    ]);
    expect(new Set(page.list.slice(1, 3).map((l) => l.transactionId)).size).toBe(1);
    expect((await history(other.token)).list.map((l) => l.amount)).toEqual([9]);
  });

  it('pages, filters by type and by period (from inclusive, to exclusive)', async () => {
    const { member, token } = await account();
    const ids: string[] = [];
    for (let day = 1; day <= 7; day++) {
      ids.push(await post(member, 'ADJUSTMENT', BigInt(day * 100), ClearingAccount.adjustment));
      await backdate(ids.at(-1)!, `2026-03-0${day}T12:00:00.000Z`);
    }
    await transfer(token, { from: 'MAIN', to: codes[1], amount: 1 });

    const first = await history(token, { pageNo: 1, pageSize: 3 });
    expect(first).toMatchObject({ totalCount: 9, totalPages: 3, pageSize: 3 });
    expect(first.list.map((l) => l.type)).toEqual(['TRANSFER', 'TRANSFER', 'ADJUSTMENT']);
    const last = await history(token, { pageNo: 3, pageSize: 3 });
    expect(last.list.map((l) => l.amount)).toEqual([3, 2, 1]);
    expect((await history(token, { pageNo: 4, pageSize: 3 })).list).toEqual([]);

    const transfers = await history(token, { type: 'TRANSFER' });
    expect(transfers.totalCount).toBe(2);
    expect(transfers.list.every((l) => l.type === 'TRANSFER')).toBe(true);
    expect((await history(token, { type: 'BONUS' })).totalCount).toBe(0);

    const period = await history(token, {
      from: '2026-03-02T12:00:00.000Z',
      to: '2026-03-05T12:00:00.000Z',
    });
    expect(period.list.map((l) => l.amount)).toEqual([4, 3, 2]);
    expect(period.list[0]!.createdAt).toBe('2026-03-04T12:00:00.000Z');
    expect((await history(token, { from: '2026-03-07T00:00:00+07:00' })).totalCount).toBe(3);
  });

  it('shows only the kinds a member may see', async () => {
    const { member, token } = await account();
    await fund(app, member.username, 10);
    // A merchant-side kind (never meant for a member wallet) stays out of the record even if it touched one.
    await post(member, 'WITHDRAWAL_PAYOUT', 1n, ClearingAccount.adjustment);
    expect((await history(token)).list.map((l) => l.type)).toEqual(['ADJUSTMENT']);
  });

  it('refuses bad queries on their field', async () => {
    const { token } = await account();
    const cases: [Record<string, string | number>, string][] = [
      [{ type: 'NOPE' }, 'query.type'],
      [{ pageSize: 51 }, 'query.pageSize'],
      [{ pageNo: 0 }, 'query.pageNo'],
      [{ from: 'yesterday' }, 'query.from'],
      [{ to: '2026-03-01' }, 'query.to'],
    ];
    for (const [query, field] of cases) {
      const refused = await memberCall(app, recordCalls.transactionHistory, {
        token,
        query,
        key: null,
      });
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
      expect(failureOf(refused).fields).toHaveProperty([field]);
    }
    const anonymous = await app.inject({ url: recordCalls.transactionHistory.path });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('transaction detail (ODSFE2_MemTransDet)', () => {
  it('gives the lines and the other side in words, in the member language', async () => {
    const { member, token } = await account();
    await fund(app, member.username, 50);
    const moved = await transfer(token, { from: 'MAIN', to: codes[2], amount: 20 });
    const view = valueOf(recordCalls.transactionDetail, await detail(token, moved.transactionId!));
    expect(view).toMatchObject({
      transactionId: moved.transactionId,
      type: 'TRANSFER',
      reference: names.get(codes[2]!),
      counterpart: `${names.get(codes[2]!)} wallet`,
    });
    expect(view.lines.map((l) => [l.wallet, l.amount, l.balanceAfter])).toEqual([
      ['MAIN', -20, 30],
      [codes[2], 20, 20],
    ]);
    const inIndonesian = valueOf(
      recordCalls.transactionDetail,
      await detail(token, moved.transactionId!, 'ID'),
    );
    expect(inIndonesian.counterpart).toBe(`dompet ${names.get(codes[2]!)}`);

    await transfer(token, { from: 'MAIN', to: codes[3], amount: 5 });
    const recalled = valueOf(
      transferCalls.consolidate,
      await memberCall(app, transferCalls.consolidate, { token }),
    );
    const recall = valueOf(
      recordCalls.transactionDetail,
      await detail(token, recalled.transactionId!),
    );
    expect(recall.lines).toHaveLength(3);
    expect(recall.counterpart).toBe(`${names.get(codes[2]!)}, ${names.get(codes[3]!)} wallets`);
    // The ledger's reference is the vendor codes; the member reads the wallets' names.
    expect(recall.reference).toBe(`${names.get(codes[2]!)}, ${names.get(codes[3]!)}`);
  });

  it('names the operator for adjustments and bonuses, with the reason or title', async () => {
    const { member, token } = await account();
    const adjusted = await fund(app, member.username, 10);
    const bonus = await grant(member.username, 3, 'Birthday bonus');
    expect(
      valueOf(recordCalls.transactionDetail, await detail(token, adjusted.transactionId)),
    ).toMatchObject({ type: 'ADJUSTMENT', reference: 'Test funding', counterpart: 'operator' });
    expect(
      valueOf(recordCalls.transactionDetail, await detail(token, bonus.transactionId)),
    ).toMatchObject({ type: 'BONUS', reference: 'Birthday bonus', counterpart: 'operator' });
  });

  it('shows each side of an upline transfer its counterpart', async () => {
    const agent = await account(2);
    const { member, token } = await account(1, agent.member);
    await fund(app, member.username, 10);
    const sent = valueOf(
      transferCalls.transferUpline,
      await memberCall(app, transferCalls.transferUpline, { token, body: { amount: 4 } }),
    );
    const mine = valueOf(recordCalls.transactionDetail, await detail(token, sent.transactionId!));
    expect(mine).toMatchObject({
      type: 'UPLINE_TRANSFER',
      reference: agent.member.username,
      counterpart: `upline ${agent.member.username}`,
    });
    expect(mine.lines.map((l) => l.amount)).toEqual([-4]);
    const theirs = valueOf(
      recordCalls.transactionDetail,
      await detail(agent.token, sent.transactionId!),
    );
    expect(theirs).toMatchObject({
      reference: member.username,
      counterpart: `downline ${member.username}`,
    });
    expect(theirs.lines.map((l) => l.amount)).toEqual([4]);

    await fund(app, agent.member.username, 10);
    const given = valueOf(
      transferCalls.transferDownline,
      await memberCall(app, transferCalls.transferDownline, {
        token: agent.token,
        body: { username: member.username, amount: 2 },
      }),
    );
    expect(
      valueOf(recordCalls.transactionDetail, await detail(token, given.transactionId!)),
    ).toMatchObject({ type: 'DOWNLINE_TRANSFER', counterpart: `upline ${agent.member.username}` });
    expect(
      valueOf(recordCalls.transactionDetail, await detail(agent.token, given.transactionId!)),
    ).toMatchObject({ counterpart: `downline ${member.username}` });
  });

  it('words deposits, withdrawals and games by their reference', async () => {
    const { member, token } = await account();
    const deposit = await post(
      member,
      'DEPOSIT',
      5000n,
      ClearingAccount.deposit,
      'D20260301-AB12CD',
    );
    const withdrawal = await post(
      member,
      'WITHDRAWAL',
      -1000n,
      ClearingAccount.withdrawalHold,
      'W20260301-XY34ZW',
    );
    const bet = await post(member, 'BET', -100n, ClearingAccount.vendor, 'round-1');
    const cases: [string, 'EN' | 'ID', string][] = [
      [deposit, 'EN', 'deposit D20260301-AB12CD'],
      [withdrawal, 'EN', 'withdrawal W20260301-XY34ZW'],
      [withdrawal, 'ID', 'penarikan W20260301-XY34ZW'],
      [bet, 'EN', 'game round-1'],
    ];
    for (const [id, language, counterpart] of cases) {
      expect(
        valueOf(recordCalls.transactionDetail, await detail(token, id, language)),
      ).toMatchObject({ counterpart });
    }
  });

  it("is not found for another member's transaction, an unknown id or a malformed one", async () => {
    const { member } = await account();
    const stranger = await account();
    const { transactionId } = await fund(app, member.username, 1);
    for (const id of [transactionId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const refused = await detail(stranger.token, id);
      expect(refused.statusCode, id).toBe(404);
      expect(failureOf(refused).errorCode).toBe('resource.not.found');
    }
    const empty = await memberCall(app, recordCalls.transactionDetail, {
      token: stranger.token,
      query: { transactionId: '' },
      key: null,
    });
    expect(failureOf(empty).fields).toHaveProperty(['query.transactionId']);
  });
});

describe('profit and loss (personalProfit)', () => {
  it('sums the period by kind; profit is win + bonus - bet', async () => {
    const { member, token } = await account();
    await post(member, 'DEPOSIT', 100_00n, ClearingAccount.deposit, 'D1');
    await post(member, 'WITHDRAWAL', -30_00n, ClearingAccount.withdrawalHold, 'W1');
    await post(member, 'WITHDRAWAL_REVERSAL', 10_00n, ClearingAccount.withdrawalHold, 'W1');
    await post(member, 'BET', -12_50n, ClearingAccount.vendor, 'r1');
    await post(member, 'BET', -7_50n, ClearingAccount.vendor, 'r2');
    await post(member, 'WIN', 15_25n, ClearingAccount.vendor, 'r1');
    await grant(member.username, 2, 'Loyalty bonus');
    await fund(app, member.username, 5);
    await fund(app, member.username, -1.5);
    // Moves between the member's own wallets change none of the sums.
    await transfer(token, { from: 'MAIN', to: codes[0], amount: 20 });
    const old = await post(member, 'DEPOSIT', 999_00n, ClearingAccount.deposit, 'D0');
    await backdate(old, '2020-01-01T00:00:00.000Z');

    const profit = async (query: Record<string, string> = {}) =>
      valueOf(
        recordCalls.personalProfit,
        await memberCall(app, recordCalls.personalProfit, { token, query, key: null }),
      );
    expect(await profit({ from: '2021-01-01T00:00:00.000Z' })).toEqual({
      deposit: 100,
      withdrawal: 20,
      bet: 20,
      win: 15.25,
      bonus: 2,
      adjustment: 3.5,
      profit: -2.75,
    });
    expect((await profit()).deposit).toBe(1099);
    expect(await profit({ to: '2021-01-01T00:00:00.000Z' })).toEqual({
      deposit: 999,
      withdrawal: 0,
      bet: 0,
      win: 0,
      bonus: 0,
      adjustment: 0,
      profit: 0,
    });
  });
});

describe('bonus details', () => {
  it('pages the bonuses with their titles and the total of the period', async () => {
    const { member, token } = await account();
    const granted = [];
    for (const [amount, title] of [
      [10, 'Welcome bonus'],
      [2.5, 'Weekly cashback'],
      [7, 'Birthday bonus'],
    ] as const) {
      granted.push(await grant(member.username, amount, title));
    }
    await backdate(granted[0]!.transactionId, '2026-01-15T00:00:00.000Z');
    await fund(app, member.username, 100);

    const bonuses = async (query: Record<string, string | number>) =>
      valueOf(
        recordCalls.bonusDetails,
        await memberCall(app, recordCalls.bonusDetails, { token, query, key: null }),
      );
    const first = await bonuses({ pageSize: 2 });
    expect(first).toMatchObject({ totalCount: 3, totalPages: 2, total: 19.5 });
    expect(first.list.map((b) => [b.title, b.amount])).toEqual([
      ['Birthday bonus', 7],
      ['Weekly cashback', 2.5],
    ]);
    const second = await bonuses({ pageSize: 2, pageNo: 2 });
    expect(second.list).toEqual([
      {
        transactionId: granted[0]!.transactionId,
        amount: 10,
        title: 'Welcome bonus',
        createdAt: '2026-01-15T00:00:00.000Z',
      },
    ]);
    expect(second.total).toBe(19.5);
    const recent = await bonuses({ from: '2026-02-01T00:00:00.000Z' });
    expect(recent).toMatchObject({ totalCount: 2, total: 9.5 });
  });
});

describe('the ledger after all of the above', () => {
  it('sums to zero', async () => {
    expect(await postingsSum(app)).toBe(0n);
  });
});

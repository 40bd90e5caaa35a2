import { transferCalls, type LedgerKind } from '@site/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  games,
  ledgerPostings,
  ledgerTransactions,
  vendors,
  walletAccounts,
  type Member,
} from '../src/db/schema/index.js';
import { createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf, setMerchant } from './helper.js';
import {
  freshKey,
  fund,
  ledgerProblems,
  memberCall,
  postingsSum,
  walletsOf,
} from './transfers-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

/** The first vendors of the demo merchant, in its lobby order. */
let codes: string[];
beforeAll(async () => {
  codes = (await app.wallets.vendorsOf('DEMO')).map((v) => v.vassalage);
});

let counter = 0;
async function funded(amount: number, over: { type?: 1 | 2 | 4 } = {}) {
  const member = await createMember(app, { username: `wt${++counter}x`, ...over });
  if (amount > 0) await fund(app, member.username, amount);
  return { member, token: await sessionFor(app, member) };
}

const transfer = (token: string, body: object, key?: string) =>
  memberCall(app, transferCalls.transfer, { token, body, ...(key ? { key } : {}) });
const consolidate = (token: string, key?: string) =>
  memberCall(app, transferCalls.consolidate, { token, ...(key ? { key } : {}) });

const transactionsOf = async (member: Member, kind: LedgerKind = 'TRANSFER') =>
  (
    await app.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, kind),
          sql`${ledgerTransactions.idempotencyKey} like ${`member:${member.id}:%`}`,
        ),
      )
  )[0]!.n;

const setMaintenance = (vassalage: string, maintenance: boolean) =>
  app.db.update(vendors).set({ maintenance }).where(eq(vendors.vassalage, vassalage));

describe('merchant wallet', () => {
  it('lists MAIN and every vendor of the merchant in order, opening no wallet to do so', async () => {
    const { member, token } = await funded(12.5);
    const accounts = () =>
      app.db
        .select({ n: count() })
        .from(walletAccounts)
        .where(eq(walletAccounts.memberId, member.id));
    const before = (await accounts())[0]!.n;
    const { view } = await walletsOf(app, token);
    expect(view.isSingle).toBe(false);
    expect(view.main).toEqual({
      wallet: 'MAIN',
      displayName: 'Main wallet',
      balance: 12.5,
      maintenance: false,
    });
    expect(view.wallets.map((w) => w.wallet)).toEqual(codes);
    expect(view.wallets[0]).toEqual({
      wallet: 'DS88',
      displayName: 'DS88 Sabong',
      balance: 0,
      maintenance: false,
    });
    expect(view.sumBalance).toBe(12.5);
    expect((await accounts())[0]!.n).toBe(before);

    const inIndonesian = valueOf(
      transferCalls.merchantWallet,
      await memberCall(app, transferCalls.merchantWallet, { token, key: null, language: 'ID' }),
    );
    expect(inIndonesian.main.displayName).toBe('Dompet utama');
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ url: transferCalls.merchantWallet.path });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).errorCode).toBe('login.not.session');
  });
});

describe('transfer between MAIN and a vendor wallet', () => {
  it('moves money in and out as one TRANSFER of two postings, the total unchanged', async () => {
    const { member, token } = await funded(100);
    const [vendor] = codes;
    const into = valueOf(
      transferCalls.transfer,
      await transfer(token, { from: 'MAIN', to: vendor, amount: 30.25 }),
    );
    expect(into.wallets).toEqual([
      { wallet: 'MAIN', displayName: 'Main wallet', balance: 69.75, maintenance: false },
      { wallet: vendor, displayName: 'DS88 Sabong', balance: 30.25, maintenance: false },
    ]);
    expect(into.sumBalance).toBe(100);
    const postings = await app.db
      .select({ amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, into.transactionId!));
    expect(postings.map((p) => p.amount).sort()).toEqual([-3025n, 3025n]);
    const [posted] = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, into.transactionId!));
    expect(posted).toMatchObject({ kind: 'TRANSFER', reference: vendor });
    expect(posted!.idempotencyKey).toMatch(new RegExp(`^member:${member.id}:transfer:k-`));

    const back = valueOf(
      transferCalls.transfer,
      await transfer(token, { from: vendor, to: 'MAIN', amount: 0.25 }),
    );
    expect(back.wallets.map((w) => [w.wallet, w.balance])).toEqual([
      [vendor, 30],
      ['MAIN', 70],
    ]);
    const wallets = await walletsOf(app, token);
    expect([wallets.balance('MAIN'), wallets.balance(vendor!)]).toEqual([70, 30]);
    expect(wallets.view.sumBalance).toBe(100);
    expect(await transactionsOf(member)).toBe(2);
  });

  it('refuses more than the source holds, moving nothing', async () => {
    const { member, token } = await funded(10);
    const short = await transfer(token, { from: 'MAIN', to: codes[1], amount: 10.01 });
    expect(short.statusCode).toBe(400);
    expect(failureOf(short).errorCode).toBe('wallet.insufficient');
    const empty = await transfer(token, { from: codes[1], to: 'MAIN', amount: 1 });
    expect(failureOf(empty).errorCode).toBe('wallet.insufficient');
    expect(await transactionsOf(member)).toBe(0);
    expect((await walletsOf(app, token)).balance('MAIN')).toBe(10);
    // All of it is fine.
    valueOf(
      transferCalls.transfer,
      await transfer(token, { from: 'MAIN', to: codes[1], amount: 10 }),
    );
    expect((await walletsOf(app, token)).balance(codes[1]!)).toBe(10);
  });

  it('answers a retry with the first result, and refuses the key for another transfer', async () => {
    const { member, token } = await funded(50);
    const key = freshKey();
    const body = { from: 'MAIN', to: codes[2], amount: 20 };
    const first = valueOf(transferCalls.transfer, await transfer(token, body, key));
    const again = valueOf(transferCalls.transfer, await transfer(token, body, key));
    expect(again).toEqual(first);
    for (const other of [
      { ...body, amount: 21 },
      { ...body, to: codes[3] },
      { from: codes[2], to: 'MAIN', amount: 20 },
    ]) {
      const reused = await transfer(token, other, key);
      expect(reused.statusCode, JSON.stringify(other)).toBe(409);
      expect(failureOf(reused).errorCode).toBe('idempotency.key.reused');
    }
    // A key of another call (consolidate) or another member is a different key.
    valueOf(transferCalls.consolidate, await consolidate(token, key));
    const stranger = await funded(5);
    const theirs = await transfer(stranger.token, { ...body, amount: 5 }, key);
    expect(valueOf(transferCalls.transfer, theirs).wallets[1]!.balance).toBe(5);
    expect(await transactionsOf(member)).toBe(2);
    expect((await walletsOf(app, token)).balance('MAIN')).toBe(50);
  });

  it('moves money once for 20 concurrent retries of one key', async () => {
    const { member, token } = await funded(40);
    const key = freshKey();
    const body = { from: 'MAIN', to: codes[0], amount: 15 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => transfer(token, body, key)));
    const values = answers.map((a) => valueOf(transferCalls.transfer, a));
    expect(new Set(values.map((v) => v.transactionId)).size).toBe(1);
    expect(values.every((v) => v.wallets[0]!.balance === 25)).toBe(true);
    expect(await transactionsOf(member)).toBe(1);
    expect((await walletsOf(app, token)).balance('MAIN')).toBe(25);
  });

  it('never takes a wallet below zero under concurrent transfers out of it', async () => {
    const { token } = await funded(100);
    const [a, b] = codes;
    const outs = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        transfer(token, { from: 'MAIN', to: i % 2 ? a : b, amount: 7 }),
      ),
    );
    const ok = outs.filter((r) => r.statusCode === 200);
    const refused = outs.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(14);
    expect(refused.every((r) => failureOf(r).errorCode === 'wallet.insufficient')).toBe(true);
    const wallets = await walletsOf(app, token);
    expect(wallets.balance('MAIN')).toBe(2);
    expect(wallets.balance(a!) + wallets.balance(b!)).toBe(98);

    // Both ways at once: each vendor wallet drains to exactly zero, MAIN gets it all back.
    const va = Math.round(wallets.balance(a!) * 100);
    const vb = Math.round(wallets.balance(b!) * 100);
    const backs = await Promise.all([
      ...Array.from({ length: va / 700 + 3 }, () =>
        transfer(token, { from: a, to: 'MAIN', amount: 7 }),
      ),
      ...Array.from({ length: vb / 700 + 3 }, () =>
        transfer(token, { from: b, to: 'MAIN', amount: 7 }),
      ),
    ]);
    expect(backs.filter((r) => r.statusCode === 200)).toHaveLength((va + vb) / 700);
    const after = await walletsOf(app, token);
    expect([after.balance('MAIN'), after.balance(a!), after.balance(b!)]).toEqual([100, 0, 0]);
    expect(await ledgerProblems(app)).toEqual({ negative: 0, drifted: 0 });
  });

  it('refuses wallets that are not MAIN and one vendor of the merchant, on the field', async () => {
    const { member, token } = await funded(10);
    const cases: [object, string, RegExp][] = [
      [{ from: 'MAIN', to: 'MAIN', amount: 1 }, 'body.to', /other than/],
      [{ from: codes[0], to: codes[0], amount: 1 }, 'body.to', /other than/],
      [{ from: codes[0], to: codes[1], amount: 1 }, 'body.to', /main wallet/],
      [{ from: 'MAIN', to: 'NOPE', amount: 1 }, 'body.to', /no such game wallet/],
      [{ from: 'NOPE', to: 'MAIN', amount: 1 }, 'body.from', /no such game wallet/],
      [{ from: 'main', to: codes[0], amount: 1 }, 'body.from', /./],
      [{ from: 'MAIN', to: codes[0], amount: 0 }, 'body.amount', /./],
      [{ from: 'MAIN', to: codes[0], amount: 1.005 }, 'body.amount', /two decimals/],
      [{ from: 'MAIN', to: codes[0], amount: '1' }, 'body.amount', /./],
      [{ from: 'MAIN', amount: 1 }, 'body.to', /./],
    ];
    for (const [body, field, message] of cases) {
      const refused = await transfer(token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      const failure = failureOf(refused);
      expect(failure.errorCode).toBe('request.invalid');
      expect(failure.fields?.[field], JSON.stringify(body)).toMatch(message);
    }
    const indonesian = await memberCall(app, transferCalls.transfer, {
      token,
      body: { from: 'MAIN', to: 'NOPE', amount: 1 },
      language: 'ID',
    });
    expect(failureOf(indonesian).fields?.['body.to']).toBe('Dompet permainan ini tidak ada.');
    const keyless = await memberCall(app, transferCalls.transfer, {
      token,
      body: { from: 'MAIN', to: codes[0], amount: 1 },
      key: null,
    });
    expect(failureOf(keyless).errorCode).toBe('idempotency.key.missing');
    expect(await transactionsOf(member)).toBe(0);
  });

  it('refuses a vendor under maintenance either way (503) and shows it in the list', async () => {
    const { token } = await funded(10);
    const vendor = codes[4]!;
    valueOf(transferCalls.transfer, await transfer(token, { from: 'MAIN', to: vendor, amount: 4 }));
    await setMaintenance(vendor, true);
    try {
      for (const body of [
        { from: 'MAIN', to: vendor, amount: 1 },
        { from: vendor, to: 'MAIN', amount: 1 },
      ]) {
        const refused = await transfer(token, body);
        expect(refused.statusCode).toBe(503);
        expect(failureOf(refused).errorCode).toBe('vendor.maintenance');
      }
      const listed = (await walletsOf(app, token)).view.wallets.find((w) => w.wallet === vendor);
      expect(listed).toMatchObject({ balance: 4, maintenance: true });
    } finally {
      await setMaintenance(vendor, false);
    }
  });

  it('has no wallet for a seamless vendor (the house bets from MAIN): not listed, refused either way', async () => {
    const { member, token } = await funded(10);
    const [house] = await app.db
      .select({ vassalage: vendors.vassalage })
      .from(vendors)
      .where(eq(vendors.walletMode, 'SEAMLESS'));
    expect(house!.vassalage).toBe('NSO');
    expect(codes).not.toContain('NSO');
    expect((await walletsOf(app, token)).view.wallets.map((w) => w.wallet)).not.toContain('NSO');
    for (const [body, field] of [
      [{ from: 'MAIN', to: 'NSO', amount: 1 }, 'body.to'],
      [{ from: 'NSO', to: 'MAIN', amount: 1 }, 'body.from'],
    ] as const) {
      const refused = await transfer(token, body);
      expect(refused.statusCode).toBe(400);
      expect(failureOf(refused).fields?.[field]).toMatch(/no such game wallet/);
    }
    expect(await transactionsOf(member)).toBe(0);
  });

  it("refuses to move in less than the game's minimum bet when the launcher names the game", async () => {
    const { member, token } = await funded(100);
    const [game] = await app.db
      .select({ gameId: games.gameId, minBetMinor: games.minBetMinor })
      .from(games)
      .where(eq(games.gameId, 'JKP-0001'));
    const minBet = game!.minBetMinor / 100;
    const short = await transfer(token, {
      from: 'MAIN',
      to: 'JKP',
      amount: minBet - 0.01,
      gameId: 'JKP-0001',
    });
    expect(short.statusCode).toBe(400);
    expect(failureOf(short).errorCode).toBe('transfer.below.min.bet');
    const other = await transfer(token, {
      from: 'MAIN',
      to: 'JKP',
      amount: minBet,
      gameId: 'NSO-0001',
    });
    expect(failureOf(other).errorCode).toBe('request.invalid');
    expect(await transactionsOf(member)).toBe(0);
    valueOf(
      transferCalls.transfer,
      await transfer(token, { from: 'MAIN', to: 'JKP', amount: minBet, gameId: 'JKP-0001' }),
    );
    expect(await transactionsOf(member)).toBe(1);
  });

  it('refuses a trial account: it holds no real money', async () => {
    const { member, token } = await funded(0, { type: 4 });
    const refused = await transfer(token, { from: 'MAIN', to: codes[0], amount: 1 });
    expect(refused.statusCode).toBe(403);
    expect(failureOf(refused).errorCode).toBe('member.trial');
    expect(failureOf(await consolidate(token)).errorCode).toBe('member.trial');
    expect(await transactionsOf(member)).toBe(0);
  });
});

describe('recall all (consolidate)', () => {
  it('brings every vendor wallet home in one transaction, skipping maintenance', async () => {
    const { member, token } = await funded(100);
    const [a, b, c] = codes as [string, string, string];
    for (const [vendor, amount] of [
      [a, 10],
      [b, 20.5],
      [c, 30],
    ] as const) {
      valueOf(transferCalls.transfer, await transfer(token, { from: 'MAIN', to: vendor, amount }));
    }
    await setMaintenance(c, true);
    const key = freshKey();
    let first;
    try {
      first = valueOf(transferCalls.consolidate, await consolidate(token, key));
    } finally {
      await setMaintenance(c, false);
    }
    expect(first.wallets.map((w) => [w.wallet, w.balance])).toEqual([
      ['MAIN', 70],
      [a, 0],
      [b, 0],
    ]);
    expect(first.sumBalance).toBe(100);
    const postings = await app.db
      .select({ amount: ledgerPostings.amount })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, first.transactionId!));
    expect(postings.map((p) => p.amount).sort((x, y) => Number(x - y))).toEqual([
      -2050n,
      -1000n,
      3050n,
    ]);
    const wallets = await walletsOf(app, token);
    expect([a, b, c].map((v) => wallets.balance(v))).toEqual([0, 0, 30]);
    expect(await transactionsOf(member)).toBe(4);

    // A retry answers the first result, though the wallets have changed since.
    valueOf(transferCalls.transfer, await transfer(token, { from: 'MAIN', to: a, amount: 5 }));
    expect(valueOf(transferCalls.consolidate, await consolidate(token, key))).toEqual(first);
    expect((await walletsOf(app, token)).balance(a)).toBe(5);

    // A new recall takes c (out of maintenance now) and a.
    const second = valueOf(transferCalls.consolidate, await consolidate(token));
    expect(second.wallets.map((w) => [w.wallet, w.balance])).toEqual([
      ['MAIN', 100],
      [a, 0],
      [c, 0],
    ]);
  });

  it('answers MAIN and no transaction when nothing is out', async () => {
    const { member, token } = await funded(8);
    const nothing = valueOf(transferCalls.consolidate, await consolidate(token));
    expect(nothing).toEqual({
      transactionId: null,
      wallets: [{ wallet: 'MAIN', displayName: 'Main wallet', balance: 8, maintenance: false }],
      sumBalance: 8,
    });
    expect(await transactionsOf(member)).toBe(0);
  });

  it('recalls once under concurrent recalls with different keys', async () => {
    const { member, token } = await funded(60);
    for (const vendor of codes.slice(0, 3)) {
      valueOf(
        transferCalls.transfer,
        await transfer(token, { from: 'MAIN', to: vendor, amount: 20 }),
      );
    }
    const answers = await Promise.all(Array.from({ length: 6 }, () => consolidate(token)));
    const values = answers.map((a) => valueOf(transferCalls.consolidate, a));
    expect(values.filter((v) => v.transactionId !== null)).toHaveLength(1);
    expect(values.every((v) => v.wallets[0]!.balance === 60)).toBe(true);
    expect(await transactionsOf(member)).toBe(4);
  });
});

describe('a single wallet merchant', () => {
  it('lists no vendor wallets and refuses transfers and recalls', async () => {
    const { token } = await funded(5);
    await setMerchant(app, { singleWallet: true });
    try {
      const { view } = await walletsOf(app, token);
      expect(view).toMatchObject({ isSingle: true, wallets: [], sumBalance: 5 });
      expect(view.main.balance).toBe(5);
      for (const response of [
        await transfer(token, { from: 'MAIN', to: codes[0], amount: 1 }),
        await consolidate(token),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(failureOf(response).errorCode).toBe('feature.disabled');
      }
    } finally {
      await setMerchant(app, { singleWallet: false });
    }
  });
});

describe('the ledger after all of the above', () => {
  it('sums to zero, with no wallet below zero or off its postings', async () => {
    expect(await postingsSum(app)).toBe(0n);
    expect(await ledgerProblems(app)).toEqual({ negative: 0, drifted: 0 });
  });
});

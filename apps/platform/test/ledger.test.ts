import { LEDGER_KINDS, mulberry32, type LedgerKind } from '@site/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { ledgerPostings, ledgerTransactions, walletAccounts } from '../src/db/schema/index.js';
import { AppError } from '../src/http/app-error.js';
import {
  ClearingAccount,
  requestHashOf,
  type LedgerReceipt,
  type Posting,
} from '../src/domains/ledger/ledger.js';
import { createMember } from './accounts-helper.js';
import { buildTestApp } from './helper.js';

let app: FastifyInstance;
let database: Database;
let depositClearing: string;
let withdrawalClearing: string;
beforeAll(async () => {
  ({ app, database } = await buildTestApp());
  depositClearing = await app.ledger.clearingAccount('DEMO', ClearingAccount.deposit);
  withdrawalClearing = await app.ledger.clearingAccount('DEMO', ClearingAccount.withdrawal);
});
afterAll(() => app?.close());

let keys = 0;
const newKey = () => `test-${++keys}`;

/** Posts with a request hash of the postings, as a money route would. */
const post = (
  kind: LedgerKind,
  postings: Posting[],
  idempotencyKey = newKey(),
  reference?: string,
) =>
  app.ledger.post({
    merchantCode: 'DEMO',
    kind,
    reference: reference ?? null,
    idempotencyKey,
    requestHash: requestHashOf({ kind, postings, reference }),
    postings,
  });
const deposit = (account: string, amount: bigint, key?: string) =>
  post(
    'DEPOSIT',
    [
      { accountId: depositClearing, amount: -amount },
      { accountId: account, amount },
    ],
    key,
  );
const withdraw = (account: string, amount: bigint, key?: string) =>
  post(
    'WITHDRAWAL',
    [
      { accountId: account, amount: -amount },
      { accountId: withdrawalClearing, amount },
    ],
    key,
  );

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

async function mainOf(username: string) {
  const member = await createMember(app, { username });
  return { member, main: await app.ledger.memberAccount(member.id, 'MAIN') };
}

const unbalancedTransactions = async () =>
  app.db
    .select({ id: ledgerPostings.transactionId })
    .from(ledgerPostings)
    .groupBy(ledgerPostings.transactionId)
    .having(sql`sum(${ledgerPostings.amount}) <> 0`);

describe('ledger', () => {
  it('moves money in balanced postings with running balances', async () => {
    const { main } = await mainOf('ledger01');
    const receipt = await deposit(main, 12_345n);
    expect(receipt.postings).toEqual([
      { accountId: depositClearing, amount: -12_345n, balanceAfter: expect.any(BigInt) },
      { accountId: main, amount: 12_345n, balanceAfter: 12_345n },
    ]);
    await withdraw(main, 345n);
    expect(await app.ledger.balanceOf(main)).toBe(12_000n);
    expect(await app.ledger.verify(main)).toEqual({
      balance: 12_000n,
      postingsSum: 12_000n,
      lastBalanceAfter: 12_000n,
      ok: true,
    });
    // The member's balance call reads the same accounts.
    const member = await app.db
      .select({ memberId: walletAccounts.memberId })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, main));
    expect(await app.wallets.sumBalance(member[0]!.memberId!)).toBe(12_000n);
  });

  it('refuses postings that do not balance, in code and at commit', async () => {
    const { main } = await mainOf('ledger02');
    await expect(
      post('DEPOSIT', [
        { accountId: depositClearing, amount: -100n },
        { accountId: main, amount: 101n },
      ]),
    ).rejects.toMatchObject({ code: 'request.invalid' });
    await expect(post('DEPOSIT', [{ accountId: main, amount: 0n }])).rejects.toMatchObject({
      code: 'request.invalid',
    });
    // Past the code, the deferred constraint trigger refuses the commit.
    await expect(
      app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(ledgerTransactions)
          .values({
            merchantCode: 'DEMO',
            kind: 'DEPOSIT',
            idempotencyKey: newKey(),
            requestHash: 'x',
          })
          .returning();
        await tx
          .insert(ledgerPostings)
          .values({ transactionId: row!.id, accountId: main, amount: 5n, balanceAfter: 5n });
      }),
    ).rejects.toThrow();
    expect(await app.ledger.balanceOf(main)).toBe(0n);
    // And the database refuses a negative member wallet whatever the code does.
    await expect(
      app.db.update(walletAccounts).set({ balance: -1n }).where(eq(walletAccounts.id, main)),
    ).rejects.toThrow();
  });

  it('takes only the kinds of the contract, in code and in the database', async () => {
    const { main } = await mainOf('ledgerkind');
    await expect(
      app.db.insert(ledgerTransactions).values({
        merchantCode: 'DEMO',
        kind: 'INTERNAL_FIX' as LedgerKind,
        idempotencyKey: newKey(),
        requestHash: 'x',
      }),
    ).rejects.toThrow();
    expect(LEDGER_KINDS).toContain('WITHDRAWAL_PAYOUT');
    for (const kind of LEDGER_KINDS) {
      await post(kind, [
        { accountId: depositClearing, amount: -1n },
        { accountId: main, amount: 1n },
      ]);
    }
    expect(await app.ledger.balanceOf(main)).toBe(BigInt(LEDGER_KINDS.length));
  });

  it("posts inside the caller's transaction: all commit or roll back with it, a refusal undoes only its own post", async () => {
    const { main } = await mainOf('ledgertx01');
    const { main: other } = await mainOf('ledgertx02');
    const depositIn = (
      tx: Parameters<typeof app.ledger.post>[1],
      account: string,
      amount: bigint,
      key: string,
    ) =>
      app.ledger.post(
        {
          merchantCode: 'DEMO',
          kind: 'DEPOSIT',
          idempotencyKey: key,
          requestHash: requestHashOf({ account, amount }),
          postings: [
            { accountId: depositClearing, amount: -amount },
            { accountId: account, amount },
          ],
        },
        tx,
      );
    const overdraw = (tx: Parameters<typeof app.ledger.post>[1], key: string) =>
      app.ledger.post(
        {
          merchantCode: 'DEMO',
          kind: 'WITHDRAWAL',
          idempotencyKey: key,
          requestHash: requestHashOf({ other, key }),
          postings: [
            { accountId: other, amount: -1n },
            { accountId: withdrawalClearing, amount: 1n },
          ],
        },
        tx,
      );

    // A refusal inside: its savepoint rolls back, the caller's other posts commit.
    await app.db.transaction(async (tx) => {
      await depositIn(tx, main, 100n, 'in-tx-1');
      await expect(overdraw(tx, 'in-tx-refused')).rejects.toMatchObject({
        code: 'wallet.insufficient',
      });
      await depositIn(tx, main, 50n, 'in-tx-2');
    });
    expect(await app.ledger.balanceOf(main)).toBe(150n);
    expect(await app.ledger.balanceOf(other)).toBe(0n);
    // The refused key stays free; the posted ones answer their first result.
    const keyRows = await app.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(inArray(ledgerTransactions.idempotencyKey, ['in-tx-1', 'in-tx-2', 'in-tx-refused']));
    expect(keyRows.map((row) => row.key).sort()).toEqual(['in-tx-1', 'in-tx-2']);

    // The caller's rollback takes every post of it along.
    await expect(
      app.db.transaction(async (tx) => {
        await depositIn(tx, main, 7n, 'in-tx-3');
        await depositIn(tx, other, 8n, 'in-tx-4');
        throw new Error('the job failed after posting');
      }),
    ).rejects.toThrow('the job failed after posting');
    expect(await app.ledger.balanceOf(main)).toBe(150n);
    expect(await app.ledger.balanceOf(other)).toBe(0n);
    expect((await app.ledger.verify(main)).ok).toBe(true);
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it('refuses accounts of another merchant or unknown ones', async () => {
    const { main } = await mainOf('ledger03');
    await expect(
      app.ledger.post({
        merchantCode: 'NOPE',
        kind: 'DEPOSIT',
        idempotencyKey: newKey(),
        requestHash: 'x',
        postings: [
          { accountId: depositClearing, amount: -1n },
          { accountId: main, amount: 1n },
        ],
      }),
    ).rejects.toThrow();
    await expect(
      post('DEPOSIT', [
        { accountId: depositClearing, amount: -1n },
        { accountId: '00000000-0000-4000-8000-000000000000', amount: 1n },
      ]),
    ).rejects.toMatchObject({ code: 'request.invalid' });
  });

  it('gives 100 concurrent withdrawals exactly floor(B/a) successes, never a negative balance', async () => {
    const { main } = await mainOf('ledger04');
    const B = 10_000n;
    const a = 300n;
    await deposit(main, B);
    const started = performance.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, () => withdraw(main, a)));
    const ms = performance.now() - started;
    const successes = outcomes.filter((o) => o.status === 'fulfilled').length;
    const refusals = outcomes.filter((o) => o.status === 'rejected').map((o) => codeOf(o.reason));
    console.info(
      `[ledger] ${database.driver}: 100 concurrent withdrawals of ${a} on ${B}: ` +
        `${successes} successes, ${refusals.length} refused, ${ms.toFixed(0)} ms`,
    );
    expect(successes).toBe(Number(B / a));
    expect(new Set(refusals)).toEqual(new Set(['wallet.insufficient']));
    expect(await app.ledger.balanceOf(main)).toBe(B - BigInt(successes) * a);
    const [lowest] = await app.db
      .select({ min: sql<string>`min(${ledgerPostings.balanceAfter})::text` })
      .from(ledgerPostings)
      .where(eq(ledgerPostings.accountId, main));
    expect(BigInt(lowest!.min)).toBeGreaterThanOrEqual(0n);
    expect((await app.ledger.verify(main)).ok).toBe(true);
  });

  it('moves money once for 20 concurrent retries of one idempotency key', async () => {
    const { main } = await mainOf('ledger05');
    await deposit(main, 5_000n);
    const key = newKey();
    const started = performance.now();
    const receipts = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(main, 1_200n, key)),
    );
    console.info(
      `[ledger] ${database.driver}: 20 concurrent retries of one key: ` +
        `${(performance.now() - started).toFixed(0)} ms`,
    );
    for (const receipt of receipts) expect(receipt).toEqual(receipts[0]);
    expect(await app.ledger.balanceOf(main)).toBe(3_800n);
    const rows = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const postings = await app.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.transactionId, rows[0]!.id));
    expect(postings).toHaveLength(2);

    // The same key with another body is refused and moves nothing.
    await expect(withdraw(main, 1_300n, key)).rejects.toMatchObject({
      code: 'idempotency.key.reused',
      status: 409,
    });
    // A later retry still answers the first result.
    expect(await withdraw(main, 1_200n, key)).toEqual(receipts[0]);
    expect(await app.ledger.balanceOf(main)).toBe(3_800n);
    expect((await app.ledger.verify(main)).ok).toBe(true);
  });

  it('a refused movement leaves its key free for a retry that can succeed', async () => {
    const { main } = await mainOf('ledger06');
    const key = newKey();
    await expect(withdraw(main, 100n, key)).rejects.toMatchObject({
      code: 'wallet.insufficient',
    });
    await deposit(main, 100n);
    await withdraw(main, 100n, key);
    expect(await app.ledger.balanceOf(main)).toBe(0n);
  });

  it('matches an in-memory model over a seeded random sequence of 2,000 steps', async () => {
    // mulberry32: the same seed gives the same sequence, so a failure replays.
    const random = mulberry32(0x5eed_2024);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const amountUpTo = (max: bigint) => BigInt(1 + Math.floor(random() * Number(max)));

    const wallets: { main: string; vendor: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const { member, main } = await mainOf(`ledgerprop${i}`);
      wallets.push({ main, vendor: await app.ledger.memberAccount(member.id, 'PG') });
    }
    const accountIds = [
      depositClearing,
      withdrawalClearing,
      ...wallets.flatMap((w) => [w.main, w.vendor]),
    ];
    const readBalances = async () =>
      new Map(
        (
          await app.db
            .select({ id: walletAccounts.id, balance: walletAccounts.balance })
            .from(walletAccounts)
            .where(inArray(walletAccounts.id, accountIds))
        ).map((r) => [r.id, r.balance]),
      );
    const model = await readBalances();
    const move = (postings: Posting[]) => {
      for (const p of postings) model.set(p.accountId, model.get(p.accountId)! + p.amount);
    };
    const withdrawals: {
      transactionId: string;
      main: string;
      amount: bigint;
      reversed: boolean;
    }[] = [];
    const done: {
      key: string;
      kind: LedgerKind;
      postings: Posting[];
      reference: string | undefined;
      receipt: LedgerReceipt;
    }[] = [];
    const counts = {
      deposit: 0,
      withdrawal: 0,
      insufficient: 0,
      transfer: 0,
      reversal: 0,
      replay: 0,
    };

    const started = performance.now();
    for (let step = 0; step < 2_000; step++) {
      const roll = random();
      const wallet = pick(wallets);
      let kind: LedgerKind;
      let postings: Posting[];
      let key = newKey();
      let reference: string | undefined;
      let replay: (typeof done)[number] | undefined;
      if (roll < 0.3) {
        kind = 'DEPOSIT';
        const amount = amountUpTo(50_000n);
        postings = [
          { accountId: depositClearing, amount: -amount },
          { accountId: wallet.main, amount },
        ];
      } else if (roll < 0.55) {
        kind = 'WITHDRAWAL';
        // Sometimes more than the wallet holds.
        const amount = amountUpTo((model.get(wallet.main)! * 6n) / 5n + 1n);
        postings = [
          { accountId: wallet.main, amount: -amount },
          { accountId: withdrawalClearing, amount },
        ];
      } else if (roll < 0.85) {
        kind = 'TRANSFER';
        const [from, to] =
          random() < 0.5 ? [wallet.main, wallet.vendor] : [wallet.vendor, wallet.main];
        const amount = amountUpTo((model.get(from)! * 6n) / 5n + 1n);
        postings = [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ];
      } else if (roll < 0.95) {
        const open = withdrawals.filter((w) => !w.reversed);
        if (open.length === 0) continue;
        const target = pick(open);
        kind = 'WITHDRAWAL_REVERSAL';
        reference = target.transactionId;
        key = `reverse:${target.transactionId}`;
        postings = [
          { accountId: withdrawalClearing, amount: -target.amount },
          { accountId: target.main, amount: target.amount },
        ];
        target.reversed = true;
      } else {
        if (done.length === 0) continue;
        replay = pick(done);
        ({ kind, postings, key, reference } = replay);
      }

      const insufficient = postings.some(
        (p) =>
          p.accountId !== depositClearing &&
          p.accountId !== withdrawalClearing &&
          model.get(p.accountId)! + p.amount < 0n,
      );
      let receipt: LedgerReceipt | undefined;
      try {
        receipt = await post(kind, postings, key, reference);
      } catch (error) {
        if (replay || !insufficient || codeOf(error) !== 'wallet.insufficient') throw error;
        counts.insufficient++;
      }
      if (receipt) {
        expect(insufficient && !replay).toBe(false);
        if (replay) {
          // A retry answers the first result and moves nothing.
          expect(receipt).toEqual(replay.receipt);
          counts.replay++;
        } else {
          move(postings);
          done.push({ key, kind, postings, reference, receipt });
          if (kind === 'DEPOSIT') counts.deposit++;
          if (kind === 'TRANSFER') counts.transfer++;
          if (kind === 'WITHDRAWAL_REVERSAL') counts.reversal++;
          if (kind === 'WITHDRAWAL') {
            counts.withdrawal++;
            withdrawals.push({
              transactionId: receipt.transactionId,
              main: postings[0]!.accountId,
              amount: -postings[0]!.amount,
              reversed: false,
            });
          }
          const [sum] = await app.db
            .select({ sum: sql<string>`sum(${ledgerPostings.amount})::text` })
            .from(ledgerPostings)
            .where(eq(ledgerPostings.transactionId, receipt.transactionId));
          expect(sum!.sum).toBe('0');
        }
      }
      expect(await readBalances()).toEqual(model);
    }
    console.info(
      `[ledger] ${database.driver}: 2,000 random steps in ${(performance.now() - started).toFixed(0)} ms: ` +
        JSON.stringify(counts),
    );
    expect(counts.insufficient).toBeGreaterThan(0);
    expect(counts.reversal).toBeGreaterThan(0);
    expect(counts.replay).toBeGreaterThan(0);

    for (const id of accountIds) {
      const verification = await app.ledger.verify(id);
      // The clearing accounts are shared with the tests above, all of them through the ledger.
      expect(verification.ok, id).toBe(true);
    }
    expect(await unbalancedTransactions()).toEqual([]);
  }, 180_000);
});

describe('clearing account shards', () => {
  it('spread members over shards, keep each member on one, and add up to the whole', async () => {
    const { randomUUID } = await import('node:crypto');
    const members = Array.from({ length: 40 }, () => randomUUID());
    const shardOf = (memberId: string) =>
      app.ledger.clearingAccount('DEMO', ClearingAccount.bonus, { spreadBy: memberId });
    const shards = await Promise.all(members.map(shardOf));
    // 40 members over 8 shards: several rows to lock, not one.
    expect(new Set(shards).size).toBeGreaterThanOrEqual(4);
    expect(await shardOf(members[0]!)).toBe(shards[0]);

    const before = await app.ledger.clearingBalance('DEMO', ClearingAccount.bonus);
    const wallet = await app.ledger.memberAccount(
      (await createMember(app, { username: 'shard01' })).id,
      'MAIN',
    );
    for (const shard of new Set(shards.slice(0, 3))) {
      await post('BONUS', [
        { accountId: wallet, amount: 100n },
        { accountId: shard, amount: -100n },
      ]);
    }
    const posted = new Set(shards.slice(0, 3)).size;
    expect(await app.ledger.clearingBalance('DEMO', ClearingAccount.bonus)).toBe(
      before - 100n * BigInt(posted),
    );
    const opened = await app.ledger.clearingShards('DEMO', ClearingAccount.bonus);
    expect(opened).toEqual(expect.arrayContaining([...new Set(shards)]));
    for (const shard of opened) expect((await app.ledger.verify(shard)).ok).toBe(true);
  });
});

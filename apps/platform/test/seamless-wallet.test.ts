import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, ledgerTransactions, type Member } from '../src/db/schema/index.js';
import { ClearingAccount } from '../src/domains/ledger/ledger.js';
import {
  roundKeyOf,
  roundOfLedgerKey,
  type RoundRef,
} from '../src/domains/money/seamless-wallet.js';
import { buildTestApp } from './helper.js';
import { newRoundKey, player } from './house-helper.js';
import { fund, ledgerProblems, postingsSum } from './transfers-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ house: { sweepEveryMs: 0 } }));
});
afterAll(() => app?.close());

const GAME = { gameId: 'NSO-0001', reference: 'Garuda Gold Reels' };

async function roundFor(member: Member, wallet = 'MAIN') {
  const ref: RoundRef = {
    merchantCode: 'DEMO',
    memberId: member.id,
    vassalage: 'NSO',
    roundKey: newRoundKey(),
  };
  return { ref, place: { ...ref, ...GAME, wallet } };
}

const balance = async (member: Member, wallet = 'MAIN') =>
  app.ledger.balanceOf(await app.ledger.memberAccount(member.id, wallet));

/** The ledger transactions of one round's steps. */
const movements = async (ref: RoundRef) =>
  (
    await app.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(
        sql`${ledgerTransactions.idempotencyKey} like ${`round:${ref.vassalage}:${ref.memberId}:${ref.roundKey}:%`}`,
      )
  )[0]!.n;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('seamless wallet', () => {
  it('reads a round back from its ledger key, and nothing from any other key', () => {
    const ref: RoundRef = {
      merchantCode: 'DEMO',
      memberId: '0b7f3c1e-4a5d-4c2b-9e8f-1a2b3c4d5e6f',
      vassalage: 'NSO',
      roundKey: 'table:7:hand:42',
    };
    for (const step of ['debit', 'credit', 'rollback'] as const) {
      expect(roundOfLedgerKey(roundKeyOf(ref, step))).toEqual({
        vassalage: 'NSO',
        memberId: ref.memberId,
        roundKey: 'table:7:hand:42',
      });
    }
    expect(roundOfLedgerKey('transfer:abc:def')).toBeUndefined();
    expect(roundOfLedgerKey(`round:NSO:${ref.memberId}:r1:payout`)).toBeUndefined();
  });

  it('debit takes the stake and opens the round; a duplicate answers it and takes nothing', async () => {
    const { member } = await player(app, 100);
    const { ref, place } = await roundFor(member);
    const first = await app.seamlessWallet.debit({ ...place, stake: 2_500n });
    expect(first).toMatchObject({ status: 'OPEN', stake: 2_500n, win: 0n, wallet: 'MAIN' });
    expect(first.debitTransactionId).not.toBeNull();
    const again = await app.seamlessWallet.debit({ ...place, stake: 2_500n });
    expect(again).toEqual(first);
    expect(await balance(member)).toBe(7_500n);
    expect(await movements(ref)).toBe(1);
  });

  it('credit pays the win once and settles the round', async () => {
    const { member } = await player(app, 100);
    const { ref, place } = await roundFor(member);
    await app.seamlessWallet.debit({ ...place, stake: 1_000n });
    const settled = await app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 3_600n);
    expect(settled).toMatchObject({ status: 'SETTLED', win: 3_600n });
    expect(settled.settleTransactionId).not.toBeNull();
    expect(settled.settledAt).toBeInstanceOf(Date);
    const again = await app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 3_600n);
    expect(again).toEqual(settled);
    expect(await balance(member)).toBe(10_000n - 1_000n + 3_600n);
    expect(await movements(ref)).toBe(2);
  });

  it('a loss settles with no movement; its duplicate answers it, another win is refused', async () => {
    const { member } = await player(app, 10);
    const { ref, place } = await roundFor(member);
    await app.seamlessWallet.debit({ ...place, stake: 500n });
    const lost = await app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 0n);
    expect(lost).toMatchObject({ status: 'SETTLED', win: 0n, settleTransactionId: null });
    expect(await app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 0n)).toEqual(
      lost,
    );
    expect(await refusal(app.seamlessWallet.credit({ ...ref, reference: 'x' }, 100n))).toBe(
      'idempotency.key.reused',
    );
    expect(await balance(member)).toBe(500n);
    expect(await movements(ref)).toBe(1);
  });

  it('the same key with other amounts is refused: idempotency.key.reused', async () => {
    const { member } = await player(app, 100);
    const { ref, place } = await roundFor(member);
    await app.seamlessWallet.debit({ ...place, stake: 1_000n });
    expect(await refusal(app.seamlessWallet.debit({ ...place, stake: 1_001n }))).toBe(
      'idempotency.key.reused',
    );
    await app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 2_000n);
    expect(
      await refusal(app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 2_001n)),
    ).toBe('idempotency.key.reused');
    expect(await balance(member)).toBe(10_000n - 1_000n + 2_000n);
  });

  it('a credit before its debit is round.not.found, and the round plays normally after', async () => {
    const { member } = await player(app, 50);
    const { ref, place } = await roundFor(member);
    expect(
      await refusal(app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 500n)),
    ).toBe('round.not.found');
    expect(await movements(ref)).toBe(0);
    await app.seamlessWallet.debit({ ...place, stake: 500n });
    await app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 500n);
    expect(await balance(member)).toBe(5_000n);
  });

  it('a rollback before its debit voids the round: the late debit is round.closed, nothing moves', async () => {
    const { member } = await player(app, 50);
    const { ref, place } = await roundFor(member);
    const voided = await app.seamlessWallet.rollback(place);
    expect(voided).toMatchObject({ status: 'VOID', stake: 0n, debitTransactionId: null });
    expect(await app.seamlessWallet.rollback(place)).toEqual(voided);
    expect(await refusal(app.seamlessWallet.debit({ ...place, stake: 500n }))).toBe('round.closed');
    expect(
      await refusal(app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 10n)),
    ).toBe('round.closed');
    expect(await balance(member)).toBe(5_000n);
    expect(await movements(ref)).toBe(0);
  });

  it('a rollback gives an open round’s stake back once; a credit after it is round.closed', async () => {
    const { member } = await player(app, 50);
    const { ref, place } = await roundFor(member);
    await app.seamlessWallet.debit({ ...place, stake: 1_200n });
    const refunded = await app.seamlessWallet.rollback(place);
    expect(refunded).toMatchObject({ status: 'VOID', stake: 1_200n, win: 0n });
    expect(await app.seamlessWallet.rollback(place)).toEqual(refunded);
    expect(
      await refusal(app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 2_400n)),
    ).toBe('round.closed');
    expect(await balance(member)).toBe(5_000n);
    const kinds = await app.db
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(
        sql`${ledgerTransactions.idempotencyKey} like ${`round:NSO:${member.id}:${ref.roundKey}:%`}`,
      );
    expect(kinds.map((k) => k.kind).sort()).toEqual(['BET', 'BET_REFUND']);
  });

  it('a rollback after the credit is round.closed and moves nothing', async () => {
    const { member } = await player(app, 50);
    const { ref, place } = await roundFor(member);
    await app.seamlessWallet.debit({ ...place, stake: 1_000n });
    await app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 0n);
    expect(await refusal(app.seamlessWallet.rollback(place))).toBe('round.closed');
    expect(await balance(member)).toBe(4_000n);
  });

  it('refuses a stake above the balance (wallet.insufficient) and leaves no round', async () => {
    const { member } = await player(app, 5);
    const { ref, place } = await roundFor(member);
    expect(await refusal(app.seamlessWallet.debit({ ...place, stake: 501n }))).toBe(
      'wallet.insufficient',
    );
    expect(await app.seamlessWallet.find(ref)).toBeUndefined();
    expect(await balance(member)).toBe(500n);
  });

  it('bets from a vendor wallet when the round names it, against the vendor clearing', async () => {
    const { member } = await player(app, 0);
    await fund(app, member.username, 30);
    await app.transfers.betweenWallets(
      { member, merchant: (await app.merchants.find('DEMO'))!, language: 'EN', key: newRoundKey() },
      { from: 'MAIN', to: 'JKP', amount: 20 },
    );
    const clearingBefore = await app.ledger.clearingBalance('DEMO', ClearingAccount.vendor);
    const { ref, place } = await roundFor(member, 'JKP');
    await app.seamlessWallet.debit({ ...place, stake: 700n });
    expect(await balance(member, 'JKP')).toBe(1_300n);
    expect(await balance(member)).toBe(1_000n);
    await app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 1_400n);
    expect(await balance(member, 'JKP')).toBe(2_700n);
    expect(await app.ledger.clearingBalance('DEMO', ClearingAccount.vendor)).toBe(
      clearingBefore - 700n,
    );
  });

  it('concurrent duplicate debits and credits move the money once', async () => {
    const { member } = await player(app, 100);
    const { ref, place } = await roundFor(member);
    const debits = await Promise.all(
      Array.from({ length: 8 }, () => app.seamlessWallet.debit({ ...place, stake: 3_000n })),
    );
    expect(new Set(debits.map((d) => d.id)).size).toBe(1);
    const credits = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 6_000n),
      ),
    );
    expect(credits.every((c) => c.status === 'SETTLED' && c.win === 6_000n)).toBe(true);
    expect(await balance(member)).toBe(10_000n - 3_000n + 6_000n);
    expect(await movements(ref)).toBe(2);
  });

  it('a credit racing a rollback: exactly one of them closes the round', async () => {
    const { member } = await player(app, 100);
    const { ref, place } = await roundFor(member);
    await app.seamlessWallet.debit({ ...place, stake: 2_000n });
    const outcomes = await Promise.all([
      refusal(app.seamlessWallet.credit({ ...ref, reference: GAME.reference }, 5_000n)),
      refusal(app.seamlessWallet.rollback(place)),
    ]);
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'round.closed')).toHaveLength(1);
    const round = (await app.seamlessWallet.find(ref))!;
    expect(await balance(member)).toBe(round.status === 'VOID' ? 10_000n : 13_000n);
  });

  it('concurrent debits of one member never take more than the balance', async () => {
    const { member } = await player(app, 10);
    const results = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { place } = await roundFor(member);
        return refusal(app.seamlessWallet.debit({ ...place, stake: 300n }));
      }),
    );
    expect(results.filter((r) => r === 'accepted')).toHaveLength(3);
    expect(results.filter((r) => r === 'wallet.insufficient')).toHaveLength(3);
    expect(await balance(member)).toBe(100n);
    const open = await app.db
      .select({ n: count() })
      .from(gameRounds)
      .where(and(eq(gameRounds.memberId, member.id), eq(gameRounds.status, 'OPEN')));
    expect(open[0]!.n).toBe(3);
  });

  it('leaves the ledger balanced: postings sum to zero, no wallet negative or drifted', async () => {
    expect(await postingsSum(app)).toBe(0n);
    expect(await ledgerProblems(app)).toEqual({ negative: 0, drifted: 0 });
  });
});

import type { LedgerKind } from '@site/contract';
import { and, asc, inArray, isNull, like, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { walletAccounts } from '../../db/schema/index.js';
import {
  ClearingAccount,
  clearingWalletOf,
  requestHashOf,
  type Ledger,
  type LedgerReceipt,
} from '../ledger/ledger.js';
import { MAIN_WALLET, PLAY_WALLET } from '../ledger/wallets.js';

/**
 * The lottery's money: a member's MAIN wallet against the merchant's lottery clearing account
 * (sharded by member), or a free-play guest's PLAY wallet against the play book's clearing, so
 * play money never meets the lottery's real book. Stakes are BET, wins WIN, stakes given back
 * BET_REFUND; each movement under its own ledger key, so it moves money once.
 */
export interface MemberSide {
  merchantCode: string;
  memberId: string;
  /** 'PLAY' for a free-play guest (the order's wallet); 'MAIN' (the default) otherwise. */
  wallet?: string;
}

/** The wallet names of lotteryAccounts: the member's and its clearing shard's. */
export function lotteryWallets(side: MemberSide) {
  const play = side.wallet === PLAY_WALLET;
  return {
    member: play ? PLAY_WALLET : MAIN_WALLET,
    clearing: clearingWalletOf(
      play ? ClearingAccount.play : ClearingAccount.lottery,
      side.memberId,
    ),
  };
}

export async function lotteryAccounts(ledger: Ledger, side: MemberSide, executor: Db) {
  const play = side.wallet === PLAY_WALLET;
  return {
    member: await ledger.memberAccount(side.memberId, play ? PLAY_WALLET : MAIN_WALLET, executor),
    clearing: await ledger.clearingAccount(
      side.merchantCode,
      play ? ClearingAccount.play : ClearingAccount.lottery,
      { spreadBy: side.memberId, executor },
    ),
  };
}

/** The member's MAIN balance right after a movement, from its receipt. */
export const balanceAfter = (receipt: LedgerReceipt, memberAccount: string): bigint =>
  receipt.postings.find((p) => p.accountId === memberAccount)?.balanceAfter ?? 0n;

/** What the member's side of a receipt moved (negative for a stake). */
export const memberAmount = (receipt: LedgerReceipt, memberAccount: string): bigint =>
  receipt.postings
    .filter((p) => p.accountId === memberAccount)
    .reduce((sum, p) => sum + p.amount, 0n);

/**
 * Pays `amount` (> 0) from the lottery clearing to the member, with the caller's transaction
 * (settlement, a chase stopped, a void issue): `key` names the order and the reason, so a rerun
 * answers the first movement.
 */
export async function payMember(
  ledger: Ledger,
  tx: Db,
  side: MemberSide,
  payment: { kind: LedgerKind; key: string; reference: string; amount: bigint },
  accounts?: { member: string; clearing: string },
): Promise<LedgerReceipt> {
  const account = accounts ?? (await lotteryAccounts(ledger, side, tx));
  return ledger.post(
    {
      merchantCode: side.merchantCode,
      kind: payment.kind,
      reference: payment.reference,
      idempotencyKey: payment.key,
      requestHash: requestHashOf({ amount: payment.amount }),
      postings: [
        { accountId: account.clearing, amount: -payment.amount },
        { accountId: account.member, amount: payment.amount },
      ],
    },
    tx,
  );
}

/**
 * Locks, in id order, the MAIN and PLAY wallets of `memberIds` and the merchants' lottery and
 * play clearing shards, before a run pays many members in one transaction. Each post locks its two accounts
 * in order, but a run's posts one after another would not: two runs (two processes settling
 * two issues) could each hold what the other waits for. Taken all at once, in one order, they
 * cannot.
 */
export async function lockPaidAccounts(tx: Db, merchantCodes: string[], memberIds: string[]) {
  if (memberIds.length === 0) return;
  await tx
    .select({ id: walletAccounts.id })
    .from(walletAccounts)
    .where(
      or(
        and(
          inArray(walletAccounts.memberId, memberIds),
          inArray(walletAccounts.wallet, [MAIN_WALLET, PLAY_WALLET]),
        ),
        and(
          isNull(walletAccounts.memberId),
          inArray(walletAccounts.merchantCode, merchantCodes),
          or(
            like(walletAccounts.wallet, `${ClearingAccount.lottery}%`),
            like(walletAccounts.wallet, `${ClearingAccount.play}%`),
          ),
        ),
      ),
    )
    .orderBy(asc(walletAccounts.id))
    .for('update');
}

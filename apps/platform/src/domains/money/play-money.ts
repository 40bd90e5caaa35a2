import { MemberType, PLAY_CREDITS, PLAY_TOP_UP_BELOW, PLAY_TOP_UP_MINUTES } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import type { Member } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { ClearingAccount, requestHashOf, type LedgerReceipt } from '../ledger/ledger.js';
import { PLAY_WALLET } from '../ledger/wallets.js';

/** Whose play money: a trial account of a merchant. */
export type PlayMember = Pick<Member, 'id' | 'merchantCode' | 'type'>;

/** The wallet a member's games and lottery bet from: a free-play guest's play money, or MAIN. */
export const bettingWalletOf = (member: Pick<Member, 'type'>, realWallet: string) =>
  member.type === MemberType.trial ? PLAY_WALLET : realWallet;

/**
 * Free play's money (docs/product.md §4): a trial account's PLAY wallet, credited from the
 * merchant's
 * PLAY_CLEARING account and nothing else. The two make a book of their own in the ledger, so
 * play money sums to zero apart from real money, and no real account, clearing or report
 * meets it. Transfers, deposits and withdrawals refuse trial accounts (member.trial), so it
 * can only be staked on the house games and the lottery, and won back.
 */
export function createPlayMoney(app: FastifyInstance) {
  const accountsOf = async (member: PlayMember, executor?: Db) => ({
    wallet: await app.ledger.memberAccount(member.id, PLAY_WALLET, executor),
    clearing: await app.ledger.clearingAccount(member.merchantCode, ClearingAccount.play, {
      spreadBy: member.id,
      executor,
    }),
  });

  const credit = async (
    member: PlayMember,
    key: string,
    amount: bigint,
    executor?: Db,
  ): Promise<LedgerReceipt> => {
    const account = await accountsOf(member, executor);
    return app.ledger.post(
      {
        merchantCode: member.merchantCode,
        kind: 'PLAY_CREDIT',
        idempotencyKey: key,
        requestHash: requestHashOf({ playCredit: key }),
        postings: [
          { accountId: account.clearing, amount: -amount },
          { accountId: account.wallet, amount },
        ],
      },
      executor,
    );
  };

  return {
    /** The guest's first credits, once per account whatever retries (its key is the member's). */
    grant(member: PlayMember, executor?: Db): Promise<LedgerReceipt> {
      if (member.type !== MemberType.trial) throw new AppError('access.forbidden');
      return credit(member, `play:grant:${member.id}`, BigInt(PLAY_CREDITS), executor);
    },

    /** The guest's play balance, in minor units. */
    async balanceOf(member: PlayMember): Promise<bigint> {
      return app.ledger.balanceOf((await accountsOf(member)).wallet);
    },

    /**
     * Tops the play balance back up to PLAY_CREDITS once it is below PLAY_TOP_UP_BELOW
     * (play.top.up.not.needed otherwise), at most once per PLAY_TOP_UP_MINUTES
     * (request.throttled). A retry of `key` answers the first top-up. Answers the new balance.
     */
    async topUp(member: PlayMember, key: string): Promise<bigint> {
      if (member.type !== MemberType.trial) throw new AppError('access.forbidden');
      const ledgerKey = `play:topup:${member.id}:${key}`;
      const account = await accountsOf(member);
      const first = await app.ledger.replay(
        member.merchantCode,
        ledgerKey,
        requestHashOf({ playCredit: ledgerKey }),
      );
      if (first) return app.ledger.balanceOf(account.wallet);
      const balance = await app.ledger.balanceOf(account.wallet);
      if (balance >= BigInt(PLAY_TOP_UP_BELOW)) throw new AppError('play.top.up.not.needed');
      const limit = await app.throttle.hit(`play-top-up:${member.id}`, 1, PLAY_TOP_UP_MINUTES * 60);
      if (!limit.allowed) throw new AppError('request.throttled', { retryAt: limit.retryAt });
      const receipt = await credit(member, ledgerKey, BigInt(PLAY_CREDITS) - balance);
      return receipt.postings.find((p) => p.accountId === account.wallet)!.balanceAfter;
    },
  };
}
export type PlayMoney = ReturnType<typeof createPlayMoney>;

declare module 'fastify' {
  interface FastifyInstance {
    playMoney: PlayMoney;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('playMoney', createPlayMoney(app));
  },
  { name: 'play-money', dependencies: ['db', 'ledger', 'throttle'] },
);

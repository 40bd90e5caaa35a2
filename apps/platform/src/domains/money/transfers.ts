import { isAgentType, MemberType, toMinorUnits, type Language } from '@site/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { walletAccounts, type Member, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { requestHashOf, type LedgerReceipt, type Posting } from '../ledger/ledger.js';
import { refuseTrial } from '../accounts/members.js';
import { MAIN_WALLET, type WalletVendor, type WalletView } from '../ledger/wallets.js';

/** What every transfer answers: the member's wallets it touched, after it, and the total. */
export interface TransferOutcome {
  /** Null when a recall found nothing to move. */
  transactionId: string | null;
  wallets: WalletView[];
  sumBalance: bigint;
}

/** Who asks, and in which language the wallet names are wanted. */
export interface Mover {
  member: Member;
  merchant: Merchant;
  language: Language;
  /** The request's Idempotency-Key. */
  key: string;
}

type Text = Record<Language, string>;
const fieldText = {
  sameWallet: {
    EN: 'Choose a wallet other than the one the money comes from.',
    ID: 'Pilih dompet selain dompet asal dana.',
  },
  oneSideMain: {
    EN: 'A transfer goes from or to the main wallet.',
    ID: 'Transfer dilakukan dari atau ke dompet utama.',
  },
  unknownWallet: { EN: 'There is no such game wallet.', ID: 'Dompet permainan ini tidak ada.' },
} satisfies Record<string, Text>;
const disabledReceiver: Text = {
  EN: 'This account is disabled and cannot receive transfers.',
  ID: 'Akun ini dinonaktifkan dan tidak dapat menerima transfer.',
};

const invalidField = (field: 'from' | 'to', text: Text, language: Language) =>
  new AppError('request.invalid', { fields: { [`body.${field}`]: text[language] } });

/** How often a recall recomputes its postings when a wallet changed under it. */
const RECALL_ATTEMPTS = 3;

/**
 * Moving a member's money between its own wallets (MAIN and the game vendors'), home from every
 * vendor at once, and between an upline's and a downline's MAIN wallets. Each is one ledger
 * transaction under the member's idempotency key, so a retry answers the first result; the
 * ledger's replay is asked before the rules, so a retry answers it even if they now refuse.
 */
export function createTransfers(app: FastifyInstance) {
  const db = app.db;

  /**
   * The mover's own wallets in the receipt (in posting order), after it. `known` names the
   * accounts when the caller has them at hand; a retry looks them up.
   */
  async function outcomeOf(
    memberId: string,
    receipt: LedgerReceipt,
    language: Language,
    known?: Map<string, { wallet: string; vendor: WalletVendor | undefined }>,
  ): Promise<TransferOutcome> {
    let own = known;
    if (!own) {
      const accounts = await app.wallets.memberAccounts(receipt.postings.map((p) => p.accountId));
      const mine = accounts.filter((a) => a.memberId === memberId);
      const vendors = await app.wallets.vendorsByCode(mine.map((a) => a.wallet));
      own = new Map(
        mine.map((a) => [a.accountId, { wallet: a.wallet, vendor: vendors.get(a.wallet) }]),
      );
    }
    const wallets = receipt.postings.flatMap((p) => {
      const account = own.get(p.accountId);
      return account
        ? [app.wallets.view(account.wallet, p.balanceAfter, account.vendor, language)]
        : [];
    });
    return {
      transactionId: receipt.transactionId,
      wallets,
      // Read by the post itself when it posted; a retry reads it from the postings.
      sumBalance:
        receipt.total ?? (await app.wallets.sumBalanceAfter(memberId, receipt.transactionId)),
    };
  }

  /**
   * The member's accounts of these wallets by wallet code: those `opened` already, then those it
   * has not used yet, opened now.
   */
  async function accountsOf(
    memberId: string,
    codes: readonly string[],
    opened: Record<string, string> | null,
  ) {
    const byWallet = new Map(Object.entries(opened ?? {}));
    for (const code of codes) {
      if (!byWallet.has(code)) byWallet.set(code, await app.ledger.memberAccount(memberId, code));
    }
    return (code: string) => byWallet.get(code)!;
  }

  /** Transfers are for transfer-wallet merchants; a single wallet bets from MAIN. */
  function refuseSingleWallet(merchant: Merchant) {
    if (merchant.singleWallet) {
      throw new AppError('feature.disabled', {
        detail: 'This site has one wallet: games play from the main wallet.',
      });
    }
  }

  /** The vendor code of a MAIN↔vendor transfer (the side that is not MAIN). */
  const vendorCodeOf = (from: string, to: string) => (from === MAIN_WALLET ? to : from);

  /** The vendor side of a MAIN↔vendor transfer, checked against the merchant's vendor found. */
  function vendorSide(
    from: string,
    to: string,
    vendor: WalletVendor | null,
    language: Language,
  ): WalletVendor {
    if (from === to) throw invalidField('to', fieldText.sameWallet, language);
    if (from !== MAIN_WALLET && to !== MAIN_WALLET) {
      throw invalidField('to', fieldText.oneSideMain, language);
    }
    if (!vendor) {
      throw invalidField(from === MAIN_WALLET ? 'to' : 'from', fieldText.unknownWallet, language);
    }
    if (vendor.maintenance) {
      throw new AppError('vendor.maintenance', {
        detail: `${vendor.displayName} is under maintenance: no transfers in or out.`,
      });
    }
    return vendor;
  }

  /**
   * Money moved in for a game must cover one bet of it: less could not be staked there
   *. A game not of that wallet's vendor is a wrong request.
   */
  async function refuseBelowMinBet(
    merchantCode: string,
    gameId: string,
    wallet: string,
    amount: bigint,
  ) {
    const offered = await app.games.offered(merchantCode, gameId);
    if (!offered || offered.game.vassalage !== wallet) {
      throw new AppError('request.invalid', { detail: 'The game is not of that wallet.' });
    }
    if (amount < BigInt(offered.game.minBetMinor)) {
      throw new AppError('transfer.below.min.bet');
    }
  }

  return {
    /** MAIN to one vendor wallet or back: one TRANSFER of two postings that sum to zero. */
    async betweenWallets(
      mover: Mover,
      body: { from: string; to: string; amount: number; gameId?: string | undefined },
    ): Promise<TransferOutcome> {
      const { member, merchant, language } = mover;
      refuseTrial(member);
      refuseSingleWallet(merchant);
      const amount = toMinorUnits(body.amount);
      const key = `member:${member.id}:transfer:${mover.key}`;
      const requestHash = requestHashOf({ from: body.from, to: body.to, amount });
      // One read for all the post needs: the key's first answer, the vendor, the accounts.
      const [read] = await db
        .select({
          first: app.ledger.firstAnswerColumn(merchant.code, key),
          vendor: app.wallets.vendorOfColumn(merchant.code, vendorCodeOf(body.from, body.to)),
          accounts: app.wallets.accountIdsColumn(member.id, [body.from, body.to]),
        })
        .from(sql`(values (0)) as one`);
      const first = app.ledger.answerOf(read!.first, requestHash);
      if (first) return outcomeOf(member.id, first, language);

      const vendor = vendorSide(body.from, body.to, read!.vendor, language);
      if (body.gameId !== undefined && body.to !== MAIN_WALLET) {
        await refuseBelowMinBet(merchant.code, body.gameId, body.to, amount);
      }
      const account = await accountsOf(member.id, [body.from, body.to], read!.accounts);
      const from = account(body.from);
      const to = account(body.to);
      const receipt = await app.ledger.post({
        merchantCode: merchant.code,
        kind: 'TRANSFER',
        reference: body.from === MAIN_WALLET ? body.to : body.from,
        idempotencyKey: key,
        requestHash,
        postings: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
        totalOf: member.id,
      });
      const side = (code: string) => ({
        wallet: code,
        vendor: code === MAIN_WALLET ? undefined : vendor,
      });
      return outcomeOf(
        member.id,
        receipt,
        language,
        new Map([
          [from, side(body.from)],
          [to, side(body.to)],
        ]),
      );
    },

    /**
     * Recall all (docs/product.md §7 consolidated funds): every vendor wallet with money, except
     * those under
     * maintenance, back to MAIN in one TRANSFER. Nothing to recall: no transaction, MAIN as is.
     */
    async recallAll(mover: Mover): Promise<TransferOutcome> {
      const { member, merchant, language } = mover;
      refuseTrial(member);
      refuseSingleWallet(merchant);
      const key = `member:${member.id}:consolidate:${mover.key}`;
      // The amounts are read from the wallets, so the key alone names the request.
      const requestHash = requestHashOf({ consolidate: member.id });
      const first = await app.ledger.replay(merchant.code, key, requestHash);
      if (first) return outcomeOf(member.id, first, language);

      const main = await app.ledger.memberAccount(member.id, MAIN_WALLET);
      for (let attempt = 1; ; attempt++) {
        const held = await db
          .select({
            accountId: walletAccounts.id,
            wallet: walletAccounts.wallet,
            balance: walletAccounts.balance,
          })
          .from(walletAccounts)
          .where(eq(walletAccounts.memberId, member.id));
        const vendors = await app.wallets.vendorsByCode(held.map((h) => h.wallet));
        const recalled = held.filter(
          (h) => h.wallet !== MAIN_WALLET && h.balance > 0n && !vendors.get(h.wallet)?.maintenance,
        );
        if (recalled.length === 0) {
          const balance = await app.ledger.balanceOf(main);
          return {
            transactionId: null,
            wallets: [app.wallets.view(MAIN_WALLET, balance, undefined, language)],
            sumBalance: await app.wallets.sumBalance(member.id),
          };
        }
        const total = recalled.reduce((sum, h) => sum + h.balance, 0n);
        const postings: Posting[] = [
          { accountId: main, amount: total },
          ...recalled.map((h) => ({ accountId: h.accountId, amount: -h.balance })),
        ];
        try {
          const receipt = await app.ledger.post({
            merchantCode: merchant.code,
            kind: 'TRANSFER',
            reference: recalled.map((h) => h.wallet).join(','),
            idempotencyKey: key,
            requestHash,
            postings,
            totalOf: member.id,
          });
          const own = new Map<string, { wallet: string; vendor: WalletVendor | undefined }>([
            [main, { wallet: MAIN_WALLET, vendor: undefined }],
            ...recalled.map(
              (h) => [h.accountId, { wallet: h.wallet, vendor: vendors.get(h.wallet) }] as const,
            ),
          ]);
          return await outcomeOf(member.id, receipt, language, own);
        } catch (error) {
          // A vendor wallet spent between the read and the lock: read the wallets again.
          const raced = error instanceof AppError && error.code === 'wallet.insufficient';
          if (!raced || attempt >= RECALL_ATTEMPTS) throw error;
        }
      }
    },

    /**
     * MAIN to the member's upline's MAIN (docs/product.md §6), with the payment password when
     * PAYMENTPASS3 is on.
     */
    async toUpline(
      mover: Mover,
      body: { amount: number; paymentPassword?: string | undefined },
    ): Promise<TransferOutcome> {
      const { member, merchant, language } = mover;
      refuseTrial(member);
      const amount = toMinorUnits(body.amount);
      const key = `member:${member.id}:transferUpline:${mover.key}`;
      const requestHash = requestHashOf({ kind: 'UPLINE_TRANSFER', amount });
      const first = await app.ledger.replay(merchant.code, key, requestHash);
      if (first) return outcomeOf(member.id, first, language);

      const upline = member.uplineId ? await app.members.byId(member.uplineId) : undefined;
      if (!upline || upline.merchantCode !== merchant.code) throw new AppError('member.no.upline');
      await app.accountSecurity.requirePaymentPassword(member, merchant.code, body.paymentPassword);
      return betweenMembers(mover, upline, amount, 'UPLINE_TRANSFER', key, requestHash);
    },

    /**
     * Who an agent is about to send to, asked before its confirmation: the direct downline's
     * stored username and nickname, refused as the transfer itself would refuse it.
     */
    async downline(agent: Member, merchant: Merchant, username: string, language: Language) {
      if (!isAgentType(agent.type)) throw new AppError('member.not.agent');
      const downline = await directDownline(agent, merchant.code, username);
      refuseDisabled(downline, language);
      return { username: downline.username, nickname: downline.nickname };
    },

    /** An agent's MAIN to a direct downline's MAIN, with the payment password. */
    async toDownline(
      mover: Mover,
      body: { username: string; amount: number; paymentPassword?: string | undefined },
    ): Promise<TransferOutcome> {
      const { member, merchant, language } = mover;
      if (!isAgentType(member.type)) throw new AppError('member.not.agent');
      const amount = toMinorUnits(body.amount);
      const key = `member:${member.id}:transferDownline:${mover.key}`;
      const requestHash = requestHashOf({
        kind: 'DOWNLINE_TRANSFER',
        username: body.username.toLowerCase(),
        amount,
      });
      const first = await app.ledger.replay(merchant.code, key, requestHash);
      if (first) return outcomeOf(member.id, first, language);

      const downline = await directDownline(member, merchant.code, body.username);
      await app.accountSecurity.requirePaymentPassword(member, merchant.code, body.paymentPassword);
      return betweenMembers(mover, downline, amount, 'DOWNLINE_TRANSFER', key, requestHash);
    },
  };

  /** The agent's direct downline of that username (any case), else member.not.downline. */
  async function directDownline(agent: Member, merchantCode: string, username: string) {
    const downline = await app.members.byUsername(merchantCode, username);
    // Unknown, someone else's or a trial account: the same answer, so names are not probed.
    if (!downline || downline.uplineId !== agent.id || downline.type === MemberType.trial) {
      throw new AppError('member.not.downline');
    }
    return downline;
  }

  /** A disabled member takes no transfer. */
  function refuseDisabled(receiver: Member, language: Language) {
    if (receiver.disabled) {
      throw new AppError('member.disabled', { detail: disabledReceiver[language] });
    }
  }

  /**
   * MAIN to MAIN between two members; the reference is the receiver's username. A disabled
   * receiver takes nothing (member.disabled).
   */
  async function betweenMembers(
    mover: Mover,
    receiver: Member,
    amount: bigint,
    kind: 'UPLINE_TRANSFER' | 'DOWNLINE_TRANSFER',
    key: string,
    requestHash: string,
  ) {
    refuseDisabled(receiver, mover.language);
    const from = await app.ledger.memberAccount(mover.member.id, MAIN_WALLET);
    const to = await app.ledger.memberAccount(receiver.id, MAIN_WALLET);
    const receipt = await app.ledger.post({
      merchantCode: mover.merchant.code,
      kind,
      reference: receiver.username,
      idempotencyKey: key,
      requestHash,
      postings: [
        { accountId: from, amount: -amount },
        { accountId: to, amount },
      ],
      totalOf: mover.member.id,
    });
    return outcomeOf(
      mover.member.id,
      receipt,
      mover.language,
      new Map([[from, { wallet: MAIN_WALLET, vendor: undefined }]]),
    );
  }
}
export type Transfers = ReturnType<typeof createTransfers>;

declare module 'fastify' {
  interface FastifyInstance {
    transfers: Transfers;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('transfers', createTransfers(app));
  },
  {
    name: 'transfers',
    dependencies: ['db', 'ledger', 'wallets', 'members', 'account-security'],
  },
);

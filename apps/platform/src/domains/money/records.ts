import {
  transactionTypeSchema,
  type Language,
  type LedgerKind,
  type TransactionType,
} from '@site/contract';
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  gameRounds,
  games,
  ledgerPostings,
  ledgerTransactions,
  members,
  walletAccounts,
} from '../../db/schema/index.js';
import { isRowId } from '../../db/row-id.js';
import { AppError } from '../../http/app-error.js';
import { roundOfLedgerKey } from './seamless-wallet.js';
import { MAIN_WALLET } from '../ledger/wallets.js';

/** Ledger kinds a member sees in the account record (a payout to the operator touches no wallet). */
const MEMBER_KINDS = transactionTypeSchema.options;

/** A period of records: from inclusive, to exclusive (ISO instants). */
export interface Period {
  from?: string | undefined;
  to?: string | undefined;
}
export interface Page {
  pageNo: number;
  pageSize: number;
}

/** One posting on one of the member's wallets; amounts in minor units. */
export interface RecordLine {
  id: string;
  transactionId: string;
  type: TransactionType;
  wallet: string;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
  /** The transaction's reference (a bonus's title, an order's reference ...). */
  reference: string | null;
}

type Text = Record<Language, string>;
const words = {
  operator: { EN: 'operator', ID: 'operator' },
  freePlay: { EN: 'free play', ID: 'main gratis' },
  upline: { EN: 'upline', ID: 'upline' },
  downline: { EN: 'downline', ID: 'downline' },
  deposit: { EN: 'deposit', ID: 'deposit' },
  withdrawal: { EN: 'withdrawal', ID: 'penarikan' },
  game: { EN: 'game', ID: 'permainan' },
  wallet: { EN: 'wallet', ID: 'dompet' },
  wallets: { EN: 'wallets', ID: 'dompet' },
} satisfies Record<string, Text>;

/**
 * The member's account records, read from the ledger: its postings, one
 * transaction's detail, totals by kind over a period and its bonuses. Nothing is kept twice.
 */
export function createRecords(app: FastifyInstance) {
  const db = app.db;

  /** The member's postings of member-visible kinds within the period. */
  const ownPostings = (memberId: string, period: Period, kinds: readonly LedgerKind[]) => {
    const conditions: SQL[] = [
      eq(walletAccounts.memberId, memberId),
      inArray(ledgerTransactions.kind, [...kinds]),
    ];
    if (period.from) conditions.push(gte(ledgerTransactions.createdAt, new Date(period.from)));
    if (period.to) conditions.push(lt(ledgerTransactions.createdAt, new Date(period.to)));
    return and(...conditions);
  };

  const lineColumns = {
    id: ledgerPostings.id,
    transactionId: ledgerPostings.transactionId,
    type: sql<TransactionType>`${ledgerTransactions.kind}`,
    wallet: walletAccounts.wallet,
    amount: ledgerPostings.amount,
    balanceAfter: ledgerPostings.balanceAfter,
    createdAt: ledgerTransactions.createdAt,
    reference: ledgerTransactions.reference,
  };
  const toLine = (row: { id: number } & Omit<RecordLine, 'id'>): RecordLine => ({
    ...row,
    id: String(row.id),
  });

  /** Lines newest first (posting order is the order the balances changed in) and their count. */
  async function pagedLines(where: SQL | undefined, page: Page) {
    const rows = await db
      .select(lineColumns)
      .from(ledgerPostings)
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(where)
      .orderBy(desc(ledgerPostings.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize);
    const [total] = await db
      .select({ n: count() })
      .from(ledgerPostings)
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(where);
    return { lines: rows.map(toLine), totalCount: Number(total?.n ?? 0) };
  }

  /** Signed sums of the member's postings by kind over the period. */
  async function sumsByKind(memberId: string, period: Period) {
    const rows = await db
      .select({
        kind: ledgerTransactions.kind,
        sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text`,
      })
      .from(ledgerPostings)
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
      .where(ownPostings(memberId, period, MEMBER_KINDS))
      .groupBy(ledgerTransactions.kind);
    const sums = new Map(rows.map((r) => [r.kind, BigInt(r.sum)]));
    return (kind: TransactionType) => sums.get(kind) ?? 0n;
  }

  return {
    /** The account record: the member's postings, newest first, by type and period. */
    history(memberId: string, query: Period & Page & { type?: TransactionType | undefined }) {
      return pagedLines(
        ownPostings(memberId, query, query.type ? [query.type] : MEMBER_KINDS),
        query,
      );
    },

    /**
     * One transaction of the member's (ODSFE2_MemTransDet): its lines on the member's wallets
     * and the other side in words. Another member's transaction is not found, like a missing one.
     */
    async detail(
      memberId: string,
      merchantCode: string,
      transactionId: string,
      language: Language,
    ) {
      const notFound = () =>
        new AppError('resource.not.found', { detail: 'No such transaction in your records.' });
      if (!isRowId(transactionId)) throw notFound();
      const [transaction] = await db
        .select()
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.id, transactionId),
            eq(ledgerTransactions.merchantCode, merchantCode),
            inArray(ledgerTransactions.kind, [...MEMBER_KINDS]),
          ),
        )
        .limit(1);
      if (!transaction) throw notFound();
      const postings = await db
        .select({
          ...lineColumns,
          memberId: walletAccounts.memberId,
          username: members.username,
        })
        .from(ledgerPostings)
        .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .leftJoin(members, eq(members.id, walletAccounts.memberId))
        .where(eq(ledgerPostings.transactionId, transactionId))
        .orderBy(ledgerPostings.id);
      const own = postings.filter((p) => p.memberId === memberId);
      if (own.length === 0) throw notFound();
      const type = transaction.kind as TransactionType;
      const lines = own.map(({ memberId: _m, username: _u, ...line }) => toLine(line));

      let reference = transaction.reference;
      let counterpart: string;
      const other = postings.find((p) => p.memberId !== null && p.memberId !== memberId);
      const sent = own.reduce((sum, p) => sum + p.amount, 0n) < 0n;
      switch (type) {
        case 'TRANSFER': {
          const vendorCodes = own.map((p) => p.wallet).filter((w) => w !== MAIN_WALLET);
          const vendors = await app.wallets.vendorsByCode(vendorCodes);
          const names = vendorCodes.map((code) => vendors.get(code)?.displayName ?? code);
          // The ledger keeps the vendor codes ("DS88,GDL"); the member reads their names.
          reference = names.join(', ');
          counterpart =
            language === 'ID'
              ? `${words.wallet.ID} ${names.join(', ')}`
              : `${names.join(', ')} ${names.length > 1 ? words.wallets.EN : words.wallet.EN}`;
          break;
        }
        case 'UPLINE_TRANSFER':
        case 'DOWNLINE_TRANSFER': {
          // The sender of an upline transfer sees its upline; its receiver sees a downline.
          const towardUpline = (type === 'UPLINE_TRANSFER') === sent;
          const username = other?.username ?? '';
          reference = username;
          counterpart = `${(towardUpline ? words.upline : words.downline)[language]} ${username}`;
          break;
        }
        case 'ADJUSTMENT':
        case 'BONUS':
        case 'SALARY':
        case 'DIVIDEND':
        case 'REBATE':
          counterpart = words.operator[language];
          break;
        case 'PLAY_CREDIT':
          counterpart = words.freePlay[language];
          break;
        case 'DEPOSIT':
          counterpart = [words.deposit[language], reference].filter(Boolean).join(' ');
          break;
        case 'WITHDRAWAL':
        case 'WITHDRAWAL_REVERSAL':
          counterpart = [words.withdrawal[language], reference].filter(Boolean).join(' ');
          break;
        case 'BET':
        case 'WIN':
        case 'BET_REFUND': {
          // The round it moved money for: its id is the reference, its game the other side.
          // Its ledger key names it, so it is found by game_rounds_key, not among all of the
          // member's rounds.
          const named = roundOfLedgerKey(transaction.idempotencyKey);
          const [round] = named
            ? await db
                .select({ id: gameRounds.id, gameName: games.gameName })
                .from(gameRounds)
                .innerJoin(games, eq(games.gameId, gameRounds.gameId))
                .where(
                  and(
                    eq(gameRounds.vassalage, named.vassalage),
                    eq(gameRounds.memberId, memberId),
                    eq(gameRounds.roundKey, named.roundKey),
                    or(
                      eq(gameRounds.debitTransactionId, transactionId),
                      eq(gameRounds.settleTransactionId, transactionId),
                    ),
                  ),
                )
                .limit(1)
            : [];
          if (round) reference = round.id;
          counterpart = [words.game[language], round?.gameName ?? reference]
            .filter(Boolean)
            .join(' ');
          break;
        }
      }
      return {
        transactionId,
        type,
        createdAt: transaction.createdAt,
        lines,
        reference,
        counterpart,
      };
    },

    /** Profit and loss over a period, from the member's postings (all positive but adjustment). */
    async profit(memberId: string, period: Period) {
      const sum = await sumsByKind(memberId, period);
      // A refunded bet (a vendor's rollback) was never bet.
      const bet = -sum('BET') - sum('BET_REFUND');
      const win = sum('WIN');
      const bonus = sum('BONUS');
      return {
        deposit: sum('DEPOSIT'),
        // What left for good: withdrawals asked for, less those that came back.
        withdrawal: -(sum('WITHDRAWAL') + sum('WITHDRAWAL_REVERSAL')),
        bet,
        win,
        bonus,
        adjustment: sum('ADJUSTMENT'),
        profit: win + bonus - bet,
      };
    },

    /** The member's bonuses in the period, newest first, with their title and the period's total. */
    async bonuses(memberId: string, query: Period & Page) {
      const where = ownPostings(memberId, query, ['BONUS']);
      const { lines, totalCount } = await pagedLines(where, query);
      const [total] = await db
        .select({ sum: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
        .from(ledgerPostings)
        .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(where);
      return {
        bonuses: lines.map((l) => ({
          transactionId: l.transactionId,
          amount: l.amount,
          title: l.reference ?? '',
          createdAt: l.createdAt,
        })),
        totalCount,
        total: BigInt(total?.sum ?? '0'),
      };
    },
  };
}
export type Records = ReturnType<typeof createRecords>;

declare module 'fastify' {
  interface FastifyInstance {
    records: Records;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('records', createRecords(app));
  },
  { name: 'records', dependencies: ['db', 'wallets'] },
);

import {
  Header,
  MAIN_WALLET,
  pageInfo,
  recordCalls,
  walletCalls,
  type AccountRecord,
  type BonusRecord,
  type CallBody,
  type MerchantWallet,
  type Profit,
  type TransactionDetail,
  type TransactionType,
  type TransferResult,
  type VendorWallet,
  transferCalls,
  DAY_MS,
  HOUR_MS,
} from '@site/contract';
import type { mockApi } from './mock-api';

/**
 * Contract-valid wallet and record answers for web tests (wallet transfers, transfer to
 * upline/downline, account records): the one place their builders live.
 */
type Api = ReturnType<typeof mockApi>;

export const vendorWallet = (
  wallet: string,
  displayName: string,
  balance: number,
  maintenance = false,
): VendorWallet => ({ wallet, displayName, balance, maintenance });

/** Main P 500, PG Soft 120.50, Jili empty, Evolution under maintenance holding 30. */
export function merchantWallet(overrides: Partial<MerchantWallet> = {}): MerchantWallet {
  const main = overrides.main ?? vendorWallet(MAIN_WALLET, 'Main', 500);
  const wallets = overrides.wallets ?? [
    vendorWallet('PG', 'PG Soft', 120.5),
    vendorWallet('JILI', 'Jili', 0),
    vendorWallet('EVO', 'Evolution', 30, true),
  ];
  return {
    isSingle: false,
    main,
    wallets,
    sumBalance: sumOf(main, wallets),
    ...overrides,
  };
}

// Summed in minor units, as the platform does: 0.1 + 0.2 must not show as 0.30000000000000004.
const sumOf = (main: VendorWallet, wallets: readonly VendorWallet[]) =>
  [main, ...wallets].reduce((sum, w) => sum + Math.round(w.balance * 100), 0) / 100;

export interface SentCall<B> {
  body: B;
  idempotencyKey: string | null;
}

const jsonBody = <B>(init: RequestInit | undefined) => JSON.parse(String(init?.body)) as B;
const keyOf = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get(Header.idempotencyKey);

/**
 * The wallet calls of a platform that really moves money: transfers and recall all change the
 * balances that merchantWallet and balance then answer. Every money call is kept in `sent`.
 */
export function mockWallets(api: Api, start: MerchantWallet = merchantWallet()) {
  const state = structuredClone(start);
  const sent = {
    transfer: [] as SentCall<CallBody<typeof transferCalls.transfer>>[],
    consolidate: [] as SentCall<undefined>[],
  };
  const find = (code: string) =>
    code === MAIN_WALLET ? state.main : state.wallets.find((w) => w.wallet === code);
  const move = (from: VendorWallet, to: VendorWallet, amount: number) => {
    from.balance = (Math.round(from.balance * 100) - Math.round(amount * 100)) / 100;
    to.balance = (Math.round(to.balance * 100) + Math.round(amount * 100)) / 100;
  };
  const result = (touched: VendorWallet[]): TransferResult => ({
    transactionId: `tx-${sent.transfer.length + sent.consolidate.length}`,
    wallets: structuredClone(touched),
    sumBalance: sumOf(state.main, state.wallets),
  });

  api
    .on(transferCalls.merchantWallet, () => ({
      ...structuredClone(state),
      sumBalance: sumOf(state.main, state.wallets),
    }))
    .on(walletCalls.balance, () => ({
      sumBalance: sumOf(state.main, state.wallets),
      currencyCode: 'PHP',
      currencySymbol: 'P',
    }))
    .on(transferCalls.transfer, (_, init) => {
      const body = jsonBody<CallBody<typeof transferCalls.transfer>>(init);
      sent.transfer.push({ body, idempotencyKey: keyOf(init) });
      const from = find(body.from);
      const to = find(body.to);
      if (!from || !to) return failure('resource.not.found', 'No such wallet', 404);
      if (from.maintenance || to.maintenance)
        return failure('vendor.maintenance', 'Vendor under maintenance', 503);
      if (from.balance < body.amount)
        return failure('wallet.insufficient', 'Insufficient balance', 400);
      move(from, to, body.amount);
      return result([from, to]);
    })
    .on(transferCalls.consolidate, (_, init) => {
      sent.consolidate.push({ body: undefined, idempotencyKey: keyOf(init) });
      const recalled = state.wallets.filter((w) => !w.maintenance && w.balance > 0);
      // Nothing out: no transaction, as the platform answers it.
      if (recalled.length === 0) return { ...result([state.main]), transactionId: null };
      for (const w of recalled) move(w, state.main, w.balance);
      return result([state.main, ...recalled]);
    });
  return { state, sent };
}

/** A failure envelope, as the platform answers a refusal. */
export const failure = (errorCode: string, message: string, status: number) =>
  Response.json({ success: false, errorCode, message }, { status });

/** What a transfer to the upline or a downline answers. */
export const transferResult = (main = 400): TransferResult => ({
  transactionId: 'tx-send-1',
  wallets: [vendorWallet(MAIN_WALLET, 'Main', main)],
  sumBalance: main,
});

const TYPES: TransactionType[] = ['DEPOSIT', 'TRANSFER', 'WITHDRAWAL', 'BONUS', 'ADJUSTMENT'];

/** `count` account record lines, newest first: deposits and bonuses in, the rest out. */
export const accountRecords = (count: number): AccountRecord[] =>
  Array.from({ length: count }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    const incoming = type === 'DEPOSIT' || type === 'BONUS';
    return {
      id: `line-${i + 1}`,
      transactionId: `tx-${i + 1}`,
      type,
      wallet: type === 'TRANSFER' ? 'PG' : MAIN_WALLET,
      amount: incoming ? 100 + i : -(25.5 + i),
      balanceAfter: 1000 + i * 10,
      createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - i * HOUR_MS).toISOString(),
    };
  });

/** The details of one of accountRecords' transactions. */
export function transactionDetail(record: AccountRecord): TransactionDetail {
  return {
    transactionId: record.transactionId,
    type: record.type,
    createdAt: record.createdAt,
    lines: [record],
    reference: record.type === 'DEPOSIT' ? 'DEP-20261120-0001' : null,
    counterpart: record.type === 'DEPOSIT' ? 'Bank transfer' : 'operator',
  };
}

/** The record calls over `records` and `bonuses`; every query they receive is kept. */
export function mockRecords(
  api: Api,
  {
    records = accountRecords(25),
    bonuses = bonusRecords(12),
    totals = profit(),
  }: { records?: AccountRecord[]; bonuses?: BonusRecord[]; totals?: Profit } = {},
) {
  const queries = {
    transactions: [] as URLSearchParams[],
    details: [] as string[],
    profit: [] as URLSearchParams[],
    bonus: [] as URLSearchParams[],
  };
  const page = <T>(list: T[], params: URLSearchParams) => {
    const pageNo = Number(params.get('pageNo') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? 10);
    return {
      list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      ...pageInfo(pageNo, pageSize, list.length),
    };
  };
  api
    .on(recordCalls.transactionHistory, (url) => {
      queries.transactions.push(url.searchParams);
      const type = url.searchParams.get('type');
      return page(type ? records.filter((r) => r.type === type) : records, url.searchParams);
    })
    .on(recordCalls.transactionDetail, (url) => {
      const id = url.searchParams.get('transactionId') ?? '';
      queries.details.push(id);
      const record = records.find((r) => r.transactionId === id);
      return record
        ? transactionDetail(record)
        : failure('resource.not.found', 'No such transaction', 404);
    })
    .on(recordCalls.personalProfit, (url) => {
      queries.profit.push(url.searchParams);
      return totals;
    })
    .on(recordCalls.bonusDetails, (url) => {
      queries.bonus.push(url.searchParams);
      return {
        ...page(bonuses, url.searchParams),
        total: bonuses.reduce((sum, b) => sum + Math.round(b.amount * 100), 0) / 100,
      };
    });
  return queries;
}

export const profit = (overrides: Partial<Profit> = {}): Profit => ({
  deposit: 1500,
  withdrawal: 200,
  bet: 800,
  win: 650.25,
  bonus: 50,
  adjustment: 10,
  profit: -99.75,
  ...overrides,
});

/** `count` bonuses of 10, 20, 30 … newest first. */
export const bonusRecords = (count: number): BonusRecord[] =>
  Array.from({ length: count }, (_, i) => ({
    transactionId: `bonus-${i + 1}`,
    amount: 10 * (i + 1),
    title: i % 2 ? 'Cashback mingguan' : 'Bonus sambutan',
    createdAt: new Date(Date.UTC(2026, 10, 19, 9, 30) - i * DAY_MS).toISOString(),
  }));

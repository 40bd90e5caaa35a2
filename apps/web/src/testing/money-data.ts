import {
  pageInfo,
  paymentCalls,
  type CallResult,
  type Card,
  type DepositMethod,
  type DepositOrder,
  type Withdrawal,
  type WithdrawSettings,
  HOUR_MS,
} from '@site/contract';
import type { mockApi } from './mock-api';

/**
 * Contract-valid money answers for web tests (deposit, cards, withdrawal): the one place
 * their builders live. Amounts are wire decimals, as the platform sends them.
 */

/** The demo merchant's methods (seed/payment-channels.ts): two banks, one e-wallet, crypto. */
export const depositMethods = (): DepositMethod[] => [
  {
    type: 'B',
    name: 'Bank',
    channels: [
      { id: 'demo-bank-bca', name: 'BCA', min: 50, max: 50_000, presets: [100, 200, 500] },
      { id: 'demo-bank-mandiri', name: 'Mandiri', min: 75, max: 20_000, presets: [] },
    ],
  },
  {
    type: 'E',
    name: 'E-wallet',
    channels: [{ id: 'demo-ewallet-dana', name: 'DANA', min: 20, max: 10_000, presets: [50] }],
  },
  {
    type: 'V',
    name: 'Crypto',
    channels: [
      {
        id: 'demo-crypto-usdt-trc20',
        name: 'USDT (TRC20)',
        min: 100,
        max: 100_000,
        presets: [1_000],
      },
    ],
  },
];

export function depositOrder(overrides: Partial<DepositOrder> = {}): DepositOrder {
  return {
    id: 'dep-1',
    reference: 'D20260330-7F3K2Q',
    type: 'B',
    channelName: 'BCA',
    amount: 250.5,
    status: 'PENDING',
    payTo: {
      provider: 'BCA',
      accountName: 'PT Nusantara Play Demo',
      accountNo: '8410223301',
      note: 'DEP 7F3K2Q',
    },
    createdAt: '2026-03-30T08:15:00.000Z',
    decidedAt: null,
    remark: null,
    ...overrides,
  };
}

/** `count` orders, newest first: ids dep-1.., every third rejected with a remark, every other approved. */
export const depositOrders = (count: number): DepositOrder[] =>
  Array.from({ length: count }, (_, i) => {
    const status = i % 3 === 2 ? 'REJECTED' : i % 3 === 1 ? 'APPROVED' : 'PENDING';
    return depositOrder({
      id: `dep-${i + 1}`,
      reference: `D20260330-${String(i + 1).padStart(6, '0')}`,
      amount: 100 + i,
      status,
      createdAt: new Date(Date.UTC(2026, 2, 30, 8, 0) - i * HOUR_MS).toISOString(),
      decidedAt: status === 'PENDING' ? null : '2026-03-30T09:00:00.000Z',
      remark: status === 'REJECTED' ? `Transfer ${i + 1} not found` : null,
    });
  });

/** Answers a paged call from a fixed list, as the platform pages it (pageNo, pageSize). */
export function pageOf<T>(url: URL, list: readonly T[]) {
  const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
  return {
    list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    ...pageInfo(pageNo, pageSize, list.length),
  };
}

export const cardProviders = (): CallResult<typeof paymentCalls.cardProviders> => ({
  B: [
    { code: 'BCA', name: 'BCA' },
    { code: 'MANDIRI', name: 'Mandiri' },
  ],
  E: [{ code: 'DANA', name: 'DANA' }],
  V: [{ code: 'USDT_TRC20', name: 'USDT (TRC20)' }],
});

export function card(overrides: Partial<Card> = {}): Card {
  return {
    id: 'card-1',
    type: 'B',
    providerCode: 'BCA',
    providerName: 'BCA',
    accountNoMasked: '******7788',
    payeeName: 'Budi Santoso',
    createdAt: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

export function withdrawSettings(overrides: Partial<WithdrawSettings> = {}): WithdrawSettings {
  return {
    min: 100,
    max: 50_000,
    dailyCount: 5,
    usedToday: 1,
    paymentPasswordRequired: true,
    hasPaymentPassword: true,
    withdrawable: 1_234.5,
    confirmMinutes: 60,
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 'wd-1',
    reference: 'W20260330-8H2J4K',
    amount: 300,
    status: 'PENDING',
    card: card(),
    createdAt: '2026-03-30T10:00:00.000Z',
    decidedAt: null,
    autoReceiveAt: null,
    autoReceived: false,
    remark: null,
    memberRemark: null,
    proofCount: 0,
    ...overrides,
  };
}

/** The deposit page's calls: the methods and these orders, paged. */
export function mockDeposit(
  api: ReturnType<typeof mockApi>,
  { methods = depositMethods(), orders = [] as DepositOrder[] } = {},
) {
  return api
    .on(paymentCalls.depositMethods, () => ({ methods }))
    .on(paymentCalls.depositOrders, (url) => pageOf(url, orders));
}

/** The withdrawal page's calls: settings, providers, cards and these withdrawals, paged. */
export function mockWithdraw(
  api: ReturnType<typeof mockApi>,
  {
    settings = withdrawSettings(),
    cards = [card()],
    payeeName = cards[0]?.payeeName ?? null,
    withdrawals = [],
  }: {
    settings?: WithdrawSettings;
    cards?: Card[];
    /** The payee name new cards must carry; by default the first card's. */
    payeeName?: string | null;
    withdrawals?: Withdrawal[];
  } = {},
) {
  return api
    .on(paymentCalls.withdrawSettings, () => settings)
    .on(paymentCalls.cardProviders, cardProviders)
    .on(paymentCalls.cards, () => ({ list: cards, payeeName }))
    .on(paymentCalls.withdrawals, (url) => pageOf(url, withdrawals));
}

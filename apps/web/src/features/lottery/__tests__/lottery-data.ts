import {
  lotteryCalls,
  lotteryOrderCalls,
  pageInfo,
  type CallBody,
  type CallResult,
  type DrawnNumero,
  type LotteryGameSetting,
  type LotteryOrder,
} from '@site/contract';
import type { mockApi } from '../../../testing/mock-api';

type Api = ReturnType<typeof mockApi>;
export type PlaceBody = CallBody<typeof lotteryOrderCalls.betting>;

/** A moment on 25 Nov 2026; SSC1's draw numbered 0843 closes 45 s after it. */
export const NOW = Date.parse('2026-11-25T07:02:05.000Z');
export const NUMERO = '20261125-0843';

const iso = (ms: number) => new Date(ms).toISOString();

export const setting = (overrides: Partial<LotteryGameSetting> = {}): LotteryGameSetting => ({
  gameId: 'SSC1',
  returnBp: 9800,
  betPrice: 2,
  units: ['1', '0.1', '0.01'],
  minLineAmount: 0.02,
  maxLineAmount: 50_000,
  maxMultiple: 999,
  maxWinPerOrder: 1_000_000,
  maxPerNumber: 100_000,
  maxPerIssue: 500_000,
  chase: true,
  ...overrides,
});

export const drawn = (n: number, balls = [1, 2, 3, 4, 5]): DrawnNumero => ({
  numero: `20261125-${String(842 - n).padStart(4, '0')}`,
  gameCode: 'SSC1',
  state: 'DRAWN',
  drawsAt: iso(NOW - (n + 1) * 60_000),
  drawnAt: iso(NOW - (n + 1) * 60_000),
  winNo: balls.join(''),
  balls,
  seedHash: 'a'.repeat(64),
  seed: 'b'.repeat(64),
});

export function lotteryGames(now = NOW): CallResult<typeof lotteryCalls.games> {
  const game = (
    gameCode: string,
    gameName: string,
    family: 'SSC' | 'K3' | 'LHC',
    minutes: number,
  ) => ({
    gameId: gameCode,
    gameCode,
    gameName,
    family,
    intervalSeconds: minutes * 60,
    lockSeconds: 10,
    isSale: true,
    remark: gameName,
    currentNumero: null,
  });
  return {
    serverTime: now,
    groups: [
      {
        code: 'SSC',
        labelName: 'Time Lottery',
        games: [game('SSC1', 'SSC 1-Minute', 'SSC', 1), game('SSC2', 'SSC 3-Minute', 'SSC', 3)],
      },
      { code: 'K3', labelName: 'Fast 3', games: [game('K31', 'K3 1-Minute', 'K3', 1)] },
      { code: 'LHC', labelName: 'Mark Six', games: [game('LHC2', 'Mark Six 5-Minute', 'LHC', 5)] },
    ],
  };
}

export function near(
  gameId = 'SSC1',
  { now = NOW, remainMs = 45_000, isSale = true } = {},
): CallResult<typeof lotteryCalls.near> {
  return {
    gameId,
    serverTime: now,
    currentNumero: {
      numero: NUMERO,
      gameId,
      remainTime: remainMs,
      lockTime: 10,
      isSale,
      opensAt: iso(now - 5_000),
      locksAt: iso(now + remainMs),
      drawsAt: iso(now + remainMs + 10_000),
      seedHash: 'c'.repeat(64),
    },
    previousNumero: drawn(0, [3, 1, 4, 1, 5]),
    nextNumero: null,
    chainAnchors: [],
  };
}

export const order = (overrides: Partial<LotteryOrder> = {}): LotteryOrder => ({
  orderNumber: 'LT20261125ABC123',
  gameId: 'SSC1',
  gameName: 'SSC 1-Minute',
  family: 'SSC',
  numero: NUMERO,
  state: 'PENDING',
  amount: 4,
  win: 0,
  winNo: null,
  cancellable: true,
  chaseNumber: null,
  placedAt: iso(NOW),
  settledAt: null,
  lines: [
    {
      lineNo: 1,
      playId: 21,
      content: '1,2|3|4',
      bets: 2,
      unit: '1',
      multiple: 1,
      amount: 4,
      win: 0,
    },
  ],
  ...overrides,
});

/** Every read call of a lottery page answered; the placements and their headers are kept. */
export function mockLottery(
  api: Api,
  options: { setting?: LotteryGameSetting; orders?: LotteryOrder[] } = {},
) {
  const placed: { body: PlaceBody; key: string | null }[] = [];
  const cancelled: string[][] = [];
  const orders = options.orders ?? [];
  api
    .on(lotteryCalls.games, () => lotteryGames())
    .on(lotteryCalls.near, (url) => near(url.searchParams.get('gameId') ?? 'SSC1'))
    .on(lotteryCalls.draws, (url) => {
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 10);
      const all = Array.from({ length: 25 }, (_, i) => drawn(i, [i % 10, 2, 3, 4, 5]));
      return {
        content: all.slice(page * size, (page + 1) * size),
        page,
        size,
        totalPages: Math.ceil(all.length / size),
        totalCount: all.length,
      };
    })
    .on(lotteryCalls.hotGap, () => ({
      gameId: 'SSC1',
      count: 100,
      min: 0,
      max: 9,
      positions: Array.from({ length: 5 }, () => ({
        occurrences: [12, 8, 10, 9, 11, 7, 13, 10, 10, 10],
        averageGap: Array.from({ length: 10 }, () => 9.1),
        currentGap: [0, 3, 5, 1, 2, 9, 4, 6, 7, 8],
        maxGap: Array.from({ length: 10 }, () => 30),
        maxConsecutive: Array.from({ length: 10 }, () => 2),
      })),
    }))
    .on(lotteryOrderCalls.setting, () => options.setting ?? setting())
    .on(lotteryOrderCalls.chaseNumeros, (url) => {
      const count = Number(url.searchParams.get('count') ?? 10);
      return {
        chaseNumeros: Array.from({ length: count }, (_, i) => ({
          numero: `20261125-${String(843 + i).padStart(4, '0')}`,
          drawsAt: iso(NOW + (i + 1) * 60_000),
        })),
      };
    })
    .on(lotteryOrderCalls.betting, (_, init) => {
      const body = JSON.parse(String(init?.body)) as PlaceBody;
      const headers = new Headers(init?.headers);
      placed.push({ body, key: headers.get('Idempotency-Key') });
      return {
        orderNumber: 'LT20261125ABC123',
        numero: body.numero,
        chaseNumber: body.chase ? 'CH20261125XYZ789' : null,
        orders: body.chase?.issues.length ?? 1,
        totalBettingAmount: body.totalAmount,
        balance: 1000,
      };
    })
    .on(lotteryOrderCalls.today, (url) => {
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      return {
        ...pageInfo(pageNo, pageSize, orders.length),
        list: orders.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        totals: {
          count: orders.length,
          amount: orders.reduce((s, o) => s + o.amount, 0),
          win: orders.reduce((s, o) => s + o.win, 0),
          profit: 0,
        },
      };
    })
    .on(lotteryOrderCalls.detail, (url) => {
      const number = decodeURIComponent(url.pathname.split('/').at(-1)!);
      return orders.find((o) => o.orderNumber === number) ?? order();
    })
    .on(lotteryOrderCalls.chase, () => {
      const chased = orders.filter((o) => o.chaseNumber);
      return {
        chaseNumber: 'CH20261125XYZ789',
        gameId: 'SSC1',
        gameName: 'SSC 1-Minute',
        startNumero: chased[0]?.numero ?? NUMERO,
        endNumero: chased.at(-1)?.numero ?? NUMERO,
        winStop: true,
        state: 'RUNNING' as const,
        plannedAmount: chased.reduce((s, o) => s + o.amount, 0),
        actualAmount: chased.reduce((s, o) => s + o.amount, 0),
        win: 0,
        issues: chased.length,
        settledIssues: 0,
        orders: chased,
      };
    })
    .on(lotteryOrderCalls.cancel, (_, init) => {
      const body = JSON.parse(String(init?.body)) as { orderNumbers: string[] };
      cancelled.push(body.orderNumbers);
      return { cancelled: body.orderNumbers.length, refunded: 4, balance: 1004 };
    });
  return { placed, cancelled };
}

import * as z from 'zod/mini';
import { defineCall } from '../call.js';
import { positiveAmountSchema } from '../money.js';
import { lotteryFamilySchema } from './families.js';

/**
 * The lottery's read calls, in the original's style (/lgw/games, /lgw/numeros/near,
 * /lgw/draw/{gameId}, /lgw/draw/{gameId}/hot_gap_info). On this wire a lottery game's id is its
 * code (SSC1, PK102 ...): the one the menus, the catalogue's `code` and /lottery?gameCode= carry.
 */
export const lotteryGameIdSchema = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9]{2,16}$/));

/** OPEN (on sale until locksAt) -> LOCKED -> DRAWN -> SETTLED (its orders paid), or VOID. */
export const LOTTERY_ISSUE_STATES = ['OPEN', 'LOCKED', 'DRAWN', 'SETTLED', 'VOID'] as const;
export const lotteryIssueStateSchema = z.enum(LOTTERY_ISSUE_STATES);
export type LotteryIssueState = z.infer<typeof lotteryIssueStateSchema>;

const ms = () => z.number().check(z.int(), z.nonnegative());
const iso = () => z.string();

/** The issue now on sale (or about to draw), with its countdown. */
export const currentNumeroSchema = z.object({
  numero: z.string(),
  gameId: z.string(),
  /** Milliseconds until the issue closes for bets (0 once closed), at serverTime. */
  remainTime: ms(),
  /** Seconds between the close and the draw. */
  lockTime: z.number().check(z.int(), z.nonnegative()),
  /** Bets are taken now: the game is on sale and the issue open. */
  isSale: z.boolean(),
  opensAt: iso(),
  locksAt: iso(),
  drawsAt: iso(),
  /** SHA-256 of the issue's secret seed, published before the issue opens. */
  seedHash: z.string(),
});
export type CurrentNumero = z.infer<typeof currentNumeroSchema>;

/** An issue's result; balls and winNo are null until it is drawn (and stay null when void). */
export const drawnNumeroSchema = z.object({
  numero: z.string(),
  gameCode: z.string(),
  state: lotteryIssueStateSchema,
  drawsAt: iso(),
  drawnAt: z.nullable(iso()),
  /** The original's result text: "12345" for one-digit balls, "01,05,11,03,07" otherwise. */
  winNo: z.nullable(z.string()),
  balls: z.nullable(z.array(z.int())),
  seedHash: z.string(),
  /** Revealed with the result, for verifyDraw; null before the draw and on a void issue. */
  seed: z.nullable(z.string()),
});
export type DrawnNumero = z.infer<typeof drawnNumeroSchema>;

export const lotteryGameSchema = z.object({
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  family: lotteryFamilySchema,
  /** Seconds between draws (86,400 for a daily game). */
  intervalSeconds: z.int(),
  /** Seconds before each draw that bets close. */
  lockSeconds: z.int(),
  /** The operator's sale switch and the game's status together. */
  isSale: z.boolean(),
  remark: z.string(),
  currentNumero: z.nullable(currentNumeroSchema),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryGamesSchema = z.object({
  /** Milliseconds since the epoch when the answer was made, to correct countdowns by. */
  serverTime: z.number(),
  groups: z.array(
    z.object({
      /** The family (SSC, PK10 ... CHAIN), as the menus' gameGroupCode. */
      code: lotteryFamilySchema,
      labelName: z.string(),
      games: z.array(lotteryGameSchema),
    }),
  ),
});
export type LotteryGames = z.infer<typeof lotteryGamesSchema>;

/** A CHAIN game's day: the anchor its first issue's seed hashes to, published a day ahead. */
export const chainAnchorSchema = z.object({
  /** The local day, yyyymmdd, as numeros begin. */
  day: z.string(),
  anchor: z.string(),
  /** Issues in the day; issue k's seed hashed k times gives the anchor. */
  length: z.int(),
});
export type ChainAnchor = z.infer<typeof chainAnchorSchema>;

export const nearNumerosSchema = z.object({
  gameId: z.string(),
  serverTime: z.number(),
  currentNumero: z.nullable(currentNumeroSchema),
  /** The last issue whose draw time has come: drawn, still drawing (winNo null) or void. */
  previousNumero: z.nullable(drawnNumeroSchema),
  nextNumero: z.nullable(
    z.object({ numero: z.string(), opensAt: iso(), locksAt: iso(), drawsAt: iso() }),
  ),
  /** CHAIN games: today's and tomorrow's anchors; empty for the others. */
  chainAnchors: z.array(chainAnchorSchema),
});
export type NearNumeros = z.infer<typeof nearNumerosSchema>;

export const drawHistoryQuerySchema = z.object({
  /** 0-based, as the original. */
  page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 10),
});

export const drawHistorySchema = z.object({
  content: z.array(drawnNumeroSchema),
  page: z.int(),
  size: z.int(),
  totalPages: z.int(),
  totalCount: z.int(),
});
export type DrawHistory = z.infer<typeof drawHistorySchema>;

export const hotGapQuerySchema = z.object({
  /** How many of the latest draws the statistics cover. */
  count: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500)), 100),
});

/**
 * Trend statistics per result position over the latest `count` draws (oldest to newest); every
 * array is indexed by ball − min. A gap (遗漏) is a run of draws without the ball there.
 */
export const hotGapSchema = z.object({
  gameId: z.string(),
  /** Draws the statistics cover (fewer than asked while the game is young). */
  count: z.int(),
  min: z.int(),
  max: z.int(),
  positions: z.array(
    z.object({
      /** 出现总次数: draws with the ball at this position. */
      occurrences: z.array(z.int()),
      /** 平均遗漏值: draws without it / (occurrences + 1), to two decimals. */
      averageGap: z.array(z.number()),
      /** Current missing: draws since it last came here (count when it never did). */
      currentGap: z.array(z.int()),
      /** 最大遗漏值: the longest gap, the current one included. */
      maxGap: z.array(z.int()),
      /** 最大连出值: the longest run of draws in a row with it here. */
      maxConsecutive: z.array(z.int()),
    }),
  ),
});
export type HotGap = z.infer<typeof hotGapSchema>;

const gameParams = z.object({ gameId: lotteryGameIdSchema });

export const lotteryCalls = {
  /** The merchant's lottery games by family, each with its interval and current issue. */
  games: defineCall({ method: 'GET', path: '/lgw/games', response: lotteryGamesSchema }),
  near: defineCall({
    method: 'GET',
    path: '/lgw/numeros/near',
    query: z.object({ gameId: lotteryGameIdSchema }),
    response: nearNumerosSchema,
  }),
  /** Draw history, newest first: drawn, settled and void issues whose draw time has come. */
  draws: defineCall({
    method: 'GET',
    path: '/lgw/draw/:gameId',
    params: gameParams,
    query: drawHistoryQuerySchema,
    response: drawHistorySchema,
  }),
  hotGap: defineCall({
    method: 'GET',
    path: '/lgw/draw/:gameId/hot_gap_info',
    params: gameParams,
    query: hotGapQuerySchema,
    response: hotGapSchema,
  }),
};

/** An issue as the operator sees it. */
export const opsLotteryIssueSchema = z.object({
  numero: z.string(),
  state: lotteryIssueStateSchema,
  opensAt: iso(),
  locksAt: iso(),
  drawsAt: iso(),
  drawnAt: z.nullable(iso()),
  winNo: z.nullable(z.string()),
  seedHash: z.string(),
});

export const opsLotteryIssuesSchema = z.object({
  gameCode: z.string(),
  family: lotteryFamilySchema,
  intervalSeconds: z.int(),
  lockSeconds: z.int(),
  onSale: z.boolean(),
  /** The next issues and the latest past ones, newest first. */
  issues: z.array(opsLotteryIssueSchema),
});
export type OpsLotteryIssues = z.infer<typeof opsLotteryIssuesSchema>;

export const opsLotteryCalls = {
  lotteryIssues: defineCall({
    method: 'GET',
    path: '/ops/lottery/:gameCode/issues',
    auth: 'operator',
    params: z.object({ gameCode: lotteryGameIdSchema }),
    response: opsLotteryIssuesSchema,
  }),
  /** Voids an issue not drawn yet: it is never drawn (its orders, later, are refunded). */
  voidLotteryIssue: defineCall({
    method: 'POST',
    path: '/ops/lottery/:gameCode/issues/:numero/void',
    auth: 'operator',
    params: z.object({
      gameCode: lotteryGameIdSchema,
      numero: z.string().check(z.trim(), z.regex(/^\d{8}-\d{3,4}$/)),
    }),
    response: z.object({ changed: z.string() }),
  }),
  /**
   * Changes a game's betting limits (the fields given; none: nothing changes) and answers them
   * all in words. Placed orders keep the return rate they were placed at.
   */
  setLotteryLimits: defineCall({
    method: 'POST',
    path: '/ops/lottery/:gameCode/limits',
    auth: 'operator',
    params: z.object({ gameCode: lotteryGameIdSchema }),
    body: z.object({
      returnBp: z.optional(z.int().check(z.gte(1), z.lte(10_000))),
      minLineAmount: z.optional(positiveAmountSchema),
      maxLineAmount: z.optional(positiveAmountSchema),
      maxMultiple: z.optional(z.int().check(z.gte(1), z.lte(999))),
      maxWinPerOrder: z.optional(positiveAmountSchema),
      maxPerNumber: z.optional(positiveAmountSchema),
      maxPerIssue: z.optional(positiveAmountSchema),
      chase: z.optional(z.boolean()),
    }),
    response: z.object({ changed: z.string() }),
  }),
};

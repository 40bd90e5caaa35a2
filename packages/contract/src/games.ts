import * as z from 'zod/mini';
import { LIVE_TABLE_TYPES } from './values.js';
import { defineCall } from './call.js';
import { pageNoSchema, pageSchema, pageSizeSchema } from './pagination.js';

/** Game categories (docs/product.md §3 icon sets). */
export const gameCategorySchema = z.enum([
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
]);
export type GameCategory = z.infer<typeof gameCategorySchema>;

/** Live casino table filters (docs/product.md §9). */
export const liveTableTypeSchema = z.enum(LIVE_TABLE_TYPES);
export type LiveTableType = z.infer<typeof liveTableTypeSchema>;

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  smallIcon: z.string(),
  /** 1 means hot. */
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** 1 when the vendor is under maintenance. */
  maintenance: z.union([z.literal(0), z.literal(1)]),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const vendorCategorySchema = z.object({
  title: gameCategorySchema,
  cards: z.array(vendorCardSchema),
});
export type VendorCategory = z.infer<typeof vendorCategorySchema>;

export const gameSchema = z.object({
  gameId: z.string(),
  roomId: z.nullable(z.string()),
  nodeId: z.string(),
  nodeName: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  accountTypeName: z.string(),
  showIcon: z.string(),
  supportPlay: z.boolean(),
  gameType: gameCategorySchema,
  /** 'VASSALAGE' opens the vendor's own game list in a popup instead of one game. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  code: z.nullable(z.string()),
  defaultPlayType: z.nullable(z.string()),
  isHot: z.union([z.literal(0), z.literal(1)]),
  tableType: z.nullable(liveTableTypeSchema),
  /** Minimum bet in the merchant's currency. */
  minBet: z.number(),
  /** 1 when the game itself is under maintenance (its vendor may still be open). */
  maintenance: z.union([z.literal(0), z.literal(1)]),
});
export type Game = z.infer<typeof gameSchema>;

/** An optional text field, trimmed, of at most `max` characters. */
export const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max)));

export const gameListQuerySchema = z.object({
  clientType: z.optional(z.coerce.number().check(z.int())),
  platform: optionalText(20),
  channel: optionalText(20),
  merchant: optionalText(40),
  language: optionalText(5),
  gameName: optionalText(100),
  /** One game by its id (a bookmarked /game link names the game, not always its vendor). */
  gameId: optionalText(40),
  minBet: z.optional(z.coerce.number().check(z.nonnegative())),
  minLineNum: z.optional(z.coerce.number().check(z.int(), z.nonnegative())),
  vassalage: optionalText(40),
  gameType: z.optional(gameCategorySchema),
  tableType: z.optional(liveTableTypeSchema),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(24),
});
export const gameListSchema = pageSchema('games', gameSchema);
export type GameList = z.infer<typeof gameListSchema>;

export const hotGamesQuerySchema = z.object({
  merchantCode: optionalText(40),
  isPlatform: z.optional(z.coerce.number().check(z.int())),
  vassalage: optionalText(40),
  platform: optionalText(20),
  language: optionalText(5),
});
export const gamesListSchema = z.object({ list: z.array(gameSchema) });

/** A popular game; a lottery game the merchant runs also has its current issue's countdown. */
export const popularGameSchema = z.extend(gameSchema, {
  /** The issue on sale (or about to draw). */
  numero: z.optional(z.string()),
  /** Milliseconds until that issue closes for bets, at the time of the answer. */
  remainTime: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** Bets are taken now. */
  isSale: z.optional(z.boolean()),
});
export type PopularGame = z.infer<typeof popularGameSchema>;

export const popularQuerySchema = z.object({
  count: pageSizeSchema(20, 50),
  prizeMode: optionalText(10),
  device: optionalText(10),
  language: optionalText(5),
});

export const navSortingEntrySchema = z.object({
  gameCategory: gameCategorySchema,
  vendors: z.array(z.string()),
});
export const lotteryGroupSchema = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(
    z.object({
      gameCode: z.string(),
      gameName: z.string(),
      accountTypeName: z.string(),
      defaultPlayType: z.nullable(z.string()),
    }),
  ),
});
export const gameMenusSchema = z.object({
  /** Header categories in the merchant's order, only those with vendors. */
  navSorting: z.array(navSortingEntrySchema),
  lotteryMenus: z.array(lotteryGroupSchema),
});
export type GameMenus = z.infer<typeof gameMenusSchema>;

export const gameCalls = {
  gameMenus: defineCall({
    method: 'GET',
    path: '/lgw/games/game_menus',
    response: gameMenusSchema,
  }),
  vendors: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameVendor',
    query: z.object({ merchantCode: optionalText(40) }),
    response: z.object({ categories: z.array(vendorCategorySchema) }),
  }),
  gameList: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    query: gameListQuerySchema,
    response: gameListSchema,
  }),
  hotGames: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    query: hotGamesQuerySchema,
    response: gamesListSchema,
  }),
  popular: defineCall({
    method: 'GET',
    path: '/lgw/games/popular',
    query: popularQuerySchema,
    response: z.object({ list: z.array(popularGameSchema) }),
  }),
};

/** A game of the catalogue, by its id. */
export const gameIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));

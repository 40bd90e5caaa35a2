import * as z from 'zod/mini';
import { defineCall } from './call.js';
import {
  gameIdSchema,
  gameListSchema,
  gamesListSchema,
  liveTableTypeSchema,
  optionalText,
} from './games.js';
import { pageNoSchema, pageSchema, pageSizeSchema } from './pagination.js';

/*
 * The member's game calls: favourites, recents, the winner board, PVP rooms, live table types
 * and the launch.
 * A module of its own, apart from the lobby calls every page's header makes (games.ts), so the
 * web's first page does not carry these schemas.
 */

/** How many favourites a member may keep. */
/** How many recent games are kept and answered, newest first. */
export const RECENT_GAMES_MAX = 20;
/** The most winners the winner board answers. */
export const WINNER_BOARD_MAX = 50;

export const favoriteIdsSchema = z.object({
  /** Every favourite game id of the member, newest first (session storage favGames). */
  gameIds: z.array(z.string()),
});

export const setFavoriteSchema = z.object({
  gameId: gameIdSchema,
  /** true adds (again adding is a no-op), false removes (removing an absent one is a no-op). */
  favorite: z.boolean(),
});

export const winnerSchema = z.object({
  /** Masked: first two and last two characters, e.g. "de***er". */
  username: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  /** The round's win in the merchant's currency. */
  win: z.number(),
  /** win / stake, e.g. 12.5. */
  multiplier: z.number(),
  at: z.iso.datetime({ offset: true }),
});
export type Winner = z.infer<typeof winnerSchema>;

export const pvpRoomSchema = z.object({
  roomId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  minBet: z.number(),
  /** Members who launched this room in the last 15 minutes. */
  players: z.number().check(z.int(), z.nonnegative()),
  maintenance: z.union([z.literal(0), z.literal(1)]),
});
export type PvpRoom = z.infer<typeof pvpRoomSchema>;

export const tableTypeCountSchema = z.object({
  tableType: liveTableTypeSchema,
  /** Tables of that type (of the vendor when one is asked for). */
  count: z.number().check(z.int(), z.nonnegative()),
});

/** docs/product.md §7 launch game: the original's fields; username, token and merchant come from headers. */
export const launchGameSchema = z.object({
  gameId: gameIdSchema,
  vassalage: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  nodeId: optionalText(40),
  accountType: z._default(z.number().check(z.int()), 1),
  /** 1: the member agreed to move funds to the vendor wallet first (the web did it). */
  confirmTrans: z._default(z.union([z.literal(0), z.literal(1)]), 0),
  launchMode: z._default(z.string().check(z.maxLength(10)), 'GLS'),
  platform: z._default(z.string().check(z.maxLength(20)), 'html5-desktop'),
  clientType: z._default(z.number().check(z.int()), 3),
  language: z.optional(z.enum(['EN', 'ID'])),
});
export type LaunchGameInput = z.input<typeof launchGameSchema>;

export const launchResultSchema = z.object({
  /** Opened in the /game iframe: single-use, short-lived (its token expires in 2 minutes). */
  game_url: z.string(),
  /** A second address (another CDN) when the first fails; null when there is none. */
  game_url2: z.nullable(z.string()),
});
export type LaunchResult = z.infer<typeof launchResultSchema>;

export const playCalls = {
  favoriteIds: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    auth: 'member',
    response: favoriteIdsSchema,
  }),
  /** The FAV page: the member's favourite games, newest first, paged. */
  favoriteList: defineCall({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    auth: 'member',
    query: z.object({ pageNo: pageNoSchema, pageSize: pageSizeSchema(24) }),
    response: gameListSchema,
  }),
  setFavorite: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_setFavoriteGame',
    auth: 'member',
    body: setFavoriteSchema,
    response: favoriteIdsSchema,
  }),
  /** Games the member launched, newest first, at most RECENT_GAMES_MAX. */
  recent: defineCall({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    auth: 'member',
    response: gamesListSchema,
  }),
  /** The winner board: the biggest wins of the last 7 days, from real rounds. */
  rankList: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    query: z.object({ count: pageSizeSchema(10, WINNER_BOARD_MAX) }),
    response: z.object({ list: z.array(winnerSchema) }),
  }),
  roomList: defineCall({
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    auth: 'member',
    query: z.object({
      vassalage: optionalText(40),
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(24),
    }),
    response: pageSchema('list', pvpRoomSchema),
  }),
  /** The live table types that have tables (of one vendor, or of every live vendor). */
  vassGameType: defineCall({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    query: z.object({ vassalage: optionalText(40) }),
    response: z.object({ list: z.array(tableTypeCountSchema) }),
  }),
  launchGame: defineCall({
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'member',
    body: launchGameSchema,
    response: launchResultSchema,
  }),
};

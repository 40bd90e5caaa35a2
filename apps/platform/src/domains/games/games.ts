import type { Game, GameCategory, GameMenus, VendorCategory } from '@site/contract';
import {
  fromMinorUnits,
  gameCategorySchema,
  liveTableTypeSchema,
  nearestMinorUnits,
  pageInfo,
} from '@site/contract';
import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, gte, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import type { LabelText, Translations } from '../../db/schema/translations.js';
import { labelIn, type LanguageOrder } from '../../http/request-language.js';
import { GameIndex } from './game-index.js';
import {
  games,
  lotteryGames,
  lotteryGroups,
  merchantVendors,
  vendors,
  type Merchant,
} from '../../db/schema/index.js';

type GameRow = typeof games.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;

export interface GameFilter {
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  gameName?: string | undefined;
  gameId?: string | undefined;
  tableType?: string | undefined;
  /** In currency units: games whose minimum bet is at least this. */
  minBet?: number | undefined;
}

const HOT_GAMES_LIMIT = 60;

/** SPORTS vendors in the merchant's esports list are answered as ESPORTS (docs/product.md §3). */
const categoryOf = (merchant: Merchant, vassalage: string, category: string): GameCategory =>
  category === 'SPORTS' && merchant.esportsVassalages.includes(vassalage)
    ? 'ESPORTS'
    : gameCategorySchema.parse(category);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toGame(merchant: Merchant, row: GameRow): Game {
  return {
    gameId: row.gameId,
    roomId: row.roomId,
    nodeId: row.nodeId,
    nodeName: row.nodeName,
    gameName: row.gameName,
    vassalage: row.vassalage,
    accountTypeName: row.accountTypeName,
    showIcon: row.showIcon,
    supportPlay: row.supportPlay,
    gameType: categoryOf(merchant, row.vassalage, row.gameType),
    isGame: row.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    code: row.code,
    defaultPlayType: row.defaultPlayType,
    isHot: row.isHot ? 1 : 0,
    tableType: row.tableType === null ? null : liveTableTypeSchema.parse(row.tableType),
    minBet: fromMinorUnits(BigInt(row.minBetMinor)),
    maintenance: row.maintenance ? 1 : 0,
  };
}

/**
 * The lottery's own games' names per language, by game code. A catalogue row of such a game
 * (its `code` is the game's) is named by them too: one source for the /lottery pages and the
 * lobby's cards, searches, recents and favourites.
 */
export type LotteryNames = ReadonlyMap<string, Translations<LabelText>>;

/** The games named in the reader's language where the lottery has a name for them. */
export function namedIn<G extends Pick<Game, 'gameName' | 'code'>>(
  list: readonly G[],
  names: LotteryNames,
  languages: LanguageOrder,
): G[] {
  return list.map((game) => {
    const translations = game.code === null ? undefined : names.get(game.code);
    return translations
      ? { ...game, gameName: labelIn(translations, languages, game.gameName) }
      : game;
  });
}

export function createGamesRepository(db: Db) {
  /** The merchant's vendors in its order. */
  const vendorsOf = (merchant: Merchant) =>
    db
      .select({ vendor: vendors })
      .from(merchantVendors)
      .innerJoin(vendors, eq(vendors.vassalage, merchantVendors.vassalage))
      .where(eq(merchantVendors.merchantCode, merchant.code))
      .orderBy(asc(merchantVendors.sortOrder))
      .then((rows) => rows.map((r) => r.vendor));

  /** Categories that have vendors, in the merchant's nav order, each with its vendors. */
  async function categories(merchant: Merchant) {
    const grouped = new Map<GameCategory, VendorRow[]>();
    for (const vendor of await vendorsOf(merchant)) {
      const category = categoryOf(merchant, vendor.vassalage, vendor.category);
      grouped.set(category, [...(grouped.get(category) ?? []), vendor]);
    }
    // Categories the merchant did not place go last, in the contract's order.
    const order = [
      ...merchant.navSorting,
      ...gameCategorySchema.options.filter((c) => !merchant.navSorting.includes(c)),
    ];
    return order.flatMap((name) => {
      const category = gameCategorySchema.safeParse(name);
      const list = category.success && grouped.get(category.data);
      return category.success && list ? [{ category: category.data, vendors: list }] : [];
    });
  }

  /** The lottery games' names per language (a handful of rows), for namedIn and searches. */
  async function lotteryNames(): Promise<LotteryNames> {
    const rows = await db
      .select({ code: lotteryGames.gameCode, translations: lotteryGames.translations })
      .from(lotteryGames);
    return new Map(rows.map((r) => [r.code, r.translations]));
  }

  function conditions(merchant: Merchant, filter: GameFilter): SQL[] {
    const where: SQL[] = [eq(merchantVendors.merchantCode, merchant.code)];
    const esports = merchant.esportsVassalages;
    if (filter.gameType === 'ESPORTS') {
      where.push(eq(games.gameType, 'SPORTS'), inArray(games.vassalage, esports));
    } else if (filter.gameType) {
      where.push(eq(games.gameType, filter.gameType));
      if (filter.gameType === 'SPORTS' && esports.length) {
        where.push(notInArray(games.vassalage, esports));
      }
    }
    if (filter.vassalage) where.push(eq(games.vassalage, filter.vassalage));
    if (filter.gameId) where.push(eq(games.gameId, filter.gameId));
    if (filter.gameName) {
      // Any of the game's names (searchNames): its own, or the lottery's in some language.
      const pattern = `%${escapeLike(filter.gameName)}%`;
      where.push(
        or(
          ilike(games.gameName, pattern),
          sql`exists (select 1 from ${lotteryGames}, jsonb_each(${lotteryGames.translations}) as t(language, text)
            where ${lotteryGames.gameCode} = ${games.code} and t.text ->> 'label' ilike ${pattern})`,
        )!,
      );
    }
    if (filter.tableType) where.push(eq(games.tableType, filter.tableType));
    if (filter.minBet !== undefined) {
      where.push(gte(games.minBetMinor, Number(nearestMinorUnits(filter.minBet))));
    }
    return where;
  }

  const merchantGames = (tx: Db) =>
    tx
      .select({ game: games })
      .from(games)
      .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage));

  /** The lobby order: vendor order, then game order. */
  const lobbyOrder = [asc(merchantVendors.sortOrder), asc(games.sortOrder), asc(games.gameId)];

  return {
    categories,

    async menus(merchant: Merchant, languages: LanguageOrder): Promise<GameMenus> {
      const navSorting = (await categories(merchant)).map((c) => ({
        gameCategory: c.category,
        vendors: c.vendors.map((v) => v.vassalage),
      }));
      const groups = await db.select().from(lotteryGroups).orderBy(asc(lotteryGroups.sortOrder));
      const menuGames = await db
        .select()
        .from(lotteryGames)
        .orderBy(asc(lotteryGames.sortOrder), asc(lotteryGames.gameCode));
      const lotteryMenus = groups.map((g) => ({
        gameGroupCode: g.code,
        labelName: labelIn(g.translations, languages, g.labelName),
        gameMenus: menuGames
          .filter((m) => m.groupCode === g.code)
          .map(({ gameCode, gameName, translations, accountTypeName, defaultPlayType }) => ({
            gameCode,
            gameName: labelIn(translations, languages, gameName),
            accountTypeName,
            defaultPlayType,
          })),
      }));
      return { navSorting, lotteryMenus };
    },

    lotteryNames,

    async vendorCategories(merchant: Merchant): Promise<VendorCategory[]> {
      return (await categories(merchant)).map((c) => ({
        title: c.category,
        cards: c.vendors.map((v) => ({
          vassalage: v.vassalage,
          displayName: v.displayName,
          smallIcon: v.smallIcon,
          isHot: v.isHot ? 1 : 0,
          maintenance: v.maintenance ? 1 : 0,
        })),
      }));
    },

    /**
     * The merchant's whole catalogue in lobby order, indexed for game lists and searches by any
     * of a game's names (the lottery's names of its games too).
     */
    async index(merchant: Merchant): Promise<GameIndex> {
      const rows = await merchantGames(db)
        .where(eq(merchantVendors.merchantCode, merchant.code))
        .orderBy(...lobbyOrder);
      return new GameIndex(
        rows.map((r) => r.game),
        await lotteryNames(),
      );
    },

    /**
     * A page of the merchant's games, in its lobby order, by SQL (ILIKE for a name): what the
     * index answers, and what test/game-index.test.ts checks it against.
     */
    async list(merchant: Merchant, filter: GameFilter, pageNo: number, pageSize: number) {
      const where = and(...conditions(merchant, filter));
      const [total] = await db
        .select({ n: count() })
        .from(games)
        .innerJoin(merchantVendors, eq(merchantVendors.vassalage, games.vassalage))
        .where(where);
      const rows = await merchantGames(db)
        .where(where)
        .orderBy(...lobbyOrder)
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return {
        games: rows.map((r) => toGame(merchant, r.game)),
        ...pageInfo(pageNo, pageSize, total?.n ?? 0),
      };
    },

    async hot(merchant: Merchant, vassalage: string | undefined): Promise<Game[]> {
      const rows = await merchantGames(db)
        .where(and(...conditions(merchant, { vassalage }), eq(games.isHot, true)))
        .orderBy(desc(games.popularity), asc(games.gameId))
        .limit(HOT_GAMES_LIMIT);
      return rows.map((r) => toGame(merchant, r.game));
    },

    /** The most played games; with a prize mode, the lottery games of that mode. */
    async popular(merchant: Merchant, countLimit: number, prizeMode: string | undefined) {
      const where = conditions(merchant, {});
      if (prizeMode) where.push(eq(games.prizeMode, prizeMode));
      const rows = await merchantGames(db)
        .where(and(...where))
        .orderBy(desc(games.popularity), asc(games.gameId))
        .limit(countLimit);
      return rows.map((r) => toGame(merchant, r.game));
    },

    async find(gameId: string) {
      const [row] = await db.select().from(games).where(eq(games.gameId, gameId)).limit(1);
      return row;
    },

    /** One of the merchant's games with its vendor, or undefined when it offers no such game. */
    async offered(merchantCode: string, gameId: string) {
      const [row] = await db
        .select({ game: games, vendor: vendors })
        .from(games)
        .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
        .innerJoin(
          merchantVendors,
          and(
            eq(merchantVendors.vassalage, games.vassalage),
            eq(merchantVendors.merchantCode, merchantCode),
          ),
        )
        .where(eq(games.gameId, gameId))
        .limit(1);
      return row;
    },

    async vendor(vassalage: string) {
      const [row] = await db
        .select()
        .from(vendors)
        .where(eq(vendors.vassalage, vassalage))
        .limit(1);
      return row;
    },
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('games', createGamesRepository(app.db));
  },
  { name: 'games', dependencies: ['db'] },
);

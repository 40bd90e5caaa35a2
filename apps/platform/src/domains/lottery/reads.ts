import {
  drawFormat,
  formatWinNo,
  type ChainAnchor,
  type CurrentNumero,
  type DrawHistory,
  type DrawnNumero,
  type HotGap,
  type LotteryFamily,
  type LotteryGames,
  type NearNumeros,
} from '@site/contract';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  lotteryChains,
  lotteryGames,
  lotteryGroups,
  lotteryIssues,
  merchantLotteryGames,
} from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { labelIn, type LanguageOrder } from '../../http/request-language.js';
import { merchantTimeZone } from '../system/merchants.js';
import { dayName, lotteryDayOf } from './calendar.js';
import { hotGapOf } from './stats.js';

type GameRow = typeof merchantLotteryGames.$inferSelect;
type IssueRow = typeof lotteryIssues.$inferSelect;

/** States whose issues belong in the draw history (their draw time has come and gone). */
const HISTORY_STATES = ['DRAWN', 'SETTLED', 'VOID'] as const;

const gameOnSale = (game: GameRow) => game.onSale && game.status === 'ACTIVE';

/** The countdown of the issue on sale (or about to draw) at `now`. */
export function currentNumeroOf(game: GameRow, issue: IssueRow, now: Date): CurrentNumero {
  return {
    numero: issue.numero,
    gameId: game.gameCode,
    remainTime: Math.max(0, +issue.locksAt - +now),
    lockTime: game.lockSeconds,
    isSale:
      gameOnSale(game) && issue.state === 'OPEN' && issue.opensAt <= now && now < issue.locksAt,
    opensAt: issue.opensAt.toISOString(),
    locksAt: issue.locksAt.toISOString(),
    drawsAt: issue.drawsAt.toISOString(),
    seedHash: issue.seedHash,
  };
}

/** An issue's result as the wire shows it: the seed only once it is drawn. */
export function drawnNumeroOf(game: GameRow, issue: IssueRow): DrawnNumero {
  const drawn = (issue.state === 'DRAWN' || issue.state === 'SETTLED') && issue.balls !== null;
  return {
    numero: issue.numero,
    gameCode: game.gameCode,
    state: issue.state,
    drawsAt: issue.drawsAt.toISOString(),
    drawnAt: issue.drawnAt?.toISOString() ?? null,
    winNo: drawn ? formatWinNo(game.family, issue.balls!) : null,
    balls: drawn ? issue.balls : null,
    seedHash: issue.seedHash,
    seed: drawn ? issue.seed : null,
  };
}

/** The merchant's game of a code (either case), or lottery.game.not.found. */
export async function findGame(db: Db, merchantCode: string, gameCode: string): Promise<GameRow> {
  const [game] = await db
    .select()
    .from(merchantLotteryGames)
    .where(
      and(
        eq(merchantLotteryGames.merchantCode, merchantCode),
        eq(merchantLotteryGames.gameCode, gameCode.toUpperCase()),
      ),
    );
  if (!game) throw new AppError('lottery.game.not.found');
  return game;
}

/** The lottery's reads: games, near issues, history, trend statistics. */
export function createLotteryReads(db: Db) {
  /** The current issue of each game: the first whose draw is still to come. */
  async function currentIssues(gameIds: number[], now: Date) {
    if (gameIds.length === 0) return new Map<number, IssueRow>();
    const rows = await db
      .selectDistinctOn([lotteryIssues.gameId])
      .from(lotteryIssues)
      .where(and(inArray(lotteryIssues.gameId, gameIds), gt(lotteryIssues.drawsAt, now)))
      .orderBy(asc(lotteryIssues.gameId), asc(lotteryIssues.drawsAt));
    return new Map(rows.map((row) => [row.gameId, row]));
  }

  const reads = {
    game: (merchantCode: string, gameCode: string) => findGame(db, merchantCode, gameCode),

    /**
     * Every game of the merchant by family (in the menus' order), with its current issue; names
     * in the first language of `languages` they have.
     */
    async games(merchantCode: string, languages: LanguageOrder, now: Date): Promise<LotteryGames> {
      const rows = await db
        .select({ game: merchantLotteryGames, menu: lotteryGames, group: lotteryGroups })
        .from(merchantLotteryGames)
        .innerJoin(lotteryGames, eq(lotteryGames.gameCode, merchantLotteryGames.gameCode))
        .innerJoin(lotteryGroups, eq(lotteryGroups.code, lotteryGames.groupCode))
        .where(eq(merchantLotteryGames.merchantCode, merchantCode))
        .orderBy(asc(lotteryGroups.sortOrder), asc(lotteryGames.sortOrder));
      const current = await currentIssues(
        rows.map((r) => r.game.id),
        now,
      );
      // One group a family, in the menus' order (a family is one menu group here).
      const groups = new Map<LotteryFamily, LotteryGames['groups'][number]>();
      for (const { game, menu, group } of rows) {
        const entry = groups.get(game.family) ?? {
          code: game.family,
          labelName: labelIn(group.translations, languages, group.labelName),
          games: [],
        };
        groups.set(game.family, entry);
        const issue = current.get(game.id);
        const gameName = labelIn(menu.translations, languages, menu.gameName);
        entry.games.push({
          gameId: game.gameCode,
          gameCode: game.gameCode,
          gameName,
          family: game.family,
          intervalSeconds: game.intervalSeconds,
          lockSeconds: game.lockSeconds,
          isSale: gameOnSale(game),
          remark: gameName,
          currentNumero: issue ? currentNumeroOf(game, issue, now) : null,
        });
      }
      return { serverTime: +now, groups: [...groups.values()] };
    },

    /** The issue on sale, the one drawn last and the one after, with the server's time. */
    async near(merchantCode: string, gameCode: string, now: Date): Promise<NearNumeros> {
      const game = await reads.game(merchantCode, gameCode);
      const [coming, [previous], chainAnchors] = await Promise.all([
        db
          .select()
          .from(lotteryIssues)
          .where(and(eq(lotteryIssues.gameId, game.id), gt(lotteryIssues.drawsAt, now)))
          .orderBy(asc(lotteryIssues.drawsAt))
          .limit(2),
        db
          .select()
          .from(lotteryIssues)
          .where(and(eq(lotteryIssues.gameId, game.id), lte(lotteryIssues.drawsAt, now)))
          .orderBy(desc(lotteryIssues.drawsAt))
          .limit(1),
        game.family === 'CHAIN'
          ? reads.chainAnchors(game.id, now, await merchantTimeZone(db, merchantCode))
          : [],
      ]);
      const [current, next] = coming;
      return {
        gameId: game.gameCode,
        serverTime: +now,
        currentNumero: current ? currentNumeroOf(game, current, now) : null,
        previousNumero: previous ? drawnNumeroOf(game, previous) : null,
        nextNumero: next
          ? {
              numero: next.numero,
              opensAt: next.opensAt.toISOString(),
              locksAt: next.locksAt.toISOString(),
              drawsAt: next.drawsAt.toISOString(),
            }
          : null,
        chainAnchors,
      };
    },

    /** A CHAIN game's anchors for today and tomorrow (lottery days, in the merchant's zone). */
    async chainAnchors(gameId: number, now: Date, zone: string): Promise<ChainAnchor[]> {
      const today = lotteryDayOf(now, zone);
      const rows = await db
        .select({
          day: lotteryChains.day,
          anchor: lotteryChains.anchor,
          length: lotteryChains.length,
        })
        .from(lotteryChains)
        .where(
          and(
            eq(lotteryChains.gameId, gameId),
            inArray(lotteryChains.day, [dayName(today), dayName(today + 1)]),
          ),
        )
        .orderBy(asc(lotteryChains.day));
      return rows;
    },

    /** The draw history, newest first, `size` a page from page 0. */
    async history(
      merchantCode: string,
      gameCode: string,
      page: number,
      size: number,
      now: Date,
    ): Promise<DrawHistory> {
      const game = await reads.game(merchantCode, gameCode);
      const where = and(
        eq(lotteryIssues.gameId, game.id),
        inArray(lotteryIssues.state, [...HISTORY_STATES]),
        lte(lotteryIssues.drawsAt, now),
      );
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(lotteryIssues).where(where),
        db
          .select()
          .from(lotteryIssues)
          .where(where)
          .orderBy(desc(lotteryIssues.drawsAt))
          .limit(size)
          .offset(page * size),
      ]);
      const totalCount = total?.n ?? 0;
      return {
        content: rows.map((row) => drawnNumeroOf(game, row)),
        page,
        size,
        totalPages: Math.ceil(totalCount / size),
        totalCount,
      };
    },

    /** Trend statistics over the latest `wanted` results. */
    async hotGap(merchantCode: string, gameCode: string, wanted: number): Promise<HotGap> {
      const game = await reads.game(merchantCode, gameCode);
      const rows = await db
        .select({ balls: lotteryIssues.balls })
        .from(lotteryIssues)
        .where(
          and(
            eq(lotteryIssues.gameId, game.id),
            inArray(lotteryIssues.state, ['DRAWN', 'SETTLED']),
            isNotNull(lotteryIssues.balls),
          ),
        )
        .orderBy(desc(lotteryIssues.drawsAt))
        .limit(wanted);
      const draws = rows.map((r) => r.balls!).reverse();
      const format = drawFormat(game.family);
      return {
        gameId: game.gameCode,
        count: draws.length,
        min: format.min,
        max: format.max,
        positions: hotGapOf(format, draws),
      };
    },

    /** The countdown of each of the merchant's lottery games among `gameCodes`. */
    async timers(merchantCode: string, gameCodes: string[], now: Date) {
      const timers = new Map<string, CurrentNumero>();
      if (gameCodes.length === 0) return timers;
      const games = await db
        .select()
        .from(merchantLotteryGames)
        .where(
          and(
            eq(merchantLotteryGames.merchantCode, merchantCode),
            inArray(merchantLotteryGames.gameCode, gameCodes),
          ),
        );
      const current = await currentIssues(
        games.map((g) => g.id),
        now,
      );
      for (const game of games) {
        const issue = current.get(game.id);
        if (issue) timers.set(game.gameCode, currentNumeroOf(game, issue, now));
      }
      return timers;
    },
  };
  return reads;
}

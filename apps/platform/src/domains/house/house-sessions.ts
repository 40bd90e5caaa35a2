import type { HouseEngine, Language } from '@site/contract';
import { and, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import {
  games,
  gameSessions,
  launchTokens,
  members,
  sessions,
  vendors,
  type Member,
  type Merchant,
} from '../../db/schema/index.js';
import { engineOf } from './games.js';
import { AppError } from '../../http/app-error.js';
import { languageOf, requestLanguage } from '../../http/request-language.js';
import { notConnected } from '../games/game-launch.js';
import { hashToken, newToken } from '../accounts/sessions.js';

/** A game page's session ends after this many minutes without a call. */
export const GAME_SESSION_IDLE_MINUTES = 30;
// Touching last_seen_at on every call would write on every read; once a minute is enough.
const TOUCH_AFTER_MS = 60_000;
/**
 * Launch tokens and game sessions are deleted this many hours after they stopped opening
 * anything (a token expired, a session idle): kept a while for an operator's questions.
 */
export const GAME_ACCESS_KEEP_HOURS = 24;
/** Rows one purge statement deletes at most, so no statement holds its locks for long. */
const PURGE_BATCH = 1_000;

type GameRow = typeof games.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;

/** Who plays what, from where: what every house call runs on. */
export interface HouseSession {
  tokenHash: string;
  merchant: Merchant;
  member: Member;
  game: GameRow;
  vendor: VendorRow;
  engine: HouseEngine;
  /** The wallet the rounds bet from: 'MAIN' or the vendor's vassalage. */
  wallet: string;
  language: Language;
}

const invalid = () => new AppError('game.session.invalid');

/**
 * Game sessions of the house page. A launch token (single use, short-lived, issued
 * by the game launch) is traded once for a game session token; both are 32 CSPRNG bytes and
 * only their SHA-256 is stored. Both belong to the site session the launch came from. A game
 * session answers while it is used at least every GAME_SESSION_IDLE_MINUTES, its member is
 * enabled, that very site session is live (not logged out or revoked by a password reset, not
 * idle by the sessions plugin's rule: another device's session keeps no game of this one
 * alive), and the site is open to the caller (maintenance, region restriction). Playing
 * counts as using the site: a house call touches the site session like a site call does.
 * Tokens and sessions that can open nothing any more are deleted GAME_ACCESS_KEEP_HOURS later.
 */
export function createHouseSessions(app: FastifyInstance, siteIdleMinutes: number) {
  const db = app.db;

  /**
   * Joins the site session a launch token or game session came from, while it is live: not
   * revoked, not idle (as sessions.authenticate), the member's own. No site session (a row from
   * before they were kept): nothing joins, so it opens nothing.
   */
  const siteSessionOf = (siteSessionHash: AnyPgColumn, memberId: AnyPgColumn) =>
    and(
      eq(sessions.tokenHash, siteSessionHash),
      eq(sessions.memberId, memberId),
      isNull(sessions.revokedAt),
      sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${siteIdleMinutes})`,
    );

  /** Marks the site session used, at most once a minute, as sessions.authenticate does. */
  async function touchSite(siteSessionHash: string, lastSeenAt: Date) {
    if (Date.now() - lastSeenAt.getTime() <= TOUCH_AFTER_MS) return;
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, siteSessionHash));
  }

  async function merchantOf(request: FastifyRequest, code: string): Promise<Merchant> {
    const merchant = await app.merchants.find(code);
    if (!merchant) throw invalid();
    await app.siteStatus.guard(request, merchant);
    return merchant;
  }

  /** Deletes, a batch at a time, what `ended` finds by its key column; answers how many. */
  async function purgeBatches(
    executor: Db,
    table: typeof launchTokens | typeof gameSessions,
    ended: SQL,
  ) {
    let deleted = 0;
    for (;;) {
      const batch = executor
        .select({ tokenHash: table.tokenHash })
        .from(table)
        .where(ended)
        .limit(PURGE_BATCH);
      const gone = await executor
        .delete(table)
        .where(inArray(table.tokenHash, batch))
        .returning({ tokenHash: table.tokenHash });
      deleted += gone.length;
      if (gone.length < PURGE_BATCH) return deleted;
    }
  }

  const houseSessions = {
    /**
     * Trades a launch token for a game session. Refusals that a later look could lift
     * (maintenance, a game without a local engine) leave the token unspent; the trade itself
     * is one guarded UPDATE, so two pages racing with one token get one session.
     */
    async open(
      launchToken: string,
      request: FastifyRequest,
    ): Promise<{ sessionToken: string; session: HouseSession }> {
      const launchHash = hashToken(launchToken);
      const live = and(
        eq(launchTokens.tokenHash, launchHash),
        isNull(launchTokens.usedAt),
        gt(launchTokens.expiresAt, sql`now()`),
      );
      const [grant] = await db
        .select({ launch: launchTokens, member: members, game: games, vendor: vendors })
        .from(launchTokens)
        .innerJoin(members, eq(members.id, launchTokens.memberId))
        .innerJoin(sessions, siteSessionOf(launchTokens.siteSessionHash, launchTokens.memberId))
        .innerJoin(games, eq(games.gameId, launchTokens.gameId))
        .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
        .where(live)
        .limit(1);
      if (!grant || grant.member.disabled) throw invalid();
      const merchant = await merchantOf(request, grant.launch.merchantCode);
      const engine = engineOf(grant.game);
      // The launch refuses these already; a token for one still opens nothing.
      if (!engine) throw notConnected(grant.vendor, requestLanguage(request));
      if (grant.vendor.maintenance || grant.game.maintenance) {
        throw new AppError('game.maintenance');
      }

      const sessionToken = newToken();
      const language = languageOf(grant.launch.language) ?? merchant.defaultLanguage;
      await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(launchTokens)
          .set({ usedAt: sql`now()` })
          .where(live)
          .returning({ tokenHash: launchTokens.tokenHash });
        if (!spent) throw invalid();
        await tx.insert(gameSessions).values({
          tokenHash: hashToken(sessionToken),
          merchantCode: merchant.code,
          memberId: grant.member.id,
          gameId: grant.game.gameId,
          wallet: grant.launch.wallet,
          language,
          siteSessionHash: grant.launch.siteSessionHash,
        });
      });
      return {
        sessionToken,
        session: {
          tokenHash: hashToken(sessionToken),
          merchant,
          member: grant.member,
          game: grant.game,
          vendor: grant.vendor,
          engine,
          wallet: grant.launch.wallet,
          language,
        },
      };
    },

    /** The live game session of the request's Authorization header, or game.session.invalid. */
    async authenticate(request: FastifyRequest): Promise<HouseSession> {
      const token = request.headers.authorization;
      if (!token || token.length > 200) throw invalid();
      const tokenHash = hashToken(token);
      const [row] = await db
        .select({
          session: gameSessions,
          member: members,
          game: games,
          vendor: vendors,
          site: { tokenHash: sessions.tokenHash, lastSeenAt: sessions.lastSeenAt },
        })
        .from(gameSessions)
        .innerJoin(members, eq(members.id, gameSessions.memberId))
        .innerJoin(sessions, siteSessionOf(gameSessions.siteSessionHash, gameSessions.memberId))
        .innerJoin(games, eq(games.gameId, gameSessions.gameId))
        .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
        .where(
          and(
            eq(gameSessions.tokenHash, tokenHash),
            eq(members.disabled, false),
            sql`${gameSessions.lastSeenAt} > now() - make_interval(mins => ${GAME_SESSION_IDLE_MINUTES})`,
          ),
        )
        .limit(1);
      const engine = row && engineOf(row.game);
      if (!row || !engine) throw invalid();
      const merchant = await merchantOf(request, row.session.merchantCode);
      if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        await db
          .update(gameSessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(gameSessions.tokenHash, tokenHash));
      }
      await touchSite(row.site.tokenHash, row.site.lastSeenAt);
      return {
        tokenHash,
        merchant,
        member: row.member,
        game: row.game,
        vendor: row.vendor,
        engine,
        wallet: row.session.wallet,
        language: languageOf(row.session.language) ?? merchant.defaultLanguage,
      };
    },

    /**
     * Deletes launch tokens expired and game sessions idle for more than `keepHours`: neither
     * can open anything any more. Answers how many of each it deleted.
     */
    async purgeEnded(keepHours = GAME_ACCESS_KEEP_HOURS, executor: Db = db) {
      const before = sql`now() - make_interval(hours => ${keepHours})`;
      return {
        launchTokens: await purgeBatches(
          executor,
          launchTokens,
          lt(launchTokens.expiresAt, before),
        ),
        gameSessions: await purgeBatches(
          executor,
          gameSessions,
          lt(gameSessions.lastSeenAt, before),
        ),
      };
    },
  };
  return houseSessions;
}
export type HouseSessions = ReturnType<typeof createHouseSessions>;

declare module 'fastify' {
  interface FastifyInstance {
    houseSessions: HouseSessions;
  }
}

export interface HouseSessionsOptions {
  /** How often jobs/game-access-purge.ts deletes ended launch tokens and game sessions (default hourly; 0: no timer). */
  purgeEveryMs?: number;
}

export default fp(
  async (app: FastifyInstance, opts: { siteIdleMinutes: number }) => {
    app.decorate('houseSessions', createHouseSessions(app, opts.siteIdleMinutes));
  },
  { name: 'house-sessions', dependencies: ['db', 'merchants', 'site-status', 'throttle'] },
);

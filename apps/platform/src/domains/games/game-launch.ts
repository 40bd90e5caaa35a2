import { randomInt } from 'node:crypto';
import { MemberType, type Language, type LaunchResult } from '@site/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import {
  launchTokens,
  type games,
  type Member,
  type Merchant,
  type vendors,
} from '../../db/schema/index.js';
import { engineOf, isSimulated } from '../house/games.js';
import { AppError } from '../../http/app-error.js';
import { refuseTrial } from '../accounts/members.js';
import { hashToken, newToken } from '../accounts/sessions.js';
import { MAIN_WALLET, PLAY_WALLET } from '../ledger/wallets.js';

type GameRow = typeof games.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;

/** A launch token opens the game page once, within this many minutes. */
export const LAUNCH_TOKEN_MINUTES = 2;
/** How long a vendor driver may take to answer a launch by default. */
export const LAUNCH_DRIVER_TIMEOUT_MS = 10_000;
/** Launches a member may ask for per minute. */
const LAUNCHES_PER_MINUTE = 30;
/** The house game page, served by the platform itself (routes/house). */
export const HOUSE_PLAY_PATH = '/house/play/';
/** Lottery games open the lottery pages (docs/product.md §4 lottery start), never launchGame. */
const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT']);
const LOTTERY_ACCOUNT_TYPES = new Set(['TCG_SEA', 'TCG_LOTTO_VN']);

/** What a vendor driver gets to open one game for one member. */
export interface VendorLaunch {
  /** The launch token: single use, LAUNCH_TOKEN_MINUTES long; traded for a game session. */
  token: string;
  merchant: Pick<Merchant, 'code' | 'launchGameCdns'>;
  memberId: string;
  game: GameRow;
  vendor: VendorRow;
  /** The wallet the game bets from: 'MAIN' (seamless) or the vendor's vassalage. */
  wallet: string;
  language: Language;
  platform: string;
  clientType: number;
}

export interface VendorGameUrls {
  gameUrl: string;
  /** Another address of the game (a second CDN), or null. */
  gameUrl2: string | null;
}

/**
 * A game vendor's launch: where the member's browser opens the game. The built-in local
 * driver opens the house game page; an operator plugs in real vendors through buildApp's
 * `gameLaunch.driver`. `signal` aborts when the site stops waiting; a driver should pass it
 * to its HTTP calls.
 */
export interface GameVendorDriver {
  /**
   * Whether this site can open the vendor's game at all; the launch refuses one it cannot
   * (game.unavailable, naming the vendor) before a token is issued. Left out: every game.
   */
  connects?(game: GameRow, vendor: VendorRow): boolean;
  launch(input: VendorLaunch, signal: AbortSignal): Promise<VendorGameUrls>;
}

/**
 * The merchant's launch CDNs that can carry the house page: absolute http(s) addresses
 * (e.g. "https://play.example.com"), without a trailing slash. Anything else (DEMO's "/game"
 * is the web's own iframe page, not a house address) is left out.
 */
export function houseOrigins(launchGameCdns: readonly string[]): string[] {
  return launchGameCdns.flatMap((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return [];
    }
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    if (!web || url.search || url.hash || url.username || url.password) return [];
    return [url.href.replace(/\/+$/, '')];
  });
}

/**
 * The local driver: the house game page on the platform's own origin, or on one of the
 * merchant's launch CDNs picked at random (docs/product.md §9), a second one as game_url2. It opens
 * the
 * games a house engine plays; sportsbooks have none, so it does not connect them.
 */
export const localGameVendorDriver: GameVendorDriver = {
  connects: (game) => engineOf(game) !== undefined,
  launch: async ({ token, language, merchant }) => {
    const path = `${HOUSE_PLAY_PATH}?${new URLSearchParams({ t: token, lang: language })}`;
    const origins = houseOrigins(merchant.launchGameCdns);
    if (origins.length === 0) return { gameUrl: path, gameUrl2: null };
    const first = randomInt(origins.length);
    const second =
      origins.length > 1 ? (first + 1 + randomInt(origins.length - 1)) % origins.length : -1;
    return {
      gameUrl: `${origins[first]}${path}`,
      gameUrl2: second < 0 ? null : `${origins[second]}${path}`,
    };
  },
};

/** The driver's answer, or a rejection once `signal` aborts even if the driver ignores it. */
const untilAborted = <T>(answer: Promise<T>, signal: AbortSignal) =>
  new Promise<T>((resolve, reject) => {
    const aborted = () =>
      reject(new Error('the game vendor did not answer in time', { cause: signal.reason }));
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', aborted));
  });

const vendorMaintenanceText: Record<Language, (vendor: string) => string> = {
  EN: (vendor) => `${vendor} is under maintenance. Please try again later.`,
  ID: (vendor) => `${vendor} sedang dalam pemeliharaan. Silakan coba lagi nanti.`,
};

const notConnectedText: Record<Language, (vendor: string) => string> = {
  EN: (vendor) =>
    `${vendor} is not connected on this demo site yet, so its games cannot be opened here.`,
  ID: (vendor) =>
    `${vendor} belum terhubung di situs demo ini, jadi permainannya belum bisa dibuka di sini.`,
};

/** game.unavailable for a vendor this site does not connect (a sportsbook here), naming it. */
export const notConnected = (vendor: VendorRow, language: Language) =>
  new AppError('game.unavailable', { detail: notConnectedText[language](vendor.displayName) });

/**
 * Refuses a game closed for play: its vendor under maintenance (vendor.maintenance, naming the
 * vendor), or the game itself (game.maintenance). The launch asks this, and so does every
 * new house round, so a game put under maintenance stops the sessions already open too.
 */
export function refuseMaintenance(game: GameRow, vendor: VendorRow, language: Language) {
  if (vendor.maintenance) {
    throw new AppError('vendor.maintenance', {
      detail: vendorMaintenanceText[language](vendor.displayName),
    });
  }
  if (game.maintenance) throw new AppError('game.maintenance');
}

export interface LaunchAsk {
  merchant: Merchant;
  member: Member;
  /** The site session asking (its token hash): the game lives only as long as it does. */
  siteSessionHash: string;
  gameId: string;
  vassalage: string;
  language: Language;
  platform: string;
  clientType: number;
}

export interface LaunchTokenGrant {
  merchantCode: string;
  memberId: string;
  /** The launching site session's token hash. */
  siteSessionHash: string;
  gameId: string;
  wallet: string;
  language: Language;
}

export interface GameLaunchOptions {
  /** The game vendors; the local driver opens the house page. */
  driver?: GameVendorDriver;
  /** How long the driver may take (default LAUNCH_DRIVER_TIMEOUT_MS). */
  driverTimeoutMs?: number;
}

/** The wallet a game bets from: MAIN on a seamless vendor or a single-wallet merchant. */
export const walletFor = (merchant: Pick<Merchant, 'singleWallet'>, vendor: VendorRow) =>
  vendor.walletMode === 'SEAMLESS' || merchant.singleWallet ? MAIN_WALLET : vendor.vassalage;

/** docs/product.md §4 game launch: the rules, a launch token, the vendor's address and the recent game. */
export function createGameLaunch(app: FastifyInstance, options: GameLaunchOptions = {}) {
  const db = app.db;
  const driver = options.driver ?? localGameVendorDriver;
  const timeoutMs = options.driverTimeoutMs ?? LAUNCH_DRIVER_TIMEOUT_MS;

  const gameLaunch = {
    /**
     * A new launch token for a member and game: 32 random bytes (base64url), stored only as
     * its SHA-256, single use, expiring in LAUNCH_TOKEN_MINUTES.
     */
    async issue(grant: LaunchTokenGrant, executor: Db = db): Promise<string> {
      const token = newToken();
      await executor.insert(launchTokens).values({
        tokenHash: hashToken(token),
        ...grant,
        expiresAt: sql`now() + make_interval(mins => ${LAUNCH_TOKEN_MINUTES})`,
      });
      return token;
    },

    /** Spends a token that will not be used (its launch failed), so nobody can trade it. */
    async revoke(token: string): Promise<void> {
      await db
        .update(launchTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(launchTokens.tokenHash, hashToken(token)));
    },

    /**
     * Checks in this order: at most LAUNCHES_PER_MINUTE (request.throttled), the merchant's
     * game (game.not.found), a trial account only on a house game (member.trial; it plays
     * from its PLAY wallet), not a lottery game
     * (game.lottery), its vendor open (vendor.maintenance), the game open (game.maintenance),
     * playable here (game.unavailable), its vendor connected by the driver (game.unavailable
     * naming the vendor: a sportsbook on the local driver); then issues a token, asks the
     * vendor driver for the address (game.launch.failed when it fails or is late) and records
     * the recent game.
     */
    async launch(ask: LaunchAsk): Promise<LaunchResult> {
      const { merchant, member, language } = ask;
      const trial = member.type === MemberType.trial;
      const limit = await app.throttle.hit(`launch:${member.id}`, LAUNCHES_PER_MINUTE, 60);
      if (!limit.allowed) throw new AppError('request.throttled', { retryAt: limit.retryAt });

      const offered = await app.games.offered(merchant.code, ask.gameId);
      if (!offered || offered.game.vassalage !== ask.vassalage) {
        throw new AppError('game.not.found');
      }
      const { game, vendor } = offered;
      // A free-play guest plays the house's own games with play money; a vendor's game (or
      // one the house simulates for it) needs real money in its wallet (docs/product.md §5 trial
      // dialog).
      if (trial && (vendor.walletMode !== 'SEAMLESS' || isSimulated(game.gameId))) {
        refuseTrial(member);
      }
      if (LOTTERY_TYPES.has(game.gameType) || LOTTERY_ACCOUNT_TYPES.has(game.accountTypeName)) {
        throw new AppError('game.lottery');
      }
      refuseMaintenance(game, vendor, language);
      if (!game.supportPlay) throw new AppError('game.unavailable');
      if (driver.connects && !driver.connects(game, vendor)) throw notConnected(vendor, language);

      const wallet = trial ? PLAY_WALLET : walletFor(merchant, vendor);
      const token = await gameLaunch.issue({
        merchantCode: merchant.code,
        memberId: member.id,
        siteSessionHash: ask.siteSessionHash,
        gameId: game.gameId,
        wallet,
        language,
      });
      let urls: VendorGameUrls;
      try {
        const signal = AbortSignal.timeout(timeoutMs);
        urls = await untilAborted(
          driver.launch(
            {
              token,
              merchant,
              memberId: member.id,
              game,
              vendor,
              wallet,
              language,
              platform: ask.platform,
              clientType: ask.clientType,
            },
            signal,
          ),
          signal,
        );
      } catch (error) {
        app.log.warn({ err: error, gameId: game.gameId }, 'game vendor launch failed');
        await gameLaunch.revoke(token);
        throw new AppError('game.launch.failed');
      }
      await app.recentGames.record(member.id, game.gameId);
      return { game_url: urls.gameUrl, game_url2: urls.gameUrl2 };
    },
  };
  return gameLaunch;
}
export type GameLaunch = ReturnType<typeof createGameLaunch>;

declare module 'fastify' {
  interface FastifyInstance {
    gameLaunch: GameLaunch;
  }
}

export default fp(
  async (app: FastifyInstance, options: GameLaunchOptions) => {
    app.decorate('gameLaunch', createGameLaunch(app, options));
  },
  { name: 'game-launch', dependencies: ['db', 'games', 'throttle', 'recent-games'] },
);

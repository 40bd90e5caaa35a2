import type { HouseBet, HouseRound, HouseState, Language } from '@site/contract';
import { fromMinorUnits, pageInfo } from '@site/contract';
import { and, count, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { fairSeeds, gameRounds, games, walletAccounts } from '../../db/schema/index.js';
import {
  betProblems,
  betProblemText,
  drawOutcome,
  maxStakeFor,
  stakeInRange,
  stakeOf,
  winOf,
} from '@site/games/engines/index.js';
import { newClientSeed, newServerSeed, roundDraws, serverSeedHash } from '@site/games/fair/node.js';
import { isSimulated, RTP } from './games.js';
import { AppError } from '../../http/app-error.js';
import { refuseMaintenance } from '../games/game-launch.js';
import { requestHashOf } from '../ledger/ledger.js';
import type { HouseSession } from './house-sessions.js';
import { roundTransition } from './round-states.js';
import type { GameRound, RoundDraw, RoundRef } from '../money/seamless-wallet.js';

/** What the page sends to play a round (houseCalls.play's body). */
export interface PlayRound {
  roundKey: string;
  clientSeed: string;
  /** The server seed hash the page showed before the round; when sent, it must be the committed one. */
  serverSeedHash?: string;
  bet: HouseBet;
}

/** How long an OPEN round may wait for its credit before the sweeper settles it. */
export const STALE_ROUND_SECONDS = 10;
/** How many stale rounds one sweep settles at most. */
const SWEEP_LIMIT = 200;
/**
 * New rounds a member may play per ROUND_WINDOW_SECONDS, over every house game: far above a
 * player's pace (the page plays one round at a time), low enough that a script cannot flood
 * the ledger. Retries of a round key are not counted.
 */
export const ROUNDS_PER_WINDOW = 30;
export const ROUND_WINDOW_SECONDS = 10;

export function roundOnWire(round: GameRound): HouseRound {
  if (!round.bet || !round.outcome || round.status === 'VOID') {
    throw new Error(`round ${round.id} is not a house round`);
  }
  return {
    roundKey: round.roundKey,
    roundId: round.id,
    gameId: round.gameId,
    stake: fromMinorUnits(round.stake),
    win: fromMinorUnits(round.win),
    bet: round.bet,
    outcome: round.outcome,
    status: round.status,
    proof: {
      serverSeed: round.serverSeed!,
      serverSeedHash: round.serverSeedHash!,
      clientSeed: round.clientSeed!,
      nonce: round.nonce!,
    },
    createdAt: round.createdAt.toISOString(),
  };
}

/**
 * House rounds: server-authoritative and provably fair, on the seamless wallet.
 *
 * Each (member, game) has a committed next server seed (fair_seeds): its SHA-256 is in the
 * state the page shows before the round. Playing takes the stake and, in the same database
 * transaction, draws the outcome from (that seed, the page's client seed, the nonce), stores
 * it with the seeds on the round row (OPEN) and commits a fresh seed for the next round; then
 * the win is paid (SETTLED). A retry of the round key answers the round it played and draws
 * nothing. A round left OPEN (the process stopped between the two steps) is settled once,
 * by whichever comes first: the page asking for it, the page's state, or the sweeper.
 */
export function createHouseRounds(app: FastifyInstance) {
  const db = app.db;

  const refOf = (session: HouseSession, roundKey: string): RoundRef => ({
    merchantCode: session.merchant.code,
    memberId: session.member.id,
    vassalage: session.game.vassalage,
    roundKey,
  });

  /** The member's seeds in this game, created on first use. */
  async function seedsOf(memberId: string, gameId: string) {
    const where = and(eq(fairSeeds.memberId, memberId), eq(fairSeeds.gameId, gameId));
    const [found] = await db.select().from(fairSeeds).where(where).limit(1);
    if (found) return found;
    const serverSeed = newServerSeed();
    await db
      .insert(fairSeeds)
      .values({
        memberId,
        gameId,
        nextServerSeed: serverSeed,
        nextServerSeedHash: serverSeedHash(serverSeed),
        clientSeed: newClientSeed(),
      })
      // Two first calls at once: one row wins, both read it.
      .onConflictDoNothing();
    const [seeds] = await db.select().from(fairSeeds).where(where).limit(1);
    return seeds!;
  }

  /** The balance of the member's wallet the game bets from; 0 for one never used. */
  async function balanceOf(memberId: string, wallet: string): Promise<bigint> {
    const [account] = await db
      .select({ balance: walletAccounts.balance })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.wallet, wallet)))
      .limit(1);
    return account?.balance ?? 0n;
  }

  /**
   * Draws a round inside its debit's transaction: locks the member's seeds, uses the
   * committed server seed (round.seed.changed when it is not the one the page showed), then
   * commits the next one. Nonce: rounds played with this client seed (a new client seed
   * starts again at 0).
   */
  const drawFor =
    (session: HouseSession, body: PlayRound) =>
    async (tx: Db): Promise<RoundDraw> => {
      const where = and(
        eq(fairSeeds.memberId, session.member.id),
        eq(fairSeeds.gameId, session.game.gameId),
      );
      const [seeds] = await tx.select().from(fairSeeds).where(where).for('update');
      if (!seeds) throw new Error('fair seeds missing inside the debit');
      // Under the lock: another tab's round commits a new seed first, and this round must not
      // use a seed its page never showed. Thrown here, it rolls the stake back with it.
      if (body.serverSeedHash !== undefined && body.serverSeedHash !== seeds.nextServerSeedHash) {
        throw new AppError('round.seed.changed');
      }
      const nonce = seeds.clientSeed === body.clientSeed ? seeds.nonce : 0;
      const serverSeed = seeds.nextServerSeed;
      const outcome = drawOutcome(
        body.bet,
        roundDraws({ serverSeed, clientSeed: body.clientSeed, nonce }),
      );
      const next = newServerSeed();
      await tx
        .update(fairSeeds)
        .set({
          nextServerSeed: next,
          nextServerSeedHash: serverSeedHash(next),
          clientSeed: body.clientSeed,
          nonce: nonce + 1,
        })
        .where(where);
      return {
        bet: body.bet,
        outcome,
        serverSeed,
        serverSeedHash: seeds.nextServerSeedHash,
        clientSeed: body.clientSeed,
        nonce,
      };
    };

  /** Pays an OPEN house round what its stored outcome wins; anything else as it is. */
  async function settle(
    round: GameRound,
    gameName?: string,
    executor: Db = db,
  ): Promise<GameRound> {
    // Settled or void already: the credit's transition (round-states) does not apply.
    if (!roundTransition(round.status, 'credit').allowed || !round.bet || !round.outcome) {
      return round;
    }
    const reference = gameName ?? (await app.games.find(round.gameId))?.gameName ?? round.gameId;
    return app.seamlessWallet.credit(
      {
        merchantCode: round.merchantCode,
        memberId: round.memberId,
        vassalage: round.vassalage,
        roundKey: round.roundKey,
        reference,
      },
      winOf(round.bet, round.outcome),
      executor,
    );
  }

  /** The member's OPEN rounds of this game, settled. */
  async function settleOpen(session: HouseSession) {
    const open = await db
      .select()
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.memberId, session.member.id),
          eq(gameRounds.gameId, session.game.gameId),
          eq(gameRounds.status, 'OPEN'),
          isNotNull(gameRounds.outcome),
        ),
      );
    for (const round of open) await settle(round, session.game.gameName);
  }

  async function state(session: HouseSession): Promise<HouseState> {
    const { member, game, vendor, merchant, wallet, engine } = session;
    const seeds = await seedsOf(member.id, game.gameId);
    return {
      game: {
        gameId: game.gameId,
        gameName: game.gameName,
        engine,
        vassalage: game.vassalage,
        vendorName: vendor.displayName,
        minBet: fromMinorUnits(BigInt(game.minBetMinor)),
        maxBet: fromMinorUnits(maxStakeFor(BigInt(game.minBetMinor))),
        currencySymbol: merchant.currencySymbol,
        wallet,
        rtp: RTP[engine],
        simulated: isSimulated(game.gameId),
        language: session.language,
      },
      balance: fromMinorUnits(await balanceOf(member.id, wallet)),
      nextServerSeedHash: seeds.nextServerSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    };
  }

  /** A retry must be the same request: the same bet and client seed. */
  const sameRequest = (round: GameRound, body: PlayRound) =>
    round.clientSeed === body.clientSeed && requestHashOf(round.bet) === requestHashOf(body.bet);

  /** The round of this session's game by the page's key, or round.not.found. */
  async function roundOf(session: HouseSession, roundKey: string) {
    const round = await app.seamlessWallet.find(refOf(session, roundKey));
    if (!round || round.gameId !== session.game.gameId || !round.outcome) {
      throw new AppError('round.not.found');
    }
    if (round.status === 'VOID') throw new AppError('round.closed');
    return round;
  }

  /**
   * Refuses a new round of a game closed for play since the session opened, with the launch's
   * codes: no longer offered by the merchant (game.not.found), its vendor or itself under
   * maintenance. Asked on every play, not on reads: an OPEN round is still settled.
   */
  async function checkOpenForPlay(session: HouseSession, language: Language) {
    const offered = await app.games.offered(session.merchant.code, session.game.gameId);
    if (!offered || offered.game.vassalage !== session.game.vassalage) {
      throw new AppError('game.not.found');
    }
    refuseMaintenance(offered.game, offered.vendor, language);
  }

  /** Refuses a bet the rules cannot play: another engine, a malformed bet, limits. */
  function check(session: HouseSession, bet: HouseBet, language: Language) {
    if (bet.engine !== session.engine) {
      throw new AppError('request.invalid', {
        fields: { 'body.bet.engine': betProblemText.engine[language] },
      });
    }
    const problems = betProblems(bet);
    if (problems.length) {
      throw new AppError('request.invalid', {
        fields: Object.fromEntries(
          problems.map((p) => [`body.bet.${p.field}`, betProblemText[p.problem][language]]),
        ),
      });
    }
    const stake = stakeOf(bet);
    if (!stakeInRange(stake, BigInt(session.game.minBetMinor))) {
      throw new AppError('round.stake.range');
    }
    return stake;
  }

  const rounds = {
    state,
    settle,

    /** The state after settling the member's rounds left OPEN in this game. */
    async currentState(session: HouseSession): Promise<HouseState> {
      await settleOpen(session);
      return state(session);
    },

    /**
     * Takes the stake and draws the round (status OPEN), without paying it: the first half of
     * play, which a process stopping in between leaves for settle. A new round beyond
     * ROUNDS_PER_WINDOW is request.throttled, one of a game closed for play since the session
     * opened is refused; a retry of a played key is answered regardless.
     */
    async open(session: HouseSession, body: PlayRound, language: Language): Promise<GameRound> {
      const existing = await app.seamlessWallet.find(refOf(session, body.roundKey));
      if (existing) {
        if (existing.status === 'VOID' || existing.gameId !== session.game.gameId) {
          throw new AppError('round.closed');
        }
        if (!sameRequest(existing, body)) throw new AppError('idempotency.key.reused');
        return existing;
      }
      const limit = await app.throttle.hit(
        `house-rounds:${session.member.id}`,
        ROUNDS_PER_WINDOW,
        ROUND_WINDOW_SECONDS,
      );
      if (!limit.allowed) throw new AppError('request.throttled', { retryAt: limit.retryAt });
      await checkOpenForPlay(session, language);
      const stake = check(session, body.bet, language);
      await seedsOf(session.member.id, session.game.gameId);
      return app.seamlessWallet.debit({
        ...refOf(session, body.roundKey),
        gameId: session.game.gameId,
        wallet: session.wallet,
        reference: session.game.gameName,
        stake,
        request: { bet: body.bet, clientSeed: body.clientSeed },
        draw: drawFor(session, body),
      });
    },

    /** Plays one round: stake, draw, win. A retry of its key answers the same round. */
    async play(session: HouseSession, body: PlayRound, language: Language) {
      const opened = await rounds.open(session, body, language);
      const round = await settle(opened, session.game.gameName);
      return { round: roundOnWire(round), state: await state(session) };
    },

    /** A round by the page's key, settled first when it was left OPEN. */
    async round(session: HouseSession, roundKey: string) {
      const round = await settle(await roundOf(session, roundKey), session.game.gameName);
      return { round: roundOnWire(round), state: await state(session) };
    },

    /** The member's rounds of this game, newest first. */
    async list(session: HouseSession, pageNo: number, pageSize: number) {
      const where = and(
        eq(gameRounds.memberId, session.member.id),
        eq(gameRounds.gameId, session.game.gameId),
        ne(gameRounds.status, 'VOID'),
        isNotNull(gameRounds.outcome),
      );
      const [total] = await db.select({ n: count() }).from(gameRounds).where(where);
      const rows = await db
        .select()
        .from(gameRounds)
        .where(where)
        .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      return { list: rows.map(roundOnWire), ...pageInfo(pageNo, pageSize, total?.n ?? 0) };
    },

    /**
     * Settles house rounds left OPEN for more than `olderThanSeconds` (the sweeper). Each
     * settles through the round's credit key, so a sweep racing a page or another process
     * pays nothing twice. Answers how many it settled.
     */
    async settleStale(olderThanSeconds = STALE_ROUND_SECONDS, executor: Db = db): Promise<number> {
      const stale = await executor
        .select({ round: gameRounds, gameName: games.gameName })
        .from(gameRounds)
        .innerJoin(games, eq(games.gameId, gameRounds.gameId))
        .where(
          and(
            eq(gameRounds.status, 'OPEN'),
            isNotNull(gameRounds.outcome),
            lt(gameRounds.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
          ),
        )
        .orderBy(gameRounds.createdAt)
        .limit(SWEEP_LIMIT);
      let settled = 0;
      for (const { round, gameName } of stale) {
        try {
          // A savepoint each: a round that fails undoes only itself, the sweep goes on.
          const after = await executor.transaction((sp) => settle(round, gameName, sp));
          if (after.status === 'SETTLED') settled++;
        } catch (error) {
          // One round's failure must not keep the others waiting; the next sweep retries it.
          app.log.error({ err: error, roundId: round.id }, 'house round settlement failed');
        }
      }
      return settled;
    },
  };
  return rounds;
}
export type HouseRounds = ReturnType<typeof createHouseRounds>;

declare module 'fastify' {
  interface FastifyInstance {
    houseRounds: HouseRounds;
  }
}

export interface HouseRoundsOptions {
  /** How often the sweeper (jobs/house-sweep.ts) settles stale OPEN rounds (default 30 s; 0: no timer). */
  sweepEveryMs?: number;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('houseRounds', createHouseRounds(app));
  },
  {
    name: 'house-rounds',
    dependencies: ['db', 'ledger', 'games', 'throttle', 'seamless-wallet'],
  },
);

import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { instantSchema, positiveAmountSchema } from './money.js';
import { pageNoSchema, pageSchema, pageSizeSchema } from './pagination.js';

/**
 * The house vendor's own wire: what a house game page, running in the /game
 * iframe under the platform's origin, asks of the platform. The page trades its single-use
 * launch token for a game session, then plays rounds on the member's wallet (seamless: MAIN;
 * a transfer-wallet vendor's game: that vendor's wallet). Outcomes are the server's, drawn
 * provably fair: each round's server seed is committed (its SHA-256 shown) before the round
 * and revealed after it, so the page can recompute the outcome from the seeds.
 *
 * Calls carry the game session token in the `Authorization` header (not the site's session).
 */

/** The house game engines. */
export const houseEngineSchema = z.enum(['SLOT', 'ROULETTE', 'DICE']);
export type HouseEngine = z.infer<typeof houseEngineSchema>;

/** A client seed: what the player mixes into every draw (1-64 printable ASCII characters). */
export const clientSeedSchema = z.string().check(z.regex(/^[\x21-\x7e]{1,64}$/));

/** A SHA-256 as lowercase hex (64 digits): how a server seed is committed. */
export const sha256HexSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/));

/** A round id chosen by the page before it sends the round: its idempotency key. */
export const roundKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** The roulette bets of a European (single zero) wheel. */
export const rouletteBetTypeSchema = z.enum([
  /** One number 0-36, pays 35 to 1. */
  'STRAIGHT',
  'RED',
  'BLACK',
  'ODD',
  'EVEN',
  /** 1-18 */
  'LOW',
  /** 19-36 */
  'HIGH',
  /** 1: 1-12, 2: 13-24, 3: 25-36; pays 2 to 1. */
  'DOZEN',
  /** 1: 1,4,...,34; 2: 2,5,...,35; 3: 3,6,...,36; pays 2 to 1. */
  'COLUMN',
]);
export type RouletteBetType = z.infer<typeof rouletteBetTypeSchema>;

export const rouletteBetSchema = z.object({
  type: rouletteBetTypeSchema,
  /** STRAIGHT: 0-36; DOZEN and COLUMN: 1-3; otherwise absent. */
  number: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(36))),
  amount: positiveAmountSchema,
});
export type RouletteBet = z.infer<typeof rouletteBetSchema>;

/** What the player stakes, by engine. */
export const houseBetSchema = z.discriminatedUnion('engine', [
  z.object({
    engine: z.literal('SLOT'),
    /** Per line; the stake is lineBet × SLOT_LINES. */
    lineBet: positiveAmountSchema,
  }),
  z.object({
    engine: z.literal('ROULETTE'),
    /** 1-20 bets; the stake is their sum. */
    bets: z.array(rouletteBetSchema).check(z.minLength(1), z.maxLength(20)),
  }),
  z.object({
    engine: z.literal('DICE'),
    stake: positiveAmountSchema,
    /** The roll (0.00-99.99) must land under this (UNDER) or over it (OVER): 1.00-98.99. */
    target: z.number().check(z.minimum(1), z.maximum(98.99)),
    direction: z.enum(['UNDER', 'OVER']),
  }),
]);
export type HouseBet = z.infer<typeof houseBetSchema>;

/** What the draw gave, by engine. */
export const houseOutcomeSchema = z.discriminatedUnion('engine', [
  z.object({
    engine: z.literal('SLOT'),
    /** reels[reel][row]: 5 reels of 3 symbols, top to bottom. */
    reels: z.array(z.array(z.string())),
    /** Paying lines: which line (0-based), its symbol, how many in a row from the left, win. */
    lines: z.array(
      z.object({ line: z.number(), symbol: z.string(), count: z.number(), win: z.number() }),
    ),
  }),
  z.object({
    engine: z.literal('ROULETTE'),
    number: z.number(),
    color: z.enum(['GREEN', 'RED', 'BLACK']),
  }),
  z.object({
    engine: z.literal('DICE'),
    /** 0.00-99.99 */
    roll: z.number(),
    /** What a win pays per unit staked, e.g. 1.98. */
    multiplier: z.number(),
  }),
]);
export type HouseOutcome = z.infer<typeof houseOutcomeSchema>;

/** The proof of a round: with these the page recomputes the outcome. */
export const fairProofSchema = z.object({
  serverSeed: z.string(),
  /** SHA-256 of serverSeed (hex), as shown before the round. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().check(z.int(), z.nonnegative()),
});
export type FairProof = z.infer<typeof fairProofSchema>;

export const houseRoundSchema = z.object({
  /** The page's round id. */
  roundKey: z.string(),
  /** The platform's round id: the one in the betting record. */
  roundId: z.string(),
  gameId: z.string(),
  stake: z.number(),
  win: z.number(),
  bet: houseBetSchema,
  outcome: houseOutcomeSchema,
  /** SETTLED: stake taken and win paid; OPEN: stake taken, win not paid yet (being settled). */
  status: z.enum(['OPEN', 'SETTLED']),
  proof: fairProofSchema,
  createdAt: instantSchema,
});
export type HouseRound = z.infer<typeof houseRoundSchema>;

export const houseGameSchema = z.object({
  gameId: z.string(),
  gameName: z.string(),
  engine: houseEngineSchema,
  vassalage: z.string(),
  vendorName: z.string(),
  /** The stake of one round, in the merchant's currency. */
  minBet: z.number(),
  maxBet: z.number(),
  currencySymbol: z.string(),
  /** The wallet the rounds bet from: 'MAIN' (seamless) or the vendor's vassalage. */
  wallet: z.string(),
  /** Documented return to player, e.g. 0.9606. */
  rtp: z.number(),
  /**
   * A catalogue vendor's game that the reference platform stands in for with a house engine
   * (the local vendor driver); false for the house vendor's own games.
   */
  simulated: z.boolean(),
  language: z.enum(['EN', 'ID']),
});
export type HouseGame = z.infer<typeof houseGameSchema>;

export const houseStateSchema = z.object({
  game: houseGameSchema,
  /** The balance of the wallet the rounds bet from. */
  balance: z.number(),
  /** SHA-256 of the server seed the next round uses, committed before it is played. */
  nextServerSeedHash: z.string(),
  /** The client seed the next round uses unless the page sends another. */
  clientSeed: z.string(),
  nonce: z.number().check(z.int(), z.nonnegative()),
});
export type HouseState = z.infer<typeof houseStateSchema>;

export const houseSessionSchema = z.extend(houseStateSchema, {
  /** Sent as Authorization on every later call; lives 30 minutes after the last call. */
  sessionToken: z.string(),
});

export const playRoundSchema = z.object({
  roundKey: roundKeySchema,
  clientSeed: clientSeedSchema,
  /**
   * The server seed hash the page showed before this round (the state's nextServerSeedHash).
   * The house page always sends it: when another tab played first, the committed seed is no
   * longer the one shown and the round is refused (round.seed.changed, no stake taken), so a
   * round never uses a seed the page did not show. A retry of a played round key is answered
   * whatever it carries.
   */
  serverSeedHash: z.optional(sha256HexSchema),
  bet: houseBetSchema,
});

export const roundPlayedSchema = z.object({
  round: houseRoundSchema,
  state: houseStateSchema,
});

/** Calls of the house game page; paths are the platform's own (not docs/product.md §7's). */
export const houseCalls = {
  /** Trades the launch token (single use, 2 minutes) for a game session. */
  session: defineCall({
    method: 'POST',
    path: '/house/api/session',
    body: z.object({ launchToken: z.string().check(z.minLength(16), z.maxLength(200)) }),
    response: houseSessionSchema,
  }),
  state: defineCall({
    method: 'GET',
    path: '/house/api/state',
    response: houseStateSchema,
  }),
  /**
   * Plays one round; a retry with the same roundKey answers the same round. A serverSeedHash
   * other than the committed one is refused (round.seed.changed).
   */
  play: defineCall({
    method: 'POST',
    path: '/house/api/rounds',
    body: playRoundSchema,
    response: roundPlayedSchema,
  }),
  /**
   * A round by the page's key, after a reload cut its answer off: settled first if it was
   * left open. Not found means it never reached the platform (no stake was taken).
   */
  round: defineCall({
    method: 'GET',
    path: '/house/api/rounds/:roundKey',
    params: z.object({ roundKey: roundKeySchema }),
    response: roundPlayedSchema,
  }),
  /** This member's rounds of this game, newest first, with their proofs. */
  rounds: defineCall({
    method: 'GET',
    path: '/house/api/rounds',
    query: z.object({ pageNo: pageNoSchema, pageSize: pageSizeSchema(10, 50) }),
    response: pageSchema('list', houseRoundSchema),
  }),
};

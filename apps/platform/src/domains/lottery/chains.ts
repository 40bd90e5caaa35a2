import { chainSeeds } from '@site/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { lotteryChains } from '../../db/schema/index.js';
import { nodeDrawCrypto, newSeed } from './fair.js';

/**
 * CHAIN games: the result of an issue cannot come from a block hash here (no outside network),
 * so it comes from a value the house commits to before the day starts and cannot change
 * after: a reverse hash chain per game and lottery day. The day's tail is a CSPRNG seed; issue
 * k's seed is the tail hashed (length − k) times, so each seed's SHA-256 is the seed of the
 * issue before it and the first one's is the anchor. The anchor is published a day ahead
 * (GET /lgw/numeros/near), and each draw reveals the next preimage: anyone can hash it back to
 * the anchor, so the whole day's results were fixed when the anchor was shown. The draw itself
 * is the same HMAC stream as every family's, keyed by that seed.
 */
export interface DayChain {
  anchor: string;
  length: number;
  /** seeds[k − 1] is issue k's seed. */
  seeds: string[];
}

const KEEP_COMPUTED = 32;

/**
 * The chains of (game, day) for the days asked, made when missing: each process that finds
 * one missing draws its own tail, the first insert wins and every process reads the winner.
 * Chains computed lately are kept (a 1-minute day is 1,440 hashes).
 */
export function createDayChains() {
  const computed = new Map<string, DayChain>();
  return async function dayChains(
    tx: Db,
    gameId: number,
    days: { day: string; length: number }[],
  ): Promise<Map<string, DayChain>> {
    const chains = new Map<string, DayChain>();
    const missing = days.filter(({ day }) => {
      const known = computed.get(`${gameId}:${day}`);
      if (known) chains.set(day, known);
      return !known;
    });
    if (missing.length === 0) return chains;
    const read = (wanted: string[]) =>
      tx
        .select()
        .from(lotteryChains)
        .where(and(eq(lotteryChains.gameId, gameId), inArray(lotteryChains.day, wanted)));
    const rows = await read(missing.map((m) => m.day));
    const absent = missing.filter(({ day }) => !rows.some((row) => row.day === day));
    const fresh = new Map<string, DayChain>();
    if (absent.length > 0) {
      const made = await Promise.all(
        absent.map(async ({ day, length }) => {
          const tail = newSeed();
          fresh.set(tail, { ...(await chainSeeds(tail, length, nodeDrawCrypto.sha256)), length });
          return { gameId, day, anchor: fresh.get(tail)!.anchor, tail, length };
        }),
      );
      await tx.insert(lotteryChains).values(made).onConflictDoNothing();
      rows.push(...(await read(absent.map((a) => a.day))));
    }
    for (const row of rows) {
      const chain = fresh.get(row.tail) ?? {
        ...(await chainSeeds(row.tail, row.length, nodeDrawCrypto.sha256)),
        length: row.length,
      };
      if (chain.anchor !== row.anchor) {
        throw new Error(`chain ${gameId}:${row.day} does not reach its anchor`);
      }
      if (computed.size >= KEEP_COMPUTED) computed.delete(computed.keys().next().value!);
      computed.set(`${gameId}:${row.day}`, chain);
      chains.set(row.day, chain);
    }
    return chains;
  };
}

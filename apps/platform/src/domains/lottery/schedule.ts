import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { lotteryIssues, merchantLotteryGames, merchants } from '../../db/schema/index.js';
import { aheadMs, dayName, drawsOn, lotteryDayOf, slotsBetween } from './calendar.js';
import type { createDayChains } from './chains.js';
import { newSeed, seedHash } from './fair.js';

type GameRow = typeof merchantLotteryGames.$inferSelect;
type IssueInsert = typeof lotteryIssues.$inferInsert;

// PostgreSQL takes at most 65,535 parameters a statement; an issue row has 8.
const ROWS_PER_INSERT = 1_000;

/**
 * Keeps each active game's issues generated ahead (calendar.ts aheadMs). A game continues from
 * its last issue, so issues stay contiguous across restarts and processes (the unique
 * (game, numero) drops a row another process wrote first, with the seed it drew). When the
 * last issue is already past (the platform was down, or the game is new), it starts at the
 * issue on sale now: the issues of the downtime are never made, as none could be sold. One
 * insert for every game; answers how many issues it made.
 */
export async function generateAhead(
  tx: Db,
  now: Date,
  dayChains: ReturnType<typeof createDayChains>,
): Promise<number> {
  const games = await tx
    .select({
      game: merchantLotteryGames,
      // A game draws on its merchant's days (calendar.ts).
      zone: merchants.timeZone,
      latest: sql<
        Date | string | null
      >`(select max(${lotteryIssues.drawsAt}) from ${lotteryIssues} where ${lotteryIssues.gameId} = ${merchantLotteryGames.id})`,
    })
    .from(merchantLotteryGames)
    .innerJoin(merchants, eq(merchants.code, merchantLotteryGames.merchantCode))
    .where(eq(merchantLotteryGames.status, 'ACTIVE'));
  const rows: IssueInsert[] = [];
  for (const { game, zone, latest } of games) {
    const last = latest === null ? null : new Date(latest);
    const from = last && last >= now ? last : now;
    const slots = slotsBetween(game, from, new Date(+now + aheadMs(game)), zone);
    const seeds = await seedsOf(tx, game, zone, slots, now, dayChains);
    slots.forEach((slot, i) => {
      const seed = seeds[i]!;
      rows.push({
        gameId: game.id,
        numero: slot.numero,
        opensAt: slot.opensAt,
        locksAt: slot.locksAt,
        drawsAt: slot.drawsAt,
        seed,
        seedHash: seedHash(seed),
      });
    });
  }
  let made = 0;
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const inserted = await tx
      .insert(lotteryIssues)
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflictDoNothing()
      .returning({ id: lotteryIssues.id });
    made += inserted.length;
  }
  return made;
}

/**
 * A seed per slot: fresh CSPRNG bytes, or for CHAIN the links of the day's chain; a CHAIN game
 * also has tomorrow's chain made, so its anchor is out a day ahead.
 */
async function seedsOf(
  tx: Db,
  game: GameRow,
  zone: string,
  slots: ReturnType<typeof slotsBetween>,
  now: Date,
  dayChains: ReturnType<typeof createDayChains>,
): Promise<string[]> {
  if (game.family !== 'CHAIN') return slots.map(() => newSeed());
  // A chain has a link for each draw of its day (fewer or more on a daylight-saving change).
  const today = lotteryDayOf(now, zone);
  const days = new Map([today, today + 1].map((day) => [dayName(day), day]));
  for (const slot of slots) {
    if (!days.has(slot.day)) days.set(slot.day, lotteryDayOf(slot.drawsAt, zone));
  }
  const chains = await dayChains(
    tx,
    game.id,
    [...days].map(([day, n]) => ({ day, length: drawsOn(game, n, zone) })),
  );
  return slots.map((slot) => chains.get(slot.day)!.seeds[slot.index - 1]!);
}

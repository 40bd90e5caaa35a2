import { DAY_MS, HOUR_MS, seededRandom } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lotteryIssues, merchantLotteryGames } from '../db/schema/index.js';
import { merchantTimeZone } from '../domains/system/merchants.js';
import { addDays, dayOf, startOfDay } from '../domains/system/time-zone.js';
import { rowsOf } from '../db/rows.js';
import { rollUp } from '../domains/agents/rollup.js';
import { slotsBetween } from '../domains/lottery/calendar.js';
import { drawDue } from '../domains/lottery/draws.js';
import { newSeed, seedHash } from '../domains/lottery/fair.js';
import { createLotteryOrders } from '../domains/lottery/orders.js';
import { settleIssue } from '../domains/lottery/settlement.js';
import { demoSlip } from './demo-lottery.js';

/** The demo team's members (seedDemoTeam) who play the daily lottery. */
const PLAYERS = ['c001', 'c002', 'c003', 'c004', 'c005', 'c006', 'c007'].map(
  (short) => `00000000-0000-4000-8000-0000000d${short}`,
);
const DEMO_AGENT = '00000000-0000-4000-8000-00000000a001';
/** The daily lottery the demo team played on the past days (its draws are made for them). */
const DAILY_GAME = 'LF1';
const FIVE_MINUTES_MS = 300_000;

/**
 * What the demo agent's pages need beyond the seed (demo data only, runs once the platform is
 * built and before its jobs start, as seedDemoLottery): the demo team's lottery orders on the
 * past week's draws of the daily lottery, placed through the real placement and drawn and
 * settled by the real draw and settlement; then the past days' aggregates, and each past
 * period paid by its own job (the week's daily salaries, dividends and rebates; the last day's
 * hourly and real-time salaries of the periods with bets) exactly as the jobs would have, so income, payout records
 * and account records show figures on a fresh start. Once: a demo agent with a rebate paid
 * (or no demo team) makes it do nothing.
 */
export async function seedDemoAgents(app: FastifyInstance, now = new Date()) {
  const db = app.db;
  const [state] = await rowsOf<{ team: number; paid: number }>(
    db,
    sql`select (select count(*)::int from members where id = ${PLAYERS[0]!}::uuid) as team,
      (select count(*)::int from rebate_payouts where merchant_code = 'DEMO') as paid`,
  );
  if (!state || state.team === 0 || state.paid > 0) return { orders: 0, runs: 0 };

  // The daily lottery's draws of the past week, each played by the team while on sale.
  const [game] = await db
    .select()
    .from(merchantLotteryGames)
    .where(
      and(
        eq(merchantLotteryGames.merchantCode, 'DEMO'),
        eq(merchantLotteryGames.gameCode, DAILY_GAME),
      ),
    );
  // The demo brand's days: its draws, and the periods its jobs pay.
  const zone = await merchantTimeZone(db, 'DEMO');
  let orders = 0;
  if (game) {
    const slots = slotsBetween(game, new Date(+now - 7 * DAY_MS), now, zone);
    let clock = now;
    const placing = createLotteryOrders(db, app.ledger, () => clock);
    const random = seededRandom(20_261_126);
    for (const slot of slots) {
      const seed = newSeed();
      const [issue] = await db
        .insert(lotteryIssues)
        .values({
          gameId: game.id,
          numero: slot.numero,
          opensAt: slot.opensAt,
          locksAt: slot.locksAt,
          drawsAt: slot.drawsAt,
          seed,
          seedHash: seedHash(seed),
        })
        .onConflictDoNothing()
        .returning();
      if (!issue) continue;
      for (const [i, memberId] of PLAYERS.entries()) {
        clock = new Date(+slot.opensAt + (i + 1) * 600_000);
        try {
          await placing.place(
            { merchantCode: 'DEMO', memberId, key: `demo-team-${memberId}-${slot.numero}` },
            demoSlip(game, slot.numero, random, 3),
          );
          orders++;
        } catch {
          // A member whose balance ran out sits this draw out.
        }
      }
      await db.transaction((tx) => drawDue(tx, issue.id, slot.drawsAt));
      await db.transaction((tx) =>
        settleIssue(tx, app.ledger, issue.id, new Date(+slot.drawsAt + 2_000)),
      );
    }
  }
  await db.transaction((tx) => rollUp(tx, 'DEMO', new Date(+now - 8 * DAY_MS), now));

  // Every past period paid by its job, as if the platform had run all week.
  let runs = 0;
  const tick = async (job: string, at: Date) => {
    runs += (await app.jobs.tick(job, at)).length;
  };
  const today = dayOf(now, zone);
  for (let back = 7; back >= 1; back--) {
    const next = startOfDay(addDays(today, -back + 1), zone);
    const at = new Date(+next + HOUR_MS);
    if (at > now) continue;
    await tick('agents.salary.daily', at);
    await tick('agents.dividend', at);
    await tick('agents.rebate', at);
  }
  // Hourly and real-time salaries: the periods of the last day with bets (a week of them would
  // keep a fresh start waiting on a few hundred runs).
  const since = new Date(+now - DAY_MS).toISOString();
  const moments = await rowsOf<{ at: string }>(
    db,
    sql`select r.settled_at::text as at from game_rounds r
        join team_paths p on p.descendant_id = r.member_id
        where p.ancestor_id = ${DEMO_AGENT} and r.status = 'SETTLED'
          and r.settled_at >= ${since}::timestamptz
      union all
      select o.settled_at::text from lottery_orders o
        join team_paths p on p.descendant_id = o.member_id
        where p.ancestor_id = ${DEMO_AGENT} and o.state in ('WON', 'LOST')
          and o.settled_at >= ${since}::timestamptz`,
  );
  const hours = new Set<number>();
  const windows = new Set<number>();
  for (const { at } of moments) {
    const time = Date.parse(at);
    hours.add(Math.floor(time / HOUR_MS) * HOUR_MS + HOUR_MS);
    windows.add(Math.floor(time / FIVE_MINUTES_MS) * FIVE_MINUTES_MS + FIVE_MINUTES_MS);
  }
  // A second after each period's end, when that moment has come (a time to come is refused).
  for (const end of [...hours].sort((a, b) => a - b)) {
    if (end + 1_000 <= +now) await tick('agents.salary.hourly', new Date(end + 1_000));
  }
  for (const end of [...windows].sort((a, b) => a - b)) {
    if (end + 1_000 <= +now) await tick('agents.salary.realtime', new Date(end + 1_000));
  }
  return { orders, runs };
}

// Settling a lottery issue on the jobs seat: ORDERS orders of 100 members on one issue of the
// 10-minute SSC game (one fixed-position bet each on the last ball, so a tenth win), placed
// through the orders domain (placing is not timed), then the issue drawn and one lottery.settle
// run timed: each paying order one WIN under its own ledger key, the losers closed together.
// Prints one JSON line: { orders, winners, placeSeconds, seconds, ordersPerSecond, driver }.
//   tsx apps/platform/bench/settle-lottery.ts [--orders 10000]
// On an in-memory PGlite, migrated and seeded; DATABASE_URL (a database it may fill) for PostgreSQL.
import { parseArgs } from 'node:util';
import { and, asc, eq } from 'drizzle-orm';
import { lotteryIssues, lotteryOrders, merchantLotteryGames } from '../src/db/schema/index.js';
import { fundedMembers, openBenchApp } from './bench-app.js';

const { values } = parseArgs({ options: { orders: { type: 'string', default: '10000' } } });
const ORDERS = Number(values.orders);
const MEMBERS = 100;
const STAKE = 200n;

// 20 s into a quarter hour: the 10-minute game's issue is on sale for minutes yet.
const quarter = 15 * 60_000;
let clock = new Date(Math.ceil(Date.now() / quarter) * quarter + 20_000);
const { app, driver, close } = await openBenchApp('settle-lottery', {
  house: { sweepEveryMs: 0, purgeEveryMs: 0 },
  lottery: {
    scheduleEveryMs: 0,
    drawEveryMs: 0,
    settleEveryMs: 0,
    purgeEveryMs: 0,
    now: () => clock,
  },
  agents: { scheduled: false },
});

try {
  await app.jobs.tick('lottery.schedule', clock);
  const [game] = await app.db
    .select()
    .from(merchantLotteryGames)
    .where(
      and(eq(merchantLotteryGames.merchantCode, 'DEMO'), eq(merchantLotteryGames.gameCode, 'SSC4')),
    );
  const issues = await app.db
    .select()
    .from(lotteryIssues)
    .where(eq(lotteryIssues.gameId, game!.id))
    .orderBy(asc(lotteryIssues.drawsAt));
  const issue = issues.find((i) => i.opensAt <= clock && clock < i.locksAt)!;

  const tag = Date.now().toString(36);
  const members = await fundedMembers(
    app,
    'lot',
    MEMBERS,
    STAKE * BigInt(Math.ceil(ORDERS / MEMBERS)),
  );

  const placing = performance.now();
  for (let i = 0; i < ORDERS; i++) {
    await app.lottery.orders.place(
      { merchantCode: 'DEMO', memberId: members[i % MEMBERS]!, key: `bench-${tag}-${i}` },
      {
        gameId: 'SSC4',
        numero: issue.numero,
        lines: [{ playId: 14, content: `||||${i % 10}`, unit: '1', multiple: 1 }],
        totalAmount: 2,
      },
    );
  }
  const placeSeconds = (performance.now() - placing) / 1000;

  clock = new Date(+issue.drawsAt + 1_000);
  await app.jobs.tick('lottery.draw', clock);
  const settling = performance.now();
  await app.jobs.tick('lottery.settle', clock);
  const seconds = (performance.now() - settling) / 1000;
  const won = await app.db
    .select({ id: lotteryOrders.id })
    .from(lotteryOrders)
    .where(and(eq(lotteryOrders.issueId, issue.id), eq(lotteryOrders.state, 'WON')));
  const [settled] = await app.db.select().from(lotteryIssues).where(eq(lotteryIssues.id, issue.id));
  if (settled!.state !== 'SETTLED') throw new Error(`the issue is ${settled!.state}, not SETTLED`);
  console.log(
    JSON.stringify({
      orders: ORDERS,
      winners: won.length,
      placeSeconds: Number(placeSeconds.toFixed(1)),
      seconds: Number(seconds.toFixed(2)),
      ordersPerSecond: Math.round(ORDERS / seconds),
      driver,
    }),
  );
} finally {
  await close();
}

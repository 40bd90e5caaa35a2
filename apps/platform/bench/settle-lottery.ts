// Settling a lottery issue on the jobs seat: ORDERS orders of 100 members on one issue of the
// 10-minute SSC game (one fixed-position bet each on the last ball, so a tenth win), placed
// through the orders domain (placing is not timed), then the issue drawn and one lottery.settle
// run timed: each paying order one WIN under its own ledger key, the losers closed together.
// Prints one JSON line: { orders, winners, placeSeconds, seconds, ordersPerSecond, driver }.
//   tsx apps/platform/bench/settle-lottery.ts [--orders 10000]
// On an in-memory PGlite, migrated and seeded; DATABASE_URL (a database it may fill) for PostgreSQL.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { lotteryIssues, lotteryOrders, merchantLotteryGames } from '../src/db/schema/index.js';
import { ClearingAccount, requestHashOf } from '../src/domains/ledger/ledger.js';
import { ensureRsaKey } from '../src/domains/system/keyring.js';
import { seed } from '../src/seed/index.js';

const { values } = parseArgs({ options: { orders: { type: 'string', default: '10000' } } });
const ORDERS = Number(values.orders);
const MEMBERS = 100;
const STAKE = 200n;

const scratch = mkdtempSync(join(tmpdir(), 'bench-settle-lottery-'));
const config = loadConfig({ WEB_DIST: scratch, DATA_DIR: scratch, LOG_LEVEL: 'warn' });
const database = process.env.DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
  : await openDatabase({ pglite: new PGlite() });
await database.migrate(async (db) => {
  await seed(db);
  await ensureRsaKey(db);
});
// 20 s into a quarter hour: the 10-minute game's issue is on sale for minutes yet.
const quarter = 15 * 60_000;
let clock = new Date(Math.ceil(Date.now() / quarter) * quarter + 20_000);
const app = await buildApp({
  config,
  database,
  opsToken: 'bench-settle-lottery',
  logger: false,
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
await app.ready();

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
  const members: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const member = await app.accounts.create({
      merchantCode: 'DEMO',
      username: `lot${tag}${i}`.slice(0, 32),
      type: 1,
      password: 'bench-password-1',
      registerIp: '127.0.0.1',
    });
    const main = await app.ledger.memberAccount(member.id, 'MAIN');
    const bonus = await app.ledger.clearingAccount('DEMO', ClearingAccount.bonus, {
      spreadBy: member.id,
    });
    const funds = STAKE * BigInt(Math.ceil(ORDERS / MEMBERS));
    await app.ledger.post({
      merchantCode: 'DEMO',
      kind: 'BONUS',
      idempotencyKey: `bench:lottery-fund:${member.id}`,
      requestHash: requestHashOf({ funds }),
      postings: [
        { accountId: bonus, amount: -funds },
        { accountId: main, amount: funds },
      ],
    });
    members.push(member.id);
  }

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
      driver: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    }),
  );
} finally {
  await app.close();
}

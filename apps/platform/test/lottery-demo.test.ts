import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ledgerPostings,
  lotteryIssues,
  lotteryOrders,
  members,
  walletAccounts,
} from '../src/db/schema/index.js';
import { seedDemoLottery } from '../src/seed/demo-lottery.js';
import { buildTestApp } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(async () => {
  await app?.close();
});

describe('the demo lottery history', () => {
  it("gives a fresh platform draws and the demo member's settled, pending and chased orders, once", async () => {
    // 70 s past a quarter hour: every 1-, 3- and 5-minute game's issue is then on sale (a
    // moment when they are all locked before their draws would leave nothing to wait on).
    const quarter = 15 * 60_000;
    const now = new Date(Math.floor(Date.now() / quarter) * quarter + 70_000);
    // How long it takes is the bench's (`platform started`: it runs before the platform listens).
    const made = await seedDemoLottery(app, now);
    expect(made.issues).toBeGreaterThan(500);
    expect(made.orders).toBeGreaterThan(30);

    const [demo] = await app.db.select().from(members).where(eq(members.username, 'demoplayer'));
    const orders = await app.db
      .select()
      .from(lotteryOrders)
      .where(eq(lotteryOrders.memberId, demo!.id));
    expect(orders.length).toBe(made.orders);
    const states = new Set(orders.map((o) => o.state));
    expect(states.has('PENDING')).toBe(true);
    expect(states.has('LOST') || states.has('WON')).toBe(true);
    expect(orders.filter((o) => o.chaseId !== null)).toHaveLength(5);

    // Its balance is the credit, less what stands staked, plus what was paid back.
    const staked = orders.reduce((s, o) => s + o.amountMinor, 0n);
    const paid = orders.reduce((s, o) => s + o.paidMinor, 0n);
    const [main] = await app.db
      .select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.memberId, demo!.id), eq(walletAccounts.wallet, 'MAIN')));
    expect(main!.balance).toBe(200_000n - staked + paid);
    const [sum] = await app.db
      .select({ sum: sql<string>`sum(${ledgerPostings.amount})::text` })
      .from(ledgerPostings);
    expect(sum!.sum).toBe('0');

    // No issue of the history is left undrawn (those made for now draw on the jobs' time).
    const pastOpen = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(lotteryIssues)
      .where(
        sql`${lotteryIssues.state} in ('OPEN', 'LOCKED') and ${lotteryIssues.drawsAt} <= ${now.toISOString()}`,
      );
    expect(pastOpen[0]!.n).toBe(0);

    // Again (a restart): nothing more.
    expect(await seedDemoLottery(app)).toEqual({ issues: 0, orders: 0 });
  });
});

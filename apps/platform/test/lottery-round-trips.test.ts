import { lotteryOrderCalls, type PlaceOrderBody } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { lotteryOrders } from '../src/db/schema/index.js';
import { createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, valueOf } from './helper.js';
import { countStatements } from './statement-counter.js';
import { freshKey, fund, memberCall } from './transfers-helper.js';

/**
 * Round trips per lottery placement, pinned: the placement is the lottery's hottest call, so
 * its statements are counted (the session's included). These fail if chatty reads come back.
 */
const clock = new Date('2026-11-25T03:00:30Z'); // SSC1 sells 20261125-0601
let app: FastifyInstance;
let database: Database;
let counter: ReturnType<typeof countStatements>;
beforeAll(async () => {
  ({ app, database } = await buildTestApp({
    lottery: { scheduleEveryMs: 0, drawEveryMs: 0, now: () => clock },
    house: { sweepEveryMs: 0, purgeEveryMs: 0 },
  }));
  await app.jobs.tick('lottery.schedule', clock);
  counter = countStatements(database);
});
afterAll(async () => {
  counter?.stop();
  await app?.close();
});

const isTransactionControl = (text: string) =>
  /^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text);

const body = (numero = '20261125-0601'): PlaceOrderBody => ({
  gameId: 'ssc1',
  numero,
  lines: [{ playId: 21, content: '1|2|3,4', unit: '1', multiple: 1 }],
  totalAmount: 4,
});

describe('a lottery placement', () => {
  it('reads once before its transaction and answers from what it wrote', async () => {
    const member = await createMember(app, { username: 'rtlotto1' });
    await fund(app, member.username, 100);
    const token = await sessionFor(app, member);
    // The first bet opens the member's accounts; the next ones find them in the one read.
    valueOf(
      lotteryOrderCalls.betting,
      await memberCall(app, lotteryOrderCalls.betting, { token, body: body() }),
    );

    const key = freshKey();
    const placed = await counter.during(() =>
      memberCall(app, lotteryOrderCalls.betting, { token, body: body(), key }),
    );
    const answer = valueOf(lotteryOrderCalls.betting, placed.result);
    expect(answer).toMatchObject({
      orders: 1,
      chaseNumber: null,
      totalBettingAmount: 4,
      balance: 92,
    });
    const [order] = await app.db
      .select()
      .from(lotteryOrders)
      .where(eq(lotteryOrders.orderNumber, answer.orderNumber));
    expect(order).toMatchObject({ memberId: member.id, numero: answer.numero, amountMinor: 400n });

    const control = placed.statements.filter(isTransactionControl);
    const work = placed.statements.filter((s) => !isTransactionControl(s));
    const begin = placed.statements.findIndex(isTransactionControl);
    expect(control).toHaveLength(2);
    // The session and the placement's one read, then the transaction, nothing after it.
    expect(begin).toBe(2);
    expect(isTransactionControl(placed.statements.at(-1)!)).toBe(true);
    // In it: the BET, the issues' locks with the member's stakes, and one write of the orders,
    // their lines and the numbers' sales.
    expect(work).toHaveLength(5);
    expect(placed.statements[5]).toMatch(/^with placed as \(insert into "lottery_orders"/);

    // A retry reads once and answers the same, from the stored orders.
    const retry = await counter.during(() =>
      memberCall(app, lotteryOrderCalls.betting, { token, body: body(), key }),
    );
    expect(valueOf(lotteryOrderCalls.betting, retry.result)).toEqual(answer);
    expect(retry.statements).toHaveLength(3);
  });

  it("answers a chase's orders from what it wrote as a retry reads them back", async () => {
    const member = await createMember(app, { username: 'rtlotto2' });
    await fund(app, member.username, 100);
    const token = await sessionFor(app, member);
    const chase: PlaceOrderBody = {
      ...body(),
      chase: {
        winStop: true,
        issues: [
          { numero: '20261125-0601', multiple: 1 },
          { numero: '20261125-0602', multiple: 2 },
        ],
      },
      totalAmount: 12,
    };
    const key = freshKey();
    const first = valueOf(
      lotteryOrderCalls.betting,
      await memberCall(app, lotteryOrderCalls.betting, { token, body: chase, key }),
    );
    expect(first).toMatchObject({ orders: 2, numero: '20261125-0601', totalBettingAmount: 12 });
    expect(first.orderNumber).toBe(`${first.chaseNumber}-001`);
    const retry = valueOf(
      lotteryOrderCalls.betting,
      await memberCall(app, lotteryOrderCalls.betting, { token, body: chase, key }),
    );
    expect(retry).toEqual(first);
  });
});

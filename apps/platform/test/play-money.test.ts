import {
  houseCalls,
  lotteryOrderCalls,
  PLAY_CREDITS,
  playCalls,
  sessionCalls,
  transferCalls,
  walletCalls,
  DAY_MS,
} from '@site/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameRounds,
  games,
  ledgerPostings,
  ledgerTransactions,
  lotteryOrders,
  memberBetDays,
  members,
  walletAccounts,
  type Member,
} from '../src/db/schema/index.js';
import { rollUp } from '../src/domains/agents/rollup.js';
import { encryptedInject } from './accounts-helper.js';
import { failureOf, valueOf } from './helper.js';
import { houseCall, newRoundKey } from './house-helper.js';
import { lotteryApp, type LotteryApp } from './lottery-helper.js';
import { depositInject, withdrawInject } from './payments-helper.js';
import { launch } from './play-helper.js';
import { freshKey, memberCall } from './transfers-helper.js';

/**
 * Free play that plays: a free-play guest's play credits in a book of their own,
 * staked on the house games and the lottery, never on money actions, never in real reports.
 */
let app: FastifyInstance;
let lottery: LotteryApp;
beforeAll(async () => {
  lottery = await lotteryApp();
  ({ app } = lottery);
});
afterAll(() => app?.close());

let ipCounter = 0;
async function guest() {
  const login = valueOf(
    sessionCalls.freeplay,
    await encryptedInject(
      app,
      sessionCalls.freeplay,
      { os: 'Linux', platform: 'W' },
      { ip: `10.88.0.${++ipCounter}` },
    ),
  );
  const [member] = await app.db.select().from(members).where(eq(members.id, login.user.id));
  return { token: login.token, member: member! };
}

const balanceCall = (token: string) => memberCall(app, walletCalls.balance, { token, key: null });

const walletsOf = (member: Member) =>
  app.db
    .select({ wallet: walletAccounts.wallet, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.memberId, member.id));

/** Accounts of the play book: PLAY wallets and the play clearing shards. */
const playBook = sql`(${walletAccounts.wallet} = 'PLAY' or ${walletAccounts.wallet} like 'PLAY_CLEARING%')`;

describe('free play that plays', () => {
  it('credits a new guest 10,000.00 of play money once, shown as play money', async () => {
    const { token, member } = await guest();
    const shown = valueOf(walletCalls.balance, await balanceCall(token));
    expect(shown).toMatchObject({ sumBalance: PLAY_CREDITS / 100, playMoney: true });
    expect(await walletsOf(member)).toEqual(
      expect.arrayContaining([
        { wallet: 'MAIN', balance: 0n },
        { wallet: 'PLAY', balance: BigInt(PLAY_CREDITS) },
      ]),
    );
    // A second grant (a retry) answers the first and moves nothing.
    const first = await app.playMoney.grant(member);
    const again = await app.playMoney.grant(member);
    expect(again.transactionId).toBe(first.transactionId);
    expect(await app.playMoney.balanceOf(member)).toBe(BigInt(PLAY_CREDITS));
    const [grants] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `play:grant:${member.id}`));
    expect(grants!.n).toBe(1);
  });

  it('plays a house slot round from the play wallet', async () => {
    const { token, member } = await guest();
    const launched = valueOf(
      playCalls.launchGame,
      await launch(app, token, { gameId: 'NSO-0001', vassalage: 'NSO' }),
    );
    const launchToken = new URL(launched.game_url, 'http://x').searchParams.get('t')!;
    const session = valueOf(
      houseCalls.session,
      await houseCall(app, houseCalls.session, { body: { launchToken } }),
    );
    expect(session.game.wallet).toBe('PLAY');
    expect(session.balance).toBe(PLAY_CREDITS / 100);
    const played = valueOf(
      houseCalls.play,
      await houseCall(app, houseCalls.play, {
        token: session.sessionToken,
        body: {
          roundKey: newRoundKey(),
          clientSeed: 'guest',
          bet: { engine: 'SLOT', lineBet: 1 },
        },
      }),
    );
    expect(played.round.stake).toBe(10);
    expect(played.state.balance).toBe(PLAY_CREDITS / 100 - 10 + played.round.win);
    const [round] = await app.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.memberId, member.id));
    expect(round).toMatchObject({ wallet: 'PLAY', status: 'SETTLED' });
    expect(valueOf(walletCalls.balance, await balanceCall(token))).toEqual(
      expect.objectContaining({ sumBalance: played.state.balance, playMoney: true }),
    );
    // The round's money moved within the play book only.
    const touched = await app.db
      .select({ wallet: walletAccounts.wallet })
      .from(ledgerPostings)
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
      .where(
        inArray(
          ledgerPostings.transactionId,
          [round!.debitTransactionId, round!.settleTransactionId].filter(
            (id): id is string => id !== null,
          ),
        ),
      );
    expect(touched.every((t) => t.wallet === 'PLAY' || t.wallet.startsWith('PLAY_CLEARING'))).toBe(
      true,
    );
  });

  it("keeps the trial dialog for a vendor's game (a wallet transfer) and every money action", async () => {
    const { token } = await guest();
    const simulated = await launch(app, token, { gameId: 'NO-SUCH', vassalage: 'NO' });
    expect(failureOf(simulated).errorCode).toBe('game.not.found');
    // A slot of a transfer-wallet vendor (the house engine simulates it) needs real money.
    const vendorGame = { game_id: 'JKP-0001', vassalage: 'JKP' };
    await app.db
      .update(games)
      .set({ supportPlay: true, maintenance: false })
      .where(eq(games.gameId, vendorGame.game_id));
    const refused = await launch(app, token, {
      gameId: vendorGame.game_id,
      vassalage: vendorGame.vassalage,
    });
    expect(failureOf(refused).errorCode).toBe('member.trial');
    const transfer = await memberCall(app, transferCalls.transfer, {
      token,
      body: { from: 'PLAY', to: 'MAIN', amount: 1 },
    });
    expect(failureOf(transfer).errorCode).toBe('member.trial');
    const deposit = await depositInject(app, token, { channelId: 'demo-bank-bca', amount: 100 });
    expect(failureOf(deposit).errorCode).toBe('member.trial');
    const withdraw = await withdrawInject(app, token, {
      cardId: '00000000-0000-4000-8000-000000000000',
      amount: 100,
      paymentPassword: '123456',
    });
    expect(failureOf(withdraw).errorCode).toBe('member.trial');
  });

  it('places and settles a lottery order with play money', async () => {
    const { token, member } = await guest();
    const ALL = '0,1,2,3,4,5,6,7,8,9';
    // SSC back-3 full cover at 0.1: 1,000 bets × 0.20 = 200.00; exactly one wins 196.00.
    const placed = valueOf(
      lotteryOrderCalls.betting,
      await memberCall(app, lotteryOrderCalls.betting, {
        token,
        body: {
          gameId: 'SSC1',
          numero: '20261125-0601',
          lines: [{ playId: 21, content: `${ALL}|${ALL}|${ALL}`, unit: '0.1', multiple: 1 }],
          totalAmount: 200,
        },
      }),
    );
    expect(placed.balance).toBe(PLAY_CREDITS / 100 - 200);
    const [order] = await app.db
      .select()
      .from(lotteryOrders)
      .where(eq(lotteryOrders.memberId, member.id));
    expect(order!.wallet).toBe('PLAY');

    await lottery.drawAndSettle();
    const [settled] = await app.db
      .select()
      .from(lotteryOrders)
      .where(eq(lotteryOrders.memberId, member.id));
    expect(settled).toMatchObject({ state: 'WON', paidMinor: 19_600n });
    expect(await app.playMoney.balanceOf(member)).toBe(BigInt(PLAY_CREDITS) - 20_000n + 19_600n);
    expect((await walletsOf(member)).find((w) => w.wallet === 'MAIN')!.balance).toBe(0n);
  });

  it('tops up only a low play balance, once per ten minutes, and never a real account', async () => {
    const { token, member } = await guest();
    const topUp = (key = freshKey()) => memberCall(app, walletCalls.playTopUp, { token, key });
    expect(failureOf(await topUp()).errorCode).toBe('play.top.up.not.needed');
    // Spend it down to 50.00 on the books (as rounds would), then top up.
    const account = await app.ledger.memberAccount(member.id, 'PLAY');
    const clearing = await app.ledger.clearingAccount('DEMO', 'PLAY_CLEARING', {
      spreadBy: member.id,
    });
    await app.ledger.post({
      merchantCode: 'DEMO',
      kind: 'BET',
      idempotencyKey: `test:spend:${member.id}`,
      requestHash: 'x',
      postings: [
        { accountId: account, amount: -(BigInt(PLAY_CREDITS) - 5_000n) },
        { accountId: clearing, amount: BigInt(PLAY_CREDITS) - 5_000n },
      ],
    });
    const key = freshKey();
    const topped = valueOf(walletCalls.playTopUp, await topUp(key));
    expect(topped).toMatchObject({ sumBalance: PLAY_CREDITS / 100, playMoney: true });
    // A retry answers the same; another top-up soon after is throttled (once it is low again).
    expect(valueOf(walletCalls.playTopUp, await topUp(key)).sumBalance).toBe(PLAY_CREDITS / 100);
    await app.ledger.post({
      merchantCode: 'DEMO',
      kind: 'BET',
      idempotencyKey: `test:spend-again:${member.id}`,
      requestHash: 'x',
      postings: [
        { accountId: account, amount: -(BigInt(PLAY_CREDITS) - 5_000n) },
        { accountId: clearing, amount: BigInt(PLAY_CREDITS) - 5_000n },
      ],
    });
    const throttled = failureOf(await topUp());
    expect(throttled.errorCode).toBe('request.throttled');
    expect(throttled.retryAt).toBeDefined();
    expect(await app.playMoney.balanceOf(member)).toBe(5_000n);

    const real = await app.db.select().from(members).where(eq(members.type, 1)).limit(1);
    expect(real[0]).toBeDefined();
    await expect(app.playMoney.topUp(real[0]!, freshKey())).rejects.toMatchObject({
      code: 'access.forbidden',
    });
  });

  it('keeps play money out of real reports and the winner board, and both books balanced', async () => {
    await app.db.transaction((tx) =>
      rollUp(tx, 'DEMO', new Date('2026-11-20T00:00:00Z'), new Date(Date.now() + DAY_MS)),
    );
    const trialDays = await app.db
      .select({ memberId: memberBetDays.memberId })
      .from(memberBetDays)
      .innerJoin(members, eq(members.id, memberBetDays.memberId))
      .where(eq(members.type, 4));
    expect(trialDays).toEqual([]);
    // A play round that paid a hundredfold is still no winner of real money.
    await app.db
      .update(gameRounds)
      .set({ win: sql`${gameRounds.stake} * 100` })
      .where(eq(gameRounds.wallet, 'PLAY'));
    const board = await app.winners.board((await app.merchants.find('DEMO'))!, 50);
    expect(board.some((w) => w.username.startsWith('gu'))).toBe(false);

    // Each book sums to zero on its own, and no transaction crosses from one to the other.
    const bookSums = await app.db
      .select({
        play: sql<boolean>`${playBook}`,
        sum: sql<string>`sum(${walletAccounts.balance})::text`,
      })
      .from(walletAccounts)
      .groupBy(sql`1`);
    for (const book of bookSums) expect(BigInt(book.sum)).toBe(0n);
    expect(bookSums.find((b) => b.play)).toBeDefined();
    const crossing = await app.db
      .select({ id: ledgerPostings.transactionId })
      .from(ledgerPostings)
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerPostings.accountId))
      .groupBy(ledgerPostings.transactionId)
      .having(sql`bool_or(${playBook}) and not bool_and(${playBook})`);
    expect(crossing).toEqual([]);
    const drift = await app.db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(
        and(
          sql`${walletAccounts.balance} <> coalesce((select sum(lp.amount) from ledger_postings lp where lp.account_id = ${walletAccounts.id}), 0)`,
        ),
      );
    expect(drift).toEqual([]);
  });
});

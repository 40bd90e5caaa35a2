import {
  betCount,
  defaultPlay,
  drawIssue,
  formatBettingContent,
  fromMinorUnits,
  toMinorUnits,
  lineAmountMinor,
  randomSelection,
  seededRandom,
  type BettingLine,
  type PlaceOrderBody,
  type RandomInt,
} from '@site/contract';
import { and, asc, eq, exists, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lotteryIssues, members, merchantLotteryGames, merchants } from '../db/schema/index.js';
import { ClearingAccount, requestHashOf } from '../domains/ledger/ledger.js';
import { MAIN_WALLET } from '../domains/ledger/wallets.js';
import { slotsBetween } from '../domains/lottery/calendar.js';
import { DEFAULT_TIME_ZONE } from '../domains/system/time-zone.js';
import { drawDue } from '../domains/lottery/draws.js';
import { newSeed, nodeDrawCrypto, seedHash } from '../domains/lottery/fair.js';
import { createLotteryOrders, onSale } from '../domains/lottery/orders.js';
import { settleIssue } from '../domains/lottery/settlement.js';

/** How far back a fresh platform's fast games get a history of draws. */
export const DEMO_HISTORY_MINUTES = 90;
/** The demo member and what it is credited to play with. */
const DEMO_MEMBER = { merchantCode: 'DEMO', username: 'demoplayer' };
const DEMO_FUNDS_MINOR = 200_000n;
/** The games the demo member played in the history, and how many issues apart. */
const PLAYED = ['SSC1', 'PK101', 'K31', '11X51', 'PCB1'];
const PLAY_EVERY = 9;

type GameRow = typeof merchantLotteryGames.$inferSelect;
type IssueInsert = typeof lotteryIssues.$inferInsert;

/**
 * A two-line slip: the game's default Tradition play and its default two-sided play, each at
 * a multiple of 1 to `maxMultiple` (the demo agents' team plays it too).
 */
export function demoSlip(
  game: GameRow,
  numero: string,
  random: RandomInt,
  maxMultiple = 5,
): PlaceOrderBody {
  let total = 0n;
  const lines = (['Lott', 'Elott'] as const).map((mode): BettingLine => {
    const play = defaultPlay(game.family, mode);
    const selection = randomSelection(play, random);
    const multiple = 1 + random(maxMultiple);
    total += lineAmountMinor(betCount(play, selection), '1', multiple);
    return {
      playId: play.playId,
      content: formatBettingContent(play, selection),
      unit: '1',
      multiple,
    };
  });
  return { gameId: game.gameCode, numero, lines, totalAmount: fromMinorUnits(total) };
}

/**
 * A fresh platform's lottery history, so results, trends, "my bets" and the records are not
 * empty: the fast games (every 5 minutes or less, but the hash lottery, whose seeds are its
 * day's chain) get the last DEMO_HISTORY_MINUTES of issues, drawn with the same fair draw
 * (their seeds revealed as usual); on a few dozen of them the demo member placed orders through
 * the real placement, which were drawn and settled by the real draw and settlement, money
 * through the ledger (the member is credited DEMO_FUNDS_MINOR first, an ADJUSTMENT); then a few
 * orders wait on the issues on sale and a chase runs. Runs before the jobs start. A game with a
 * past issue gets no history, and the member's orders are placed once (the credit's ledger key
 * marks it), so a restart changes nothing.
 */
export async function seedDemoLottery(app: FastifyInstance, now = new Date()) {
  const db = app.db;
  const from = new Date(+now - DEMO_HISTORY_MINUTES * 60_000);
  const games = await db
    .select()
    .from(merchantLotteryGames)
    .where(
      and(
        eq(merchantLotteryGames.status, 'ACTIVE'),
        lte(merchantLotteryGames.intervalSeconds, 300),
        ne(merchantLotteryGames.family, 'CHAIN'),
      ),
    );
  // One index probe a game: a restart must not read every issue ever drawn.
  const withHistory = await db
    .select({ gameId: merchantLotteryGames.id })
    .from(merchantLotteryGames)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(lotteryIssues)
          .where(
            and(eq(lotteryIssues.gameId, merchantLotteryGames.id), lte(lotteryIssues.drawsAt, now)),
          ),
      ),
    );
  const hasHistory = new Set(withHistory.map((g) => g.gameId));
  // Each merchant's games draw on its own days.
  const zones = new Map(
    (await db.select({ code: merchants.code, zone: merchants.timeZone }).from(merchants)).map(
      (m) => [m.code, m.zone],
    ),
  );
  const [demo] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantCode, DEMO_MEMBER.merchantCode),
        eq(members.username, DEMO_MEMBER.username),
      ),
    );

  // The history: drawn and settled issues; those the demo member plays on stay OPEN for now.
  const rows: IssueInsert[] = [];
  const toPlay: { game: GameRow; numero: string }[] = [];
  for (const game of games.filter((g) => !hasHistory.has(g.id))) {
    const played = demo && game.merchantCode === DEMO_MEMBER.merchantCode;
    const slots = slotsBetween(game, from, now, zones.get(game.merchantCode) ?? DEFAULT_TIME_ZONE);
    for (const [i, slot] of slots.entries()) {
      const seed = newSeed();
      const open = played && PLAYED.includes(game.gameCode) && i % PLAY_EVERY === 3;
      const balls = open
        ? null
        : await drawIssue(
            { family: game.family, gameCode: game.gameCode, numero: slot.numero, seed },
            nodeDrawCrypto.hmac,
          );
      if (open) toPlay.push({ game, numero: slot.numero });
      rows.push({
        gameId: game.id,
        numero: slot.numero,
        opensAt: slot.opensAt,
        locksAt: slot.locksAt,
        drawsAt: slot.drawsAt,
        seed,
        seedHash: seedHash(seed),
        ...(balls ? { state: 'SETTLED' as const, balls, drawnAt: slot.drawsAt } : {}),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1_000) {
    await db
      .insert(lotteryIssues)
      .values(rows.slice(i, i + 1_000))
      .onConflictDoNothing();
  }
  if (!demo) return { issues: rows.length, orders: 0 };

  const fundsKey = `demo:lottery:funds:${demo.id}`;
  const fundsHash = requestHashOf({ amount: DEMO_FUNDS_MINOR });
  if (await app.ledger.replay(demo.merchantCode, fundsKey, fundsHash)) {
    return { issues: rows.length, orders: 0 };
  }
  await app.ledger.post({
    merchantCode: demo.merchantCode,
    kind: 'ADJUSTMENT',
    reference: 'Demo funds',
    idempotencyKey: fundsKey,
    requestHash: fundsHash,
    postings: [
      {
        accountId: await app.ledger.clearingAccount(demo.merchantCode, ClearingAccount.adjustment),
        amount: -DEMO_FUNDS_MINOR,
      },
      { accountId: await app.ledger.memberAccount(demo.id, MAIN_WALLET), amount: DEMO_FUNDS_MINOR },
    ],
  });

  let clock = now;
  const orders = createLotteryOrders(db, app.ledger, () => clock);
  const random = seededRandom(+now % 2 ** 31);
  const actor = (key: string) => ({ merchantCode: demo.merchantCode, memberId: demo.id, key });
  const slip = (game: GameRow, numero: string) => demoSlip(game, numero, random);
  let placed = 0;

  // The past: placed while each issue was on sale, drawn and settled at its draw.
  const played = await db
    .select()
    .from(lotteryIssues)
    .where(
      and(
        inArray(lotteryIssues.gameId, [...new Set(toPlay.map((p) => p.game.id))]),
        eq(lotteryIssues.state, 'OPEN'),
        lte(lotteryIssues.drawsAt, now),
      ),
    )
    .orderBy(asc(lotteryIssues.drawsAt));
  for (const issue of played) {
    const game = games.find((g) => g.id === issue.gameId)!;
    clock = new Date(+issue.opensAt + 5_000);
    await orders.place(actor(`demo-${game.gameCode}-${issue.numero}`), slip(game, issue.numero));
    placed++;
    await db.transaction((tx) => drawDue(tx, issue.id, issue.drawsAt));
    await db.transaction((tx) =>
      settleIssue(tx, app.ledger, issue.id, new Date(+issue.drawsAt + 2_000)),
    );
  }

  // Now: a few orders waiting for their draw, and a chase of five issues that stops on a win.
  clock = now;
  await db.transaction((tx) => app.lottery.generateAhead(tx, now));
  const demoGames = games.filter((g) => g.merchantCode === demo.merchantCode);
  const upcoming = async (code: string, n: number) => {
    const game = demoGames.find((g) => g.gameCode === code);
    if (!game) return { game, issues: [] };
    const issues = await db
      .select()
      .from(lotteryIssues)
      .where(and(eq(lotteryIssues.gameId, game.id), gt(lotteryIssues.locksAt, now)))
      .orderBy(asc(lotteryIssues.drawsAt))
      .limit(n);
    return { game, issues: issues[0] && onSale(issues[0], now) ? issues : [] };
  };
  for (const code of ['SSC3', 'PK103', 'K33']) {
    const { game, issues } = await upcoming(code, 1);
    if (!game || !issues[0]) continue;
    await orders.place(actor(`demo-${code}-${issues[0].numero}`), slip(game, issues[0].numero));
    placed++;
  }
  const { game: chaseGame, issues: chased } = await upcoming('SSC2', 5);
  if (chaseGame && chased.length === 5) {
    const body = slip(chaseGame, chased[0]!.numero);
    await orders.place(actor(`demo-chase-${chased[0]!.numero}`), {
      ...body,
      chase: { issues: chased.map((i) => ({ numero: i.numero, multiple: 1 })), winStop: true },
      totalAmount: fromMinorUnits(toMinorUnits(body.totalAmount) * 5n),
    });
    placed += 5;
  }
  return { issues: rows.length, orders: placed };
}

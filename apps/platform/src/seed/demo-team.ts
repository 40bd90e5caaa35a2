import { DAY_MS, HOUR_MS, toMinorUnits } from '@site/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import type { StoredTier } from '../db/schema/index.js';
import { rowsOf } from '../db/rows.js';
import { rollUp } from '../domains/agents/rollup.js';
import { demoPasswordHashes } from './demo-password-hashes.js';

/**
 * The demo agent's team (demo data only): two downline agents, one of them with its own
 * downline agent, and members under each, four levels in all; each member with a deposit and a
 * week of house-game rounds moved through the ledger (ledger_post), as play would leave them,
 * so every agent report shows figures on a fresh start. The demo agent holds a house contract
 * of each kind (so all 12 agent pages show); demosub1 holds a daily salary it accepted and an
 * hourly salary offer waiting (its popup). Rounds are of the house games and of a live, a
 * sports and a fish game; lottery orders, payouts and rebates of the past days are added by
 * seedDemoAgents once the platform runs. Written once: a seed that finds demosub1 adds
 * nothing.
 */
const AGENT_ID = '00000000-0000-4000-8000-00000000a001';
const team: { id: string; username: string; type: 41 | 42; upline: string }[] = [
  { id: 'b001', username: 'demosub1', type: 42, upline: 'a001' },
  { id: 'b002', username: 'demosub2', type: 42, upline: 'a001' },
  { id: 'b003', username: 'demosub1a', type: 42, upline: 'b001' },
  { id: 'c001', username: 'demomember1', type: 41, upline: 'b001' },
  { id: 'c002', username: 'demomember2', type: 41, upline: 'b001' },
  { id: 'c003', username: 'demomember3', type: 41, upline: 'b002' },
  { id: 'c004', username: 'demomember4', type: 41, upline: 'b002' },
  { id: 'c005', username: 'demomember5', type: 41, upline: 'b003' },
  { id: 'c006', username: 'demomember6', type: 41, upline: 'b003' },
  { id: 'c007', username: 'demomember7', type: 41, upline: 'a001' },
];
/** The team's fixed ids: 00000000-0000-4000-8000-0000000dXXXX (a001 is the demo agent's). */
const uuid = (short: string) =>
  short === 'a001' ? AGENT_ID : `00000000-0000-4000-8000-0000000d${short}`;

const percent = (minBet: number, activeMembers: number, rate: number, netLoss = 0): StoredTier => ({
  minBet: toMinorUnits(minBet).toString(),
  netLoss: toMinorUnits(netLoss).toString(),
  activeMembers,
  rateType: 'P',
  rate: Math.round(rate * 1_000_000),
});

/** A small deterministic generator, so the demo figures are the same on every fresh start. */
function* numbers(seed: number) {
  let x = seed;
  for (;;) {
    x = (Math.imul(x, 1_103_515_245) + 12_345) >>> 0;
    yield x / 2 ** 32;
  }
}

export async function seedDemoTeam(tx: Db, merchantCode: string, now = new Date()) {
  if (merchantCode !== 'DEMO') return;
  const [present] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from members where id = ${uuid('b001')}::uuid`,
  );
  const [agent] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from members where id = ${AGENT_ID}::uuid`,
  );
  if (present!.n > 0 || agent!.n === 0) return;

  for (const m of team) {
    await tx.execute(sql`
      insert into members (id, merchant_code, username, type, password_hash, register_ip, upline_id,
        nickname, created_at)
      values (${uuid(m.id)}::uuid, ${merchantCode}, ${m.username}, ${m.type},
        ${demoPasswordHashes.player1234!}, '127.0.0.1', ${uuid(m.upline)}::uuid, ${m.username},
        ${new Date(now.getTime() - 8 * DAY_MS).toISOString()}::timestamptz)`);
    await tx.execute(
      sql`insert into wallet_accounts (member_id, wallet) values (${uuid(m.id)}::uuid, 'MAIN') on conflict do nothing`,
    );
  }
  // Rebates: the demo agent's, and its downline agents' below them.
  for (const [id, rate] of [
    ['a001', 8_000],
    ['b001', 6_000],
    ['b002', 5_000],
    ['b003', 4_000],
  ] as const) {
    for (const product of ['RNG', 'LIVE', 'SPORTS', 'LOTT']) {
      await tx.execute(sql`insert into member_rebates (member_id, product, rate_ppm)
        values (${uuid(id)}::uuid, ${product}, ${rate}) on conflict do nothing`);
    }
  }

  const clearing = async (wallet: string) => {
    await tx.execute(sql`insert into wallet_accounts (merchant_code, wallet)
      values (${merchantCode}, ${wallet}) on conflict do nothing`);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from wallet_accounts where member_id is null and merchant_code = ${merchantCode} and wallet = ${wallet}`,
    );
    return row!.id;
  };
  const depositClearing = await clearing('DEPOSIT_CLEARING');
  const vendorClearing = await clearing('VENDOR_CLEARING');
  const post = async (kind: string, key: string, from: string, to: string, amount: number) => {
    const [row] = await rowsOf<{ outcome: { result: { transactionId: string } } }>(
      tx,
      sql`select ledger_post(${merchantCode}, ${kind}, null, ${key}, ${key},
        ${JSON.stringify([
          { accountId: from, amount: String(-amount) },
          { accountId: to, amount: String(amount) },
        ])}::jsonb, null) as outcome`,
    );
    return row!.outcome.result.transactionId;
  };
  const [channel] = await rowsOf<{ id: string; type: string; name: string }>(
    tx,
    sql`select id, type, name from payment_channels where merchant_code = ${merchantCode} order by id limit 1`,
  );
  // The house games, and a game of each other product with rounds of its own (live, sports,
  // fish), so the team's figures by product are not one product's; the lottery's orders are
  // placed by seedDemoAgents (demo-agents.ts), which needs the platform's ledger.
  const games = await rowsOf<{ game_id: string; vassalage: string }>(
    tx,
    sql`select game_id, vassalage from games where vassalage = 'NSO'
      union all
      select * from (
        select distinct on (game_type) game_id, vassalage from games
        where game_type in ('LIVE', 'SPORTS', 'FISH') order by game_type, game_id
      ) other
      order by 1`,
  );

  const random = numbers(20_261_126);
  const next = () => random.next().value as number;
  for (const m of team.filter((t) => t.type === 41)) {
    const memberId = uuid(m.id);
    const [main] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from wallet_accounts where member_id = ${memberId}::uuid and wallet = 'MAIN'`,
    );
    const deposit = 50_000 + Math.floor(next() * 20) * 10_000;
    // Just under six days ago, then bets on each day since: all of it inside a report of the
    // last seven days, whatever the hour of the merchant's day the seed runs at.
    const depositAt = new Date(now.getTime() - 6 * DAY_MS + HOUR_MS);
    const transaction = await post(
      'DEPOSIT',
      `demo-team:deposit:${m.id}`,
      depositClearing,
      main!.id,
      deposit,
    );
    await tx.execute(sql`
      insert into deposit_orders (merchant_code, member_id, reference, channel_id, type, channel_name,
        amount, status, idempotency_key, request_hash, created_at, decided_at, ledger_transaction_id)
      values (${merchantCode}, ${memberId}::uuid, ${`DEMO-${m.id}`}, ${channel!.id}, ${channel!.type},
        ${channel!.name}, ${deposit}, 'APPROVED', ${`demo-team-${m.id}`}, 'demo',
        ${depositAt.toISOString()}::timestamptz, ${depositAt.toISOString()}::timestamptz,
        ${transaction}::uuid)`);
    // A week of rounds, a few a day, each stake moved out and any win back in.
    let balance = deposit;
    for (let day = 5; day >= 0; day--) {
      for (let i = 0; i < 3; i++) {
        const stake = Math.min(balance, 1_000 + Math.floor(next() * 40) * 500);
        if (stake <= 0) break;
        const win = next() < 0.45 ? Math.round(stake * (1.5 + next())) : 0;
        const at = new Date(now.getTime() - day * DAY_MS - (i + 1) * 1_800_000);
        const key = `demo-team:${m.id}:${day}:${i}`;
        const debit = await post('BET', `${key}:bet`, main!.id, vendorClearing, stake);
        const credit =
          win > 0 ? await post('WIN', `${key}:win`, vendorClearing, main!.id, win) : null;
        balance += win - stake;
        const game = games[(day * 3 + i + Number(m.id.slice(1))) % games.length]!;
        await tx.execute(sql`
          insert into game_rounds (merchant_code, member_id, game_id, vassalage, wallet, round_key,
            stake, win, status, debit_transaction_id, settle_transaction_id, created_at, settled_at)
          values (${merchantCode}, ${memberId}::uuid, ${game.game_id}, ${game.vassalage}, 'MAIN', ${key}, ${stake}, ${win},
            'SETTLED', ${debit}::uuid, ${credit}::uuid, ${at.toISOString()}::timestamptz,
            ${at.toISOString()}::timestamptz)`);
      }
    }
  }

  // The demo agent's house contracts, one of each kind, in force.
  const contract = async (
    id: string,
    values: {
      type: string;
      product?: string;
      periodType: string;
      memberId: string;
      uplineId?: string | null;
      status?: string;
      tiers?: StoredTier[];
      loss?: number;
      profit?: number;
      minBet?: number;
    },
  ) =>
    tx.execute(sql`
      insert into agent_contracts (id, merchant_code, type, product, period_type, upline_id, member_id,
        status, tiers, loss_rate_ppm, profit_rate_ppm, min_bet, created_at, decided_at)
      values (${uuid(id)}::uuid, ${merchantCode}, ${values.type}, ${values.product ?? 'CONS'},
        ${values.periodType}, ${values.uplineId ?? null}::uuid, ${values.memberId}::uuid,
        ${values.status ?? 'A'}, ${JSON.stringify(values.tiers ?? [])}::jsonb, ${values.loss ?? null},
        ${values.profit ?? null}, ${values.minBet ?? null},
        ${new Date(now.getTime() - 9 * DAY_MS).toISOString()}::timestamptz,
        ${values.status === 'P' ? null : new Date(now.getTime() - 9 * DAY_MS).toISOString()}::timestamptz)`);
  // Weekly, so a past week of the demo (it always holds a Sunday) has a dividend decided.
  await contract('d001', {
    type: 'DIVIDEND',
    periodType: 'WEEKLY',
    memberId: AGENT_ID,
    tiers: [percent(500, 2, 0.2, 100), percent(10_000, 5, 0.35, 2_000)],
  });
  await contract('d002', {
    type: 'DAILY',
    periodType: 'DAILY',
    memberId: AGENT_ID,
    tiers: [percent(100, 1, 0.005), percent(1_000, 3, 0.01)],
  });
  await contract('d003', {
    type: 'HOURLY',
    periodType: 'HOURLY',
    memberId: AGENT_ID,
    tiers: [percent(50, 1, 0.003), percent(500, 2, 0.006)],
  });
  await contract('d004', {
    type: 'REALTIME',
    periodType: 'REALTIME',
    memberId: AGENT_ID,
    loss: 5_000,
    profit: 2_000,
    minBet: 1_000,
  });
  await contract('d005', {
    type: 'DAILY',
    periodType: 'DAILY',
    memberId: uuid('b001'),
    uplineId: AGENT_ID,
    tiers: [percent(100, 1, 0.004), percent(1_000, 3, 0.008)],
  });
  await contract('d006', {
    type: 'HOURLY',
    periodType: 'HOURLY',
    memberId: uuid('b001'),
    uplineId: AGENT_ID,
    status: 'P',
    tiers: [percent(50, 1, 0.002)],
  });

  await rollUp(tx, merchantCode, new Date(now.getTime() - 8 * DAY_MS), now);
  await tx.execute(sql`insert into team_rollups (merchant_code, rolled_until)
    values (${merchantCode}, ${now.toISOString()}::timestamptz) on conflict do nothing`);
}

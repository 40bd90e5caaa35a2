import { HOUR_MS, type ContractType } from '@site/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { agentContracts, contractPayouts, type StoredTier } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { ClearingAccount, requestHashOf } from '../ledger/ledger.js';
import { MAIN_WALLET } from '../ledger/wallets.js';
import { merchantTimeZone } from '../system/merchants.js';
import {
  addDays,
  dayOf,
  isLastOfMonth,
  startOfDay,
  weekOf,
  weekdayOf,
} from '../system/time-zone.js';
import { IN_FORCE } from './contract-states.js';
import { tierAmount, tierReached } from './contract-terms.js';
import type { ContractRow } from './contracts-repository.js';
import { rowsOf } from '../../db/rows.js';
import { ACTIVE_MIN_VALID_BET, rollUp } from './rollup.js';

/** A period a contract is paid for: its key (the payout's unique period) and its window. */
export interface PayPeriod {
  key: string;
  start: Date;
  end: Date;
}

/** What a period's team did: the figures a tier is chosen on. */
export interface TeamFigures {
  teamMembers: number;
  activeMembers: number;
  validBet: bigint;
  /** Members' losses less what they got back in bonuses, salaries and dividends. */
  netLoss: bigint;
  /** Real-time salary: what the period's qualifying bets pay at the contract's rates. */
  realtimeAmount?: bigint;
}

/** The decision on one contract for one period: tier, rate and amount. */
export interface PayoutDecision {
  tier: number;
  ratePpm: number;
  amount: bigint;
}

/**
 * The amount a contract pays for a period's figures (notes §1): the highest tier met, its rate
 * times the team's valid bet (salaries) or net loss (dividends), or its fixed amount;
 * real-time salaries are paid per bet at their profit or loss rate.
 */
export function decide(
  contract: Pick<ContractRow, 'type' | 'tiers' | 'lossRatePpm'>,
  figures: TeamFigures,
): PayoutDecision {
  if (contract.type === 'REALTIME') {
    const amount = figures.realtimeAmount ?? 0n;
    return { tier: amount > 0n ? 1 : 0, ratePpm: contract.lossRatePpm ?? 0, amount };
  }
  const tiers: readonly StoredTier[] = contract.tiers;
  // Net loss is a dividend's threshold only: a salary is paid on a team that won as well.
  const dividend = contract.type === 'DIVIDEND';
  const reached = tierReached(tiers, { ...figures, netLoss: dividend ? figures.netLoss : 0n });
  const tier = tiers[reached - 1];
  if (!tier) return { tier: 0, ratePpm: 0, amount: 0n };
  const base = dividend ? figures.netLoss : figures.validBet;
  return {
    tier: reached,
    ratePpm: tier.rateType === 'P' ? tier.rate : 0,
    amount: tierAmount(tier, base),
  };
}

const FIVE_MINUTES_MS = 300_000;

/** The period a job run pays: the one before the moment it looks. */
export const previousPeriod = {
  REALTIME: (at: Date): PayPeriod => {
    const end = new Date(Math.floor(at.getTime() / FIVE_MINUTES_MS) * FIVE_MINUTES_MS);
    return { key: end.toISOString(), start: new Date(end.getTime() - FIVE_MINUTES_MS), end };
  },
  HOURLY: (at: Date): PayPeriod => {
    const end = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    const start = new Date(end.getTime() - HOUR_MS);
    return { key: start.toISOString(), start, end };
  },
  /** Yesterday, in the merchant's zone. */
  DAILY: (at: Date, zone: string): PayPeriod => dayPeriod(addDays(dayOf(at, zone), -1), zone),
};

/** A day of the merchant's as a period: its key is the day, its window the day's instants. */
export const dayPeriod = (day: string, zone: string): PayPeriod => ({
  key: day,
  start: startOfDay(day, zone),
  end: startOfDay(day, zone, 1),
});

/**
 * The dividend periods that close at the end of `day` (the merchant's, in `zone`): daily
 * always; weekly on Sundays (Monday to Sunday); semimonthly on the 15th and the month's last
 * day; monthly on its last day. Keys name the period's first day and its type.
 */
export function dividendPeriodsEnding(day: string, zone: string): Record<string, PayPeriod> {
  const end = startOfDay(day, zone, 1);
  const from = (first: string) => startOfDay(first, zone);
  const lastOfMonth = isLastOfMonth(day);
  const periods: Record<string, PayPeriod> = {
    DAILY: { key: `D:${day}`, start: from(day), end },
  };
  if (weekdayOf(day) === 0) {
    const first = weekOf(day);
    periods.WEEKLY = { key: `W:${first}`, start: from(first), end };
  }
  const dom = Number(day.slice(8, 10));
  if (dom === 15 || lastOfMonth) {
    const first = `${day.slice(0, 8)}${dom === 15 ? '01' : '16'}`;
    periods.SEMIMONTHLY = { key: `S:${first}`, start: from(first), end };
  }
  if (lastOfMonth) {
    const first = `${day.slice(0, 8)}01`;
    periods.MONTHLY = { key: `M:${first}`, start: from(first), end };
  }
  return periods;
}

/** A team's figures over a period (the holder and every downline). */
export async function teamFigures(
  tx: Db,
  contract: ContractRow,
  period: PayPeriod,
  zone: string,
): Promise<TeamFigures> {
  const [size] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from team_paths where ancestor_id = ${contract.memberId} and depth > 0`,
  );
  const teamMembers = size?.n ?? 0;
  if (contract.type === 'HOURLY' || contract.type === 'REALTIME') {
    // A job may read the bets of its window: an hour or five minutes of one team. A bet is a
    // settled round, or a line of a settled lottery order (each line its own stake and payout).
    const minBet = contract.type === 'REALTIME' ? (contract.minBet ?? 0n) : 0n;
    const from = period.start.toISOString();
    const to = period.end.toISOString();
    const [row] = await rowsOf<{ valid_bet: string; active: number; realtime: string }>(
      tx,
      sql`with bets as (
          select r.member_id, r.stake, r.win
          from game_rounds r join team_paths p on p.descendant_id = r.member_id
          where p.ancestor_id = ${contract.memberId} and r.status = 'SETTLED'
            and r.merchant_code = ${contract.merchantCode}
            and r.settled_at >= ${from}::timestamptz and r.settled_at < ${to}::timestamptz
          union all
          select o.member_id, l.amount_minor, l.win_minor
          from lottery_orders o join team_paths p on p.descendant_id = o.member_id
          join lottery_order_lines l on l.order_id = o.id
          where p.ancestor_id = ${contract.memberId} and o.state in ('WON', 'LOST')
            and o.merchant_code = ${contract.merchantCode}
            and o.settled_at >= ${from}::timestamptz and o.settled_at < ${to}::timestamptz
        )
        select coalesce(sum(stake), 0)::text as valid_bet,
          (select count(*)::int from (
            select member_id from bets where member_id <> ${contract.memberId}
            group by member_id having sum(stake) >= ${ACTIVE_MIN_VALID_BET.toString()}::bigint
          ) a) as active,
          coalesce(sum(stake * (case when win > stake then ${contract.profitRatePpm ?? 0}::bigint
            else ${contract.lossRatePpm ?? 0}::bigint end)) filter (where stake >= ${minBet.toString()}::bigint), 0)::text as realtime
        from bets`,
    );
    return {
      teamMembers,
      activeMembers: row?.active ?? 0,
      validBet: BigInt(row?.valid_bet ?? '0'),
      netLoss: 0n,
      realtimeAmount: BigInt(row?.realtime ?? '0') / 1_000_000n,
    };
  }
  // The aggregates' days are the merchant's: the period's first and last of them.
  const from = dayOf(period.start, zone);
  const to = dayOf(new Date(period.end.getTime() - 1), zone);
  const [row] = await rowsOf<{ valid_bet: string; net_loss: string }>(
    tx,
    sql`select coalesce(sum(valid_bet), 0)::text as valid_bet,
        coalesce(sum(stake - win - bonus), 0)::text as net_loss
      from team_days where agent_id = ${contract.memberId} and day between ${from}::date and ${to}::date`,
  );
  const [active] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (
      select b.member_id from team_paths p join member_bet_days b on b.member_id = p.descendant_id
        and b.day between ${from}::date and ${to}::date
      where p.ancestor_id = ${contract.memberId} and p.depth > 0
      group by b.member_id, b.day having sum(b.valid_bet) >= ${ACTIVE_MIN_VALID_BET.toString()}::bigint
      union
      select f.member_id from team_paths p join member_fund_days f on f.member_id = p.descendant_id
        and f.day between ${from}::date and ${to}::date and f.deposit > 0
      where p.ancestor_id = ${contract.memberId} and p.depth > 0) a`,
  );
  return {
    teamMembers,
    activeMembers: active?.n ?? 0,
    validBet: BigInt(row?.valid_bet ?? '0'),
    netLoss: BigInt(row?.net_loss ?? '0'),
  };
}

/** The ledger kind and the reference prefix of a contract type's payments. */
const kindOf = (type: ContractType) => (type === 'DIVIDEND' ? 'DIVIDEND' : 'SALARY');

/**
 * Pays every contract of one type of a merchant in force for a period, each exactly once: a
 * contract_payouts row unique on (contract, period) claims the payment, and the ledger moves it
 * under the key agents.payout:<contract>:<period>. Holders are paid top-down, so an upline is
 * credited by its own contract before it funds its downlines' (differential funding: the
 * upline pays each direct downline's contract from its MAIN and keeps the difference). When an
 * upline's MAIN cannot cover a payment, the house pays it (payer null) rather than nobody.
 * Written in the caller's transaction (the job run's), so a crash rolls back every payment of
 * the run and the run pays them again; the unique keys make any second attempt write nothing.
 */
export async function payPeriod(
  app: FastifyInstance,
  tx: Db,
  merchantCode: string,
  type: ContractType,
  periodOf: (contract: ContractRow) => PayPeriod | undefined,
) {
  const contracts = await tx
    .select({
      contract: agentContracts,
      depth: sql<number>`(select count(*)::int from team_paths t where t.descendant_id = ${agentContracts.memberId})`,
    })
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantCode, merchantCode),
        eq(agentContracts.type, type),
        inArray(agentContracts.status, IN_FORCE),
      ),
    );
  contracts.sort((a, b) => a.depth - b.depth || a.contract.id.localeCompare(b.contract.id));
  // Figures are read from the aggregates: bring the days of the periods up to date first.
  const periods = contracts.map(({ contract }) => periodOf(contract));
  if (type === 'DAILY' || type === 'DIVIDEND') {
    const windows = periods.filter((p): p is PayPeriod => p !== undefined);
    if (windows.length) {
      const start = new Date(Math.min(...windows.map((p) => p.start.getTime())));
      const end = new Date(Math.max(...windows.map((p) => p.end.getTime())) - 1);
      await rollUp(tx, merchantCode, start, end);
    }
  }
  const zone = await merchantTimeZone(tx, merchantCode);
  let paid = 0;
  let none = 0;
  let skipped = 0;
  for (const [i, { contract }] of contracts.entries()) {
    const period = periods[i];
    // Not this run's period (a dividend of another period type), or accepted after it ended.
    if (!period || (contract.decidedAt && contract.decidedAt >= period.end)) continue;
    const figures = await teamFigures(tx, contract, period, zone);
    const decision = decide(contract, figures);
    const [claimed] = await tx
      .insert(contractPayouts)
      .values({
        merchantCode,
        contractId: contract.id,
        memberId: contract.memberId,
        payerId: contract.uplineId,
        type,
        period: period.key,
        periodStart: period.start,
        periodEnd: period.end,
        teamMembers: figures.teamMembers,
        activeMembers: figures.activeMembers,
        validBet: figures.validBet,
        netLoss: figures.netLoss > 0n ? figures.netLoss : 0n,
        tier: decision.tier,
        ratePpm: decision.ratePpm,
        amount: decision.amount,
        status: decision.amount > 0n ? 'PAID' : 'NONE',
      })
      .onConflictDoNothing()
      .returning({ id: contractPayouts.id });
    if (!claimed) {
      skipped++;
      continue;
    }
    if (decision.amount <= 0n) {
      none++;
      continue;
    }
    const holder = await app.ledger.memberAccount(contract.memberId, MAIN_WALLET, tx);
    const house = () =>
      app.ledger.clearingAccount(merchantCode, ClearingAccount.agentPayout, {
        spreadBy: contract.memberId,
        executor: tx,
      });
    const post = (payer: string) =>
      app.ledger.post(
        {
          merchantCode,
          kind: kindOf(type),
          reference: `${type}:${period.key}`,
          idempotencyKey: `agents.payout:${contract.id}:${period.key}`,
          requestHash: requestHashOf({
            contract: contract.id,
            period: period.key,
            amount: decision.amount,
          }),
          postings: [
            { accountId: payer, amount: -decision.amount },
            { accountId: holder, amount: decision.amount },
          ],
        },
        tx,
      );
    let receipt;
    let payerId = contract.uplineId;
    try {
      receipt = await post(
        contract.uplineId
          ? await app.ledger.memberAccount(contract.uplineId, MAIN_WALLET, tx)
          : await house(),
      );
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'wallet.insufficient')) throw error;
      receipt = await post(await house());
      payerId = null;
    }
    await tx
      .update(contractPayouts)
      .set({ ledgerTransactionId: receipt.transactionId, payerId })
      .where(eq(contractPayouts.id, claimed.id));
    paid++;
  }
  return { paid, none, skipped };
}

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { rebatePayouts, type RebateLine } from '../../db/schema/index.js';
import { ClearingAccount, requestHashOf } from '../ledger/ledger.js';
import { MAIN_WALLET } from '../ledger/wallets.js';
import { merchantTimeZone } from '../system/merchants.js';
import { startOfDay } from '../system/time-zone.js';
import { rowsOf } from '../../db/rows.js';
import { rollUp } from './rollup.js';

/** What one member gets back for one day: its own rebate and its differential, per product. */
export interface RebateDue {
  memberId: string;
  own: bigint;
  differential: bigint;
  amount: bigint;
  lines: RebateLine[];
}

/**
 * The rebates due for a day (README, Rebates), from the day's aggregates (member_bet_days):
 * - each member: its own rate × its own valid bet, per product;
 * - each agent, per direct downline and product: (its rate − the downline's rate) × the valid
 *   bet of the downline's whole team (the downline and every level below it); nothing when the
 *   downline's rate is not lower.
 * Down a line every rate is at most its upline's, so a bet pays back, over the bettor and its
 * uplines, exactly the top agent's rate: the differentials telescope. Amounts are per product
 * line, rounded down to the minor unit.
 */
export async function rebatesDue(tx: Db, merchantCode: string, day: string): Promise<RebateDue[]> {
  const rows = await rowsOf<{
    member_id: string;
    product: string;
    valid_bet: string;
    rate_ppm: number;
    own: string;
    differential: string;
  }>(
    tx,
    sql`with own as (
        select b.member_id, b.product, sum(b.valid_bet) as valid_bet
        from member_bet_days b
        where b.merchant_code = ${merchantCode} and b.day = ${day}::date
        group by 1, 2
      ),
      -- Each member's whole team's valid bet per product (the member included).
      team as (
        select p.ancestor_id as member_id, o.product, sum(o.valid_bet) as valid_bet
        from own o join team_paths p on p.descendant_id = o.member_id
        group by 1, 2
      ),
      differential as (
        select d.upline_id as member_id, t.product,
          sum(floor(t.valid_bet * (u.rate_ppm - coalesce(r.rate_ppm, 0)) / 1000000)) as amount
        from team t
        join members d on d.id = t.member_id and d.upline_id is not null
        join member_rebates u on u.member_id = d.upline_id and u.product = t.product
        left join member_rebates r on r.member_id = t.member_id and r.product = t.product
        where u.rate_ppm > coalesce(r.rate_ppm, 0)
        group by 1, 2
      ),
      mine as (
        select o.member_id, o.product, o.valid_bet, r.rate_ppm,
          floor(o.valid_bet * r.rate_ppm / 1000000) as amount
        from own o join member_rebates r on r.member_id = o.member_id and r.product = o.product
        where r.rate_ppm > 0
      )
      select coalesce(m.member_id, d.member_id) as member_id, coalesce(m.product, d.product) as product,
        coalesce(m.valid_bet, 0)::text as valid_bet, coalesce(m.rate_ppm, 0)::int as rate_ppm,
        coalesce(m.amount, 0)::bigint::text as own, coalesce(d.amount, 0)::bigint::text as differential
      from mine m full join differential d on d.member_id = m.member_id and d.product = m.product
      order by 1, 2`,
  );
  const byMember = new Map<string, RebateDue>();
  for (const r of rows) {
    const due = byMember.get(r.member_id) ?? {
      memberId: r.member_id,
      own: 0n,
      differential: 0n,
      amount: 0n,
      lines: [],
    };
    const own = BigInt(r.own);
    const differential = BigInt(r.differential);
    if (own + differential <= 0n) continue;
    due.own += own;
    due.differential += differential;
    due.amount += own + differential;
    due.lines.push({
      product: r.product,
      validBet: r.valid_bet,
      ratePpm: r.rate_ppm,
      own: own.toString(),
      differential: differential.toString(),
    });
    byMember.set(r.member_id, due);
  }
  return [...byMember.values()];
}

/**
 * Pays a merchant's rebates of one day, each member once: a rebate_payouts row unique on
 * (member, day) claims it, then the ledger moves the amount (kind REBATE, reference
 * REBATE:<day>, key agents.rebate:<member>:<day>) from the house's REBATE_PAYOUT clearing
 * account to the member's MAIN. The day's aggregates are brought up to date first. Written in
 * the caller's transaction (the job run's): a crash rolls every payment of the run back, and
 * a second run, or a second process, finds the rows claimed and pays nothing.
 */
export async function payRebates(app: FastifyInstance, tx: Db, merchantCode: string, day: string) {
  const zone = await merchantTimeZone(tx, merchantCode);
  await rollUp(tx, merchantCode, startOfDay(day, zone), new Date(+startOfDay(day, zone, 1) - 1));
  const due = await rebatesDue(tx, merchantCode, day);
  let paid = 0;
  let skipped = 0;
  let amount = 0n;
  for (const rebate of due) {
    const [claimed] = await tx
      .insert(rebatePayouts)
      .values({
        merchantCode,
        memberId: rebate.memberId,
        day,
        own: rebate.own,
        differential: rebate.differential,
        amount: rebate.amount,
        lines: rebate.lines,
      })
      .onConflictDoNothing()
      .returning({ id: rebatePayouts.id });
    if (!claimed) {
      skipped++;
      continue;
    }
    const receipt = await app.ledger.post(
      {
        merchantCode,
        kind: 'REBATE',
        reference: `REBATE:${day}`,
        idempotencyKey: `agents.rebate:${rebate.memberId}:${day}`,
        requestHash: requestHashOf({ member: rebate.memberId, day, amount: rebate.amount }),
        postings: [
          {
            accountId: await app.ledger.clearingAccount(merchantCode, ClearingAccount.rebate, {
              spreadBy: rebate.memberId,
              executor: tx,
            }),
            amount: -rebate.amount,
          },
          {
            accountId: await app.ledger.memberAccount(rebate.memberId, MAIN_WALLET, tx),
            amount: rebate.amount,
          },
        ],
      },
      tx,
    );
    await tx
      .update(rebatePayouts)
      .set({ ledgerTransactionId: receipt.transactionId })
      .where(eq(rebatePayouts.id, claimed.id));
    paid++;
    amount += rebate.amount;
  }
  return { day, paid, skipped, amount: amount.toString() };
}

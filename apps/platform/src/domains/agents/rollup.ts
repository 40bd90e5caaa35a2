import { DAY_MS, HOUR_MS } from '@site/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { teamRollups } from '../../db/schema/index.js';
import { merchantTimeZone } from '../system/merchants.js';
import { dayOf, startOfDay, sqlDayOf as sqlDayIn } from '../system/time-zone.js';

/**
 * A downline is active on a day with at least this valid bet (minor units) or a deposit
 * (notes §1: "a configured minimum"; P 1.00 here).
 */
export const ACTIVE_MIN_VALID_BET = 100n;

/** Agent types whose teams are summed (members have no team pages). */
const AGENT_TYPES = sql.raw('(2, 42)');

/**
 * Recomputes a merchant's daily aggregates for every day from `from`'s to `to`'s: each member's
 * settled bets by product, approved deposits, paid withdrawals and rewards received, then each
 * agent's team per day. A day is replaced whole, so running it again (another process, a retry,
 * an overlapping window) gives the same rows: the aggregates are a function of the raw rows.
 */
export async function rollUp(tx: Db, merchantCode: string, from: Date, to: Date) {
  // One rollup of a merchant at a time (the job, a payout bringing its days up to date, in
  // any process): the second waits, then replaces what the first wrote.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agents.rollup:${merchantCode}`}))`);
  // Days are the merchant's, in its zone: a member's day is the one its brand's reports show.
  const zone = await merchantTimeZone(tx, merchantCode);
  const sqlDayOf = (column: string) => sqlDayIn(column, zone);
  const firstDay = dayOf(from, zone);
  const lastDay = dayOf(to, zone);
  const start = startOfDay(firstDay, zone).toISOString();
  const end = startOfDay(lastDay, zone, 1).toISOString();
  const inDays = (column: string) =>
    sql.raw(`${column} between '${firstDay}'::date and '${lastDay}'::date`);
  const inWindow = (column: string) =>
    sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;

  await tx.execute(
    sql`delete from member_bet_days where merchant_code = ${merchantCode} and ${inDays('day')}`,
  );
  // House and vendor rounds by their game's type; the house lottery's orders as LOTT (an order
  // is a bet: its stake is the valid bet, what it paid back the win; cancelled and void orders
  // are refunded and count for nothing). Free-play guests' play money (wallet PLAY) is no bet:
  // no report, rebate or payout counts it.
  await tx.execute(sql`
    insert into member_bet_days (member_id, day, product, merchant_code, bets, stake, valid_bet, win)
    select member_id, day, product, ${merchantCode}, sum(bets)::int, sum(stake), sum(stake), sum(win)
    from (
      select r.member_id, ${sql.raw(sqlDayOf('r.settled_at'))} as day, g.game_type as product,
        count(*) as bets, sum(r.stake) as stake, sum(r.win) as win
      from game_rounds r join games g on g.game_id = r.game_id
      where r.merchant_code = ${merchantCode} and r.status = 'SETTLED' and r.wallet <> 'PLAY'
        and ${inWindow('r.settled_at')}
      group by 1, 2, 3
      union all
      select o.member_id, ${sql.raw(sqlDayOf('o.settled_at'))}, 'LOTT', count(*), sum(o.amount_minor),
        sum(o.paid_minor)
      from lottery_orders o
      where o.merchant_code = ${merchantCode} and o.state in ('WON', 'LOST') and o.wallet <> 'PLAY'
        and ${inWindow('o.settled_at')}
      group by 1, 2
    ) b
    group by member_id, day, product`);

  await tx.execute(
    sql`delete from member_fund_days where merchant_code = ${merchantCode} and ${inDays('day')}`,
  );
  await tx.execute(sql`
    insert into member_fund_days
      (member_id, day, merchant_code, deposit, deposits, first_deposit, withdrawal, withdrawals, bonus)
    select member_id, day, ${merchantCode}, sum(deposit), sum(deposits)::int, bool_or(first_deposit),
      sum(withdrawal), sum(withdrawals)::int, sum(bonus)
    from (
      select d.member_id, ${sql.raw(sqlDayOf('d.decided_at'))} as day, d.amount as deposit,
        1 as deposits,
        not exists (
          select 1 from deposit_orders e
          where e.member_id = d.member_id and e.status = 'APPROVED'
            and (e.decided_at, e.id) < (d.decided_at, d.id)
        ) as first_deposit,
        0::bigint as withdrawal, 0 as withdrawals, 0::bigint as bonus
      from deposit_orders d
      where d.merchant_code = ${merchantCode} and d.status = 'APPROVED' and ${inWindow('d.decided_at')}
      union all
      select w.member_id, ${sql.raw(sqlDayOf('w.decided_at'))}, 0, 0, false, w.amount, 1, 0
      from withdrawals w
      where w.merchant_code = ${merchantCode} and w.status in ('PAID', 'RECEIVED', 'NOT_RECEIVED')
        and ${inWindow('w.decided_at')}
      union all
      select a.member_id, ${sql.raw(sqlDayOf('t.created_at'))}, 0, 0, false, 0, 0, p.amount
      from ledger_transactions t
      join ledger_postings p on p.transaction_id = t.id
      join wallet_accounts a on a.id = p.account_id
      where t.merchant_code = ${merchantCode} and t.kind in ('BONUS', 'SALARY', 'DIVIDEND', 'REBATE')
        and a.member_id is not null and p.amount > 0 and ${inWindow('t.created_at')}
    ) x
    group by member_id, day`);

  await tx.execute(
    sql`delete from team_days where merchant_code = ${merchantCode} and ${inDays('day')}`,
  );
  await tx.execute(sql`
    insert into team_days (agent_id, day, merchant_code, new_members, first_depositors,
      active_members, deposit, withdrawal, bets, stake, valid_bet, win, bonus)
    select p.ancestor_id, s.day, ${merchantCode},
      count(*) filter (where p.depth > 0 and s.new_member),
      count(*) filter (where p.depth > 0 and s.first_deposit),
      count(*) filter (where p.depth > 0 and s.active),
      sum(s.deposit), sum(s.withdrawal), sum(s.bets)::int, sum(s.stake), sum(s.valid_bet),
      sum(s.win), sum(s.bonus)
    from (
      select member_id, day, sum(bets) as bets, sum(stake) as stake, sum(valid_bet) as valid_bet,
        sum(win) as win, sum(deposit) as deposit, sum(withdrawal) as withdrawal, sum(bonus) as bonus,
        bool_or(first_deposit) as first_deposit, bool_or(new_member) as new_member,
        (sum(valid_bet) >= ${ACTIVE_MIN_VALID_BET.toString()}::bigint or sum(deposit) > 0) as active
      from (
        select member_id, day, bets, stake, valid_bet, win, 0::bigint as deposit,
          0::bigint as withdrawal, 0::bigint as bonus, false as first_deposit, false as new_member
        from member_bet_days where merchant_code = ${merchantCode} and ${inDays('day')}
        union all
        select member_id, day, 0, 0, 0, 0, deposit, withdrawal, bonus, first_deposit, false
        from member_fund_days where merchant_code = ${merchantCode} and ${inDays('day')}
        union all
        select id, ${sql.raw(sqlDayOf('created_at'))}, 0, 0, 0, 0, 0, 0, 0, false, true
        from members where merchant_code = ${merchantCode} and ${inWindow('created_at')}
      ) u
      group by member_id, day
    ) s
    join team_paths p on p.descendant_id = s.member_id
    join members a on a.id = p.ancestor_id and a.type in ${AGENT_TYPES}
    group by p.ancestor_id, s.day`);
}

/** How far back a rollup goes before the last one's end: late commits of that hour count. */
const OVERLAP_MS = HOUR_MS;
/** A merchant never rolled up starts this far back. */
const FIRST_WINDOW_MS = 2 * DAY_MS;

/**
 * The rollup job's run for one merchant: from an hour before where the last run reached (so
 * rounds settled while the platform was down, or committed late, are counted) to now.
 */
export async function rollUpSinceLast(tx: Db, merchantCode: string, now: Date) {
  const [mark] = await tx
    .select({ rolledUntil: teamRollups.rolledUntil })
    .from(teamRollups)
    .where(eq(teamRollups.merchantCode, merchantCode))
    .for('update');
  const from = mark
    ? new Date(mark.rolledUntil.getTime() - OVERLAP_MS)
    : new Date(now.getTime() - FIRST_WINDOW_MS);
  await rollUp(tx, merchantCode, from, now);
  await tx
    .insert(teamRollups)
    .values({ merchantCode, rolledUntil: now })
    .onConflictDoUpdate({
      target: teamRollups.merchantCode,
      set: { rolledUntil: sql`greatest(${teamRollups.rolledUntil}, excluded.rolled_until)` },
    });
  return { from: from.toISOString(), to: now.toISOString() };
}

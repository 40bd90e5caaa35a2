import {
  fromMinorUnits,
  pageInfo,
  type Contract,
  type ContractStatus,
  type ContractType,
} from '@site/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { agentContracts, contractPayouts, members } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import {
  bulkMove,
  IN_FORCE,
  type ContractEvent,
  type ContractTransition,
} from './contract-states.js';
import { tierOnWire } from './contract-terms.js';
import { rowsOf } from '../../db/rows.js';
import { fromPpm, requireAgent } from './team.js';

export type ContractRow = typeof agentContracts.$inferSelect;

const holders = alias(members, 'holders');
const uplines = alias(members, 'uplines');

const statusList = (statuses: readonly ContractStatus[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/**
 * A contract of a member ended: every contract below it of the same type and product ends
 * with it (the table's `endWithUpline`), in the caller's transaction: those the member offered
 * its direct downlines (in force or open), those their holders offered theirs, and so on down
 * the tree. A downline's contract is funded from the one above it (differential funding), so it
 * cannot outlive it. How many ended.
 */
export async function endBelow(tx: Db, holderId: string, type: ContractType, product: string) {
  const { from, to } = bulkMove('endWithUpline');
  const ended = await rowsOf<{ id: string }>(
    tx,
    sql`with recursive below as (
        select c.id, c.member_id from agent_contracts c
        where c.upline_id = ${holderId} and c.type = ${type} and c.product = ${product}
          and c.status in (${statusList(from)})
        union
        select c.id, c.member_id from agent_contracts c join below b on c.upline_id = b.member_id
        where c.type = ${type} and c.product = ${product} and c.status in (${statusList(from)})
      )
      update agent_contracts set status = ${to}, decided_at = now()
      where id in (select id from below) and status in (${statusList(from)})
      returning id`,
  );
  return ended.length;
}

/**
 * The contracts' queries. Every method takes an optional executor so a caller can make several
 * writes one transaction. A state change is written only by `move`, `moveAll` and `endBelow`:
 * UPDATEs guarded by the state the transition table says they leave.
 */
export function createContractsRepository(db: Db) {
  const select = (where: SQL | undefined, executor: Db = db) =>
    executor
      .select({ contract: agentContracts, account: holders.username, upline: uplines.username })
      .from(agentContracts)
      .innerJoin(holders, eq(holders.id, agentContracts.memberId))
      .leftJoin(uplines, eq(uplines.id, agentContracts.uplineId))
      .where(where);

  const onWire = (row: {
    contract: ContractRow;
    account: string;
    upline: string | null;
  }): Contract => {
    const c = row.contract;
    return {
      id: c.id,
      type: c.type,
      product: c.product as Contract['product'],
      periodType: c.periodType,
      status: c.status,
      account: row.account,
      upline: row.upline,
      tiers: c.tiers.map(tierOnWire),
      profitRate: c.profitRatePpm === null ? null : fromPpm(c.profitRatePpm),
      lossRate: c.lossRatePpm === null ? null : fromPpm(c.lossRatePpm),
      singleBetAmount: c.minBet === null ? null : fromMinorUnits(c.minBet),
      replaces: c.replacesId,
      createdAt: c.createdAt.toISOString(),
      decidedAt: c.decidedAt?.toISOString() ?? null,
    };
  };

  return {
    select,
    onWire,

    /**
     * An agent by username, read through the caller's executor: an operator's call runs in a
     * transaction, and PGlite (one connection) would wait on it for a read outside it.
     */
    async agentNamed(merchantCode: string, username: string, executor: Db) {
      const [agent] = await executor
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantCode, merchantCode),
            sql`lower(${members.username}) = lower(${username})`,
          ),
        )
        .limit(1);
      if (!agent) throw new AppError('member.not.found');
      requireAgent(agent);
      return agent;
    },

    /** A contract as the wire shows it; contract.not.found when there is none. */
    async byId(id: string, executor: Db = db) {
      const [row] = await select(eq(agentContracts.id, id), executor).limit(1);
      if (!row) throw new AppError('contract.not.found');
      return onWire(row);
    },

    /** The contract of a member in force (A or V) of a type and product. */
    async inForce(memberId: string, type: ContractType, product: string, executor: Db = db) {
      const [row] = await executor
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.memberId, memberId),
            eq(agentContracts.type, type),
            eq(agentContracts.product, product),
            inArray(agentContracts.status, IN_FORCE),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Writes one transition of the table, guarded by the state it leaves: a move decided on a
     * stale read, or racing another (two answers of one offer), writes nothing. True when it
     * was written.
     */
    async move(id: string, transition: ContractTransition, executor: Db = db): Promise<boolean> {
      const moved = await executor
        .update(agentContracts)
        .set({ status: transition.to, decidedAt: sql`now()` })
        .where(and(eq(agentContracts.id, id), eq(agentContracts.status, transition.from)))
        .returning({ id: agentContracts.id });
      return moved.length === 1;
    },

    /**
     * Moves by `event` every contract `where` picks that is in a state the event leaves (the
     * others are left as they are). How many it moved.
     */
    async moveAll(event: ContractEvent, where: SQL | undefined, executor: Db = db) {
      const { from, to } = bulkMove(event);
      const moved = await executor
        .update(agentContracts)
        .set({ status: to, decidedAt: sql`now()` })
        .where(and(where, inArray(agentContracts.status, from)))
        .returning({ id: agentContracts.id });
      return moved.length;
    },

    /** A page of payout records, newest period first. */
    async payoutPage(where: SQL | undefined, query: { pageNo: number; pageSize: number }) {
      const [rows, [count]] = await Promise.all([
        db
          .select({ payout: contractPayouts, account: members.username })
          .from(contractPayouts)
          .innerJoin(members, eq(members.id, contractPayouts.memberId))
          .where(where)
          .orderBy(desc(contractPayouts.periodStart), desc(contractPayouts.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(contractPayouts)
          .where(where),
      ]);
      return {
        ...pageInfo(query.pageNo, query.pageSize, count?.n ?? 0),
        list: rows.map(({ payout: p, account }) => ({
          id: p.id,
          contractId: p.contractId,
          type: p.type,
          account,
          period: p.period,
          periodStart: p.periodStart.toISOString(),
          periodEnd: p.periodEnd.toISOString(),
          teamMembers: p.teamMembers,
          activeMembers: p.activeMembers,
          validBet: fromMinorUnits(p.validBet),
          netLoss: fromMinorUnits(p.netLoss),
          tier: p.tier,
          rate: fromPpm(p.ratePpm),
          amount: fromMinorUnits(p.amount),
          status: p.status,
          paidAt: p.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type ContractsRepository = ReturnType<typeof createContractsRepository>;

import {
  fromMinorUnits,
  pageInfo,
  toMinorUnits,
  type Consolidated,
  type Contract,
  type OfferRules,
  type ContractOffer,
  type ContractStatus,
  type ContractTier,
  type ContractType,
  type PeriodType,
} from '@site/contract';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import {
  agentContracts,
  agentOfferRules,
  contractPayouts,
  members,
  type Member,
  type StoredTier,
} from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { rowsOf } from './reports.js';
import { fromPpm, requireAgent, toPpm } from './team.js';

export type ContractRow = typeof agentContracts.$inferSelect;

/** The member's answer to a contract, by the original's letters. */
export type Answer = 'A' | 'R' | 'C';

/**
 * The contract state machine (notes §1): from a state, an answer of the holder, the state it
 * goes to. P/E offered: A accepts, R rejects. V (termination asked): C agrees, A keeps it.
 */
const HOLDER_MOVES: Record<string, ContractStatus> = {
  'P:A': 'A',
  'P:R': 'R',
  'E:A': 'A',
  'E:R': 'R',
  'V:C': 'C',
  'V:A': 'A',
};
/** The upline's moves: an active contract asks termination (V); an open offer is withdrawn. */
const UPLINE_MOVES: Partial<Record<ContractStatus, ContractStatus>> = { A: 'V', P: 'C', E: 'C' };

const LIVE: ContractStatus[] = ['A', 'V'];
const OPEN: ContractStatus[] = ['P', 'E', 'V'];

// Amounts of the terms come checked by the contract (at most two decimals): its rules convert.
const minor = toMinorUnits;

export const tierToStored = (tier: ContractTier): StoredTier => ({
  minBet: minor(tier.minimumBet).toString(),
  netLoss: minor(tier.netLoss).toString(),
  activeMembers: tier.activeMember,
  rateType: tier.rateType,
  rate: tier.rateType === 'P' ? toPpm(Math.min(tier.rate, 1)) : Number(minor(tier.rate)),
});
export const tierOnWire = (tier: StoredTier): ContractTier => ({
  minimumBet: fromMinorUnits(BigInt(tier.minBet)),
  netLoss: fromMinorUnits(BigInt(tier.netLoss)),
  activeMember: tier.activeMembers,
  rateType: tier.rateType,
  rate: tier.rateType === 'P' ? fromPpm(tier.rate) : fromMinorUnits(BigInt(tier.rate)),
});

/**
 * The tier a period reached: the highest whose thresholds are all met (tiers are sorted by
 * their thresholds when offered). 1-based; 0 when none is met.
 */
export function tierReached(
  tiers: readonly StoredTier[],
  figures: { validBet: bigint; activeMembers: number; netLoss: bigint },
): number {
  let reached = 0;
  tiers.forEach((tier, i) => {
    if (
      figures.validBet >= BigInt(tier.minBet) &&
      figures.activeMembers >= tier.activeMembers &&
      figures.netLoss >= BigInt(tier.netLoss)
    ) {
      reached = i + 1;
    }
  });
  return reached;
}

/** What a tier pays on its base (valid bet for salaries, net loss for dividends). */
export const tierAmount = (tier: StoredTier, base: bigint) =>
  tier.rateType === 'F'
    ? BigInt(tier.rate)
    : base > 0n
      ? (base * BigInt(tier.rate)) / 1_000_000n
      : 0n;

const sortTiers = (tiers: StoredTier[]) =>
  [...tiers].sort(
    (a, b) =>
      Number(BigInt(a.minBet) - BigInt(b.minBet)) ||
      a.activeMembers - b.activeMembers ||
      Number(BigInt(a.netLoss) - BigInt(b.netLoss)),
  );

/** The highest rate a contract pays (its ratio, for "lower-ratio" offers). */
const ratioOf = (c: Pick<ContractRow, 'tiers' | 'lossRatePpm' | 'profitRatePpm'>) =>
  Math.max(0, c.lossRatePpm ?? 0, c.profitRatePpm ?? 0, ...c.tiers.map((t) => t.rate));

/**
 * Whether an offer stays within the offering agent's own contract (differential funding: the
 * agent pays the downline from its own contract and keeps the difference). Each offered tier
 * pays at most what the agent's contract pays at the same thresholds, so the agent's own payout
 * covers every downline's of the same period.
 */
export function withinUpline(
  offer: Pick<ContractRow, 'tiers' | 'lossRatePpm' | 'profitRatePpm' | 'minBet'>,
  own: Pick<ContractRow, 'tiers' | 'lossRatePpm' | 'profitRatePpm' | 'minBet'>,
): boolean {
  if (offer.lossRatePpm !== null || offer.profitRatePpm !== null) {
    return (
      (offer.lossRatePpm ?? 0) <= (own.lossRatePpm ?? 0) &&
      (offer.profitRatePpm ?? 0) <= (own.profitRatePpm ?? 0) &&
      (offer.minBet ?? 0n) >= (own.minBet ?? 0n)
    );
  }
  return offer.tiers.every((tier) => {
    const at = tierReached(own.tiers, {
      validBet: BigInt(tier.minBet),
      activeMembers: tier.activeMembers,
      netLoss: BigInt(tier.netLoss),
    });
    const ownTier = own.tiers[at - 1];
    return ownTier !== undefined && ownTier.rateType === tier.rateType && tier.rate <= ownTier.rate;
  });
}

/** The highest rate an offer carries: its P tiers' and real-time rates (F tiers are amounts). */
const highestRateOf = (c: Pick<ContractRow, 'tiers' | 'lossRatePpm' | 'profitRatePpm'>) =>
  Math.max(
    0,
    c.lossRatePpm ?? 0,
    c.profitRatePpm ?? 0,
    ...c.tiers.filter((t) => t.rateType === 'P').map((t) => t.rate),
  );

const CONTRACT_TYPES: readonly ContractType[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];

const PERIOD_OF: Record<Exclude<ContractType, 'DIVIDEND'>, PeriodType> = {
  DAILY: 'DAILY',
  HOURLY: 'HOURLY',
  REALTIME: 'REALTIME',
};
const DIVIDEND_PERIODS: readonly PeriodType[] = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'];

/** An offer's product, period type and terms as stored, or request.invalid. */
function shapeOf(body: Omit<ContractOffer, 'username' | 'confirmHigherRate'>) {
  const product = body.type === 'DIVIDEND' ? body.product : 'CONS';
  const periodType =
    body.type === 'DIVIDEND' ? (body.periodType ?? 'MONTHLY') : PERIOD_OF[body.type];
  if (body.type === 'DIVIDEND' && !DIVIDEND_PERIODS.includes(periodType)) {
    throw new AppError('request.invalid', {
      detail: 'A dividend is daily, weekly, semimonthly or monthly.',
    });
  }
  const realtime = body.type === 'REALTIME';
  if (realtime && (body.profitRate === undefined || body.lossRate === undefined)) {
    throw new AppError('request.invalid', {
      detail: 'A real-time salary has a profit and a loss rate.',
    });
  }
  if (!realtime && body.tiers.length === 0) {
    throw new AppError('request.invalid', { detail: 'A contract has at least one tier.' });
  }
  return {
    product,
    periodType,
    terms: {
      tiers: realtime ? [] : sortTiers(body.tiers.map(tierToStored)),
      lossRatePpm: realtime ? toPpm(body.lossRate!) : null,
      profitRatePpm: realtime ? toPpm(body.profitRate!) : null,
      minBet: realtime ? minor(body.singleBetAmount ?? 0) : null,
    },
  };
}

/**
 * A contract of a member ended (C): every contract below it of the same type and product ends
 * with it, in the caller's transaction: those the member offered its direct downlines (in
 * force or open), those their holders offered theirs, and so on down the tree. A downline's
 * contract is funded from the one above it (differential funding), so it cannot outlive it.
 */
export async function endBelow(tx: Db, holderId: string, type: ContractType, product: string) {
  const ended = await rowsOf<{ id: string }>(
    tx,
    sql`with recursive below as (
        select c.id, c.member_id from agent_contracts c
        where c.upline_id = ${holderId} and c.type = ${type} and c.product = ${product}
          and c.status in ('P', 'E', 'A', 'V')
        union
        select c.id, c.member_id from agent_contracts c join below b on c.upline_id = b.member_id
        where c.type = ${type} and c.product = ${product} and c.status in ('P', 'E', 'A', 'V')
      )
      update agent_contracts set status = 'C', decided_at = now()
      where id in (select id from below) and status in ('P', 'E', 'A', 'V')
      returning id`,
  );
  return ended.length;
}

const holders = alias(members, 'holders');
const uplines = alias(members, 'uplines');

/**
 * Dividend and salary contracts: offers from an upline to a direct downline within the
 * upline's own contract, the holder's answers, termination, the consolidated value that drives
 * the member's popup and the agent pages, and the lists of contracts and payout records.
 */
export function createContracts(app: FastifyInstance) {
  const db = app.db;

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
  /**
   * An agent by username, read through the caller's executor: an operator's call runs in a
   * transaction, and PGlite (one connection) would wait on it for a read outside it.
   */
  const agentNamed = async (merchantCode: string, username: string, executor: Db) => {
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
  };

  const byId = async (id: string) => {
    const [row] = await select(eq(agentContracts.id, id)).limit(1);
    if (!row) throw new AppError('contract.not.found');
    return onWire(row);
  };

  /** The contract of a member in force (A or V) of a type and product. */
  const inForce = async (
    memberId: string,
    type: ContractType,
    product: string,
    executor: Db = db,
  ) => {
    const [row] = await executor
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.memberId, memberId),
          eq(agentContracts.type, type),
          eq(agentContracts.product, product),
          inArray(agentContracts.status, LIVE),
        ),
      )
      .limit(1);
    return row;
  };

  /** Moves a contract from one state to another, guarded by the state it leaves. */
  const move = async (executor: Db, id: string, from: ContractStatus, to: ContractStatus) => {
    const [moved] = await executor
      .update(agentContracts)
      .set({ status: to, decidedAt: sql`now()` })
      .where(and(eq(agentContracts.id, id), eq(agentContracts.status, from)))
      .returning({ id: agentContracts.id });
    if (!moved) throw new AppError('contract.state');
  };

  const payoutPage = async (
    where: SQL | undefined,
    query: { pageNo: number; pageSize: number },
  ) => {
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
  };

  const contracts = {
    byId,
    inForce,

    /**
     * An agent offers a contract to a direct downline. The agent must hold a contract of the
     * type and product in force (the house's for a top agent) and offer within it. A downline
     * holding one already gets an E offer replacing it on acceptance; a lower ratio than the
     * one in force asks the agent to confirm first (contract.higher.rate.confirm).
     */
    async offer(agent: Member, body: ContractOffer): Promise<Contract> {
      requireAgent(agent);
      const downline = await app.team.memberOfTeam(agent, body.username);
      if (downline.depth !== 1) throw new AppError('member.not.downline');
      const { product, periodType, terms: offer } = shapeOf(body);
      // The operator's configuration of this agent first (README, Operator configuration).
      const [rule] = await db
        .select()
        .from(agentOfferRules)
        .where(and(eq(agentOfferRules.memberId, agent.id), eq(agentOfferRules.type, body.type)))
        .limit(1);
      if (rule && !rule.allowed) throw new AppError('contract.type.forbidden');
      if (rule?.maxRatePpm != null && highestRateOf(offer) > rule.maxRatePpm) {
        throw new AppError('contract.rate.above.limit');
      }
      const own = await inForce(agent.id, body.type, product);
      if (!own) throw new AppError('contract.upline.missing');
      if (!withinUpline(offer, own)) throw new AppError('contract.rate.above.upline');

      const current = await inForce(downline.id, body.type, product);
      if (current && ratioOf(offer) < ratioOf(current) && !body.confirmHigherRate) {
        throw new AppError('contract.higher.rate.confirm');
      }
      try {
        const id = await db.transaction(async (tx) => {
          // An open offer of the same kind is withdrawn by the new one.
          await tx
            .update(agentContracts)
            .set({ status: 'C', decidedAt: sql`now()` })
            .where(
              and(
                eq(agentContracts.memberId, downline.id),
                eq(agentContracts.type, body.type),
                eq(agentContracts.product, product),
                inArray(agentContracts.status, ['P', 'E']),
              ),
            );
          const [row] = await tx
            .insert(agentContracts)
            .values({
              merchantCode: agent.merchantCode,
              type: body.type,
              product,
              periodType,
              uplineId: agent.id,
              memberId: downline.id,
              status: current ? 'E' : 'P',
              replacesId: current?.id ?? null,
              ...offer,
            })
            .returning({ id: agentContracts.id });
          return row!.id;
        });
        return byId(id);
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('request.conflict');
        throw error;
      }
    },

    /**
     * A house contract for a top agent (upline null: the house pays it), offered or in force at
     * once; an active grant cancels the agent's contract of the same kind in force.
     */
    async grant(
      merchantCode: string,
      username: string,
      body: Omit<ContractOffer, 'username' | 'confirmHigherRate'> & { active: boolean },
      executor: Db = db,
    ): Promise<Contract> {
      const agent = await agentNamed(merchantCode, username, executor);
      const shape = shapeOf(body);
      const id = await executor.transaction(async (tx) => {
        const cancelled: ContractStatus[] = body.active ? ['P', 'E', 'A', 'V'] : ['P', 'E'];
        const ended = await tx
          .update(agentContracts)
          .set({ status: 'C', decidedAt: sql`now()` })
          .where(
            and(
              eq(agentContracts.memberId, agent.id),
              eq(agentContracts.type, body.type),
              eq(agentContracts.product, shape.product),
              inArray(agentContracts.status, cancelled),
            ),
          )
          .returning({ status: agentContracts.status });
        // The contract in force replaced: the ones the agent offered below it end with it.
        if (body.active && ended.length) await endBelow(tx, agent.id, body.type, shape.product);
        const [row] = await tx
          .insert(agentContracts)
          .values({
            merchantCode,
            type: body.type,
            product: shape.product,
            periodType: shape.periodType,
            uplineId: null,
            memberId: agent.id,
            status: body.active ? 'A' : 'P',
            decidedAt: body.active ? sql`now()` : null,
            ...shape.terms,
          })
          .returning({ id: agentContracts.id });
        return row!.id;
      });
      const [row] = await select(eq(agentContracts.id, id), executor).limit(1);
      return onWire(row!);
    },

    /** An agent's offer configuration as the operator set it (no rows: every type, no cap). */
    async offerRules(
      merchantCode: string,
      username: string,
      executor: Db = db,
    ): Promise<OfferRules> {
      const agent = await agentNamed(merchantCode, username, executor);
      const rows = await executor
        .select()
        .from(agentOfferRules)
        .where(eq(agentOfferRules.memberId, agent.id));
      const byType = new Map(rows.map((r) => [r.type, r]));
      return {
        account: agent.username,
        types: CONTRACT_TYPES.filter((type) => byType.get(type)?.allowed !== false),
        maxRates: CONTRACT_TYPES.flatMap((type) => {
          const max = byType.get(type)?.maxRatePpm;
          return max == null ? [] : [{ type, rate: fromPpm(max) }];
        }),
      };
    },

    /**
     * Sets an agent's offer configuration whole: the types it may offer (the others refused)
     * and the highest rate per type (types not named: no cap but the agent's own contract).
     */
    async setOfferRules(
      merchantCode: string,
      username: string,
      body: { types: ContractType[]; maxRates: { type: ContractType; rate: number }[] },
      executor: Db = db,
    ): Promise<OfferRules> {
      const agent = await agentNamed(merchantCode, username, executor);
      const max = new Map(body.maxRates.map((m) => [m.type, toPpm(m.rate)]));
      const write = async (tx: Db) => {
        await tx.delete(agentOfferRules).where(eq(agentOfferRules.memberId, agent.id));
        await tx.insert(agentOfferRules).values(
          CONTRACT_TYPES.map((type) => ({
            memberId: agent.id,
            type,
            allowed: body.types.includes(type),
            maxRatePpm: max.get(type) ?? null,
          })),
        );
        return contracts.offerRules(merchantCode, username, tx);
      };
      // In the caller's transaction when it gives one (the operator's call and its audit line).
      return executor === db ? db.transaction(write) : write(executor);
    },

    /** The holder answers an offer (A, R) or a termination request (C agrees, A keeps). */
    async answer(member: Member, contractId: string, answer: Answer): Promise<Contract> {
      const [row] = await db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.id, contractId), eq(agentContracts.memberId, member.id)))
        .limit(1);
      if (!row) throw new AppError('contract.not.found');
      const to = HOLDER_MOVES[`${row.status}:${answer}`];
      if (!to) throw new AppError('contract.state');
      try {
        await db.transaction(async (tx) => {
          // Accepting a replacement cancels the contract it replaces first (one in force).
          // The contracts the holder offered below the one ending end with it (endBelow).
          if (row.status === 'E' && to === 'A' && row.replacesId) {
            await tx
              .update(agentContracts)
              .set({ status: 'C', decidedAt: sql`now()` })
              .where(
                and(eq(agentContracts.id, row.replacesId), inArray(agentContracts.status, LIVE)),
              );
            await endBelow(tx, member.id, row.type, row.product);
          }
          await move(tx, row.id, row.status, to);
          if (to === 'C') await endBelow(tx, member.id, row.type, row.product);
        });
      } catch (error) {
        if (uniqueViolation(error)) throw new AppError('contract.state');
        throw error;
      }
      return byId(row.id);
    },

    /** The dividend offer of a product (MCS2_processDividendReq names it by product). */
    async answerDividend(member: Member, product: string, answer: Answer) {
      const [row] = await db
        .select({ id: agentContracts.id })
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.memberId, member.id),
            eq(agentContracts.type, 'DIVIDEND'),
            eq(agentContracts.product, product),
            inArray(agentContracts.status, OPEN),
          ),
        )
        .orderBy(desc(agentContracts.createdAt))
        .limit(1);
      if (!row) throw new AppError('contract.not.found');
      return contracts.answer(member, row.id, answer);
    },

    /** The upline asks to end a downline's contract (V), or withdraws an open offer (C). */
    async terminate(agent: Member, contractId: string): Promise<Contract> {
      const [row] = await db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.id, contractId), eq(agentContracts.uplineId, agent.id)))
        .limit(1);
      if (!row) throw new AppError('contract.not.found');
      const to = UPLINE_MOVES[row.status];
      if (!to) throw new AppError('contract.state');
      await move(db, row.id, row.status, to);
      return byId(row.id);
    },

    /** The consolidated value (SPEC §3): open offers by kind and the agent pages' flags. */
    async consolidated(member: Member): Promise<Consolidated> {
      const rows = await select(
        and(
          or(eq(agentContracts.memberId, member.id), eq(agentContracts.uplineId, member.id)),
          inArray(agentContracts.status, ['P', 'E', 'A', 'V']),
        ),
      );
      const value: Consolidated = {
        divtypereq: {},
        divstatus: {},
        dailysalreqtype: {},
        contracthoursalreq: {},
        realtimesalreqtype: {},
        divtypeinfo: false,
        dailysalinfotype: false,
        contracthoursalinfo: false,
        realtimesalinfotype: false,
        downlineHigherRate: 'N',
      };
      for (const row of rows) {
        const c = row.contract;
        if (c.type === 'DIVIDEND') value.divtypeinfo = true;
        if (c.type === 'DAILY') value.dailysalinfotype = true;
        if (c.type === 'HOURLY') value.contracthoursalinfo = true;
        if (c.type === 'REALTIME') value.realtimesalinfotype = true;
        // Only the member's own offers and termination requests open its popup.
        if (c.memberId !== member.id || !OPEN.includes(c.status)) continue;
        if (c.status === 'E') value.downlineHigherRate = 'Y';
        const tiers = c.tiers.map(tierOnWire);
        switch (c.type) {
          case 'DIVIDEND':
            value.divtypereq[c.product] = tiers.map((t) => ({
              minimumBet: t.minimumBet,
              netLoss: t.netLoss,
              activeMember: t.activeMember,
              contractRate: t.rate,
            }));
            value.divstatus[c.product] = c.status;
            break;
          case 'DAILY':
            (value.dailysalreqtype[c.product] ??= []).push({
              id: c.id,
              status: c.status,
              details: tiers.map((t) => ({
                betVolume: t.minimumBet,
                activeMember: t.activeMember,
                rateType: t.rateType,
                rate: t.rate,
              })),
            });
            break;
          case 'HOURLY':
            (value.contracthoursalreq[c.product] ??= []).push({
              contractId: c.id,
              status: c.status,
              hourSalaryRates: tiers.map((t) => ({
                minimumBet: t.minimumBet,
                activeMember: t.activeMember,
                rateType: t.rateType,
                rate: t.rate,
              })),
            });
            break;
          case 'REALTIME':
            (value.realtimesalreqtype[c.product] ??= []).push({
              contractId: c.id,
              status: c.status,
              profitRate: fromPpm(c.profitRatePpm ?? 0),
              lossRate: fromPpm(c.lossRatePpm ?? 0),
              singleBetAmount: fromMinorUnits(c.minBet ?? 0n),
            });
            break;
        }
      }
      return value;
    },

    /** The member's contracts, or those it offered its downlines, newest first. */
    async list(
      member: Member,
      query: {
        pageNo: number;
        pageSize: number;
        type?: ContractType | undefined;
        scope: 'mine' | 'downline';
      },
    ) {
      const where = and(
        query.scope === 'mine'
          ? eq(agentContracts.memberId, member.id)
          : eq(agentContracts.uplineId, member.id),
        query.type ? eq(agentContracts.type, query.type) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        select(where)
          .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(agentContracts)
          .where(where),
      ]);
      return { ...pageInfo(query.pageNo, query.pageSize, count?.n ?? 0), list: rows.map(onWire) };
    },

    /** Every payout record of a merchant (the operator's listing). */
    async merchantPayouts(
      merchantCode: string,
      query: { pageNo: number; pageSize: number; type?: ContractType | undefined },
    ) {
      return payoutPage(
        and(
          eq(contractPayouts.merchantCode, merchantCode),
          query.type ? eq(contractPayouts.type, query.type) : undefined,
        ),
        query,
      );
    },

    /** Payout records: the member's own, or those it paid to its downlines. */
    async payouts(
      member: Member,
      query: {
        pageNo: number;
        pageSize: number;
        type?: ContractType | undefined;
        scope: 'mine' | 'downline';
      },
    ) {
      return payoutPage(
        and(
          query.scope === 'mine'
            ? eq(contractPayouts.memberId, member.id)
            : eq(contractPayouts.payerId, member.id),
          query.type ? eq(contractPayouts.type, query.type) : undefined,
        ),
        query,
      );
    },
  };
  return contracts;
}
export type Contracts = ReturnType<typeof createContracts>;

declare module 'fastify' {
  interface FastifyInstance {
    contracts: Contracts;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('contracts', createContracts(app));
  },
  { name: 'contracts', dependencies: ['team'] },
);

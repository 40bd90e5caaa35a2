import type { Contract, ContractOffer, ContractType, OfferRules } from '@site/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { agentContracts, agentOfferRules, type Member } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { createContractReads } from './contract-reads.js';
import {
  AWAITING_HOLDER,
  CONTRACT_STATE,
  firstTransition,
  HOLDER_ANSWERS,
  UPLINE_TERMINATES,
  type Answer,
} from './contract-states.js';
import { CONTRACT_TYPES, highestRateOf, ratioOf, shapeOf, withinUpline } from './contract-terms.js';
import { createContractsRepository, endBelow } from './contracts-repository.js';
import { fromPpm, requireAgent, toPpm, type Team } from './team.js';

/**
 * Dividend and salary contracts: offers from an upline to a direct downline within the
 * upline's own contract, the holder's answers, termination, the operator's house contracts and
 * offer configuration; with the reads of contract-reads. Every state change goes through the
 * transition table (contract-states) and a guarded UPDATE (contracts-repository).
 */
export function createContracts(app: FastifyInstance, team: Team) {
  const db = app.db;
  const repo = createContractsRepository(db);
  const { byId, inForce } = repo;

  const contracts = {
    byId: (id: string) => byId(id),
    inForce,

    /**
     * An agent offers a contract to a direct downline. The agent must hold a contract of the
     * type and product in force (the house's for a top agent) and offer within it. A downline
     * holding one already gets an E offer replacing it on acceptance; a lower ratio than the
     * one in force asks the agent to confirm first (contract.higher.rate.confirm).
     */
    async offer(agent: Member, body: ContractOffer): Promise<Contract> {
      requireAgent(agent);
      const downline = await team.memberOfTeam(agent, body.username);
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
          await repo.moveAll(
            'withdraw',
            and(
              eq(agentContracts.memberId, downline.id),
              eq(agentContracts.type, body.type),
              eq(agentContracts.product, product),
            ),
            tx,
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
              status: current ? CONTRACT_STATE.replacementOffered : CONTRACT_STATE.offered,
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
     * once. It withdraws the agent's open offer of the same kind; an active grant also replaces
     * the agent's contract of the kind in force, and the ones the agent offered below it end.
     */
    async grant(
      merchantCode: string,
      username: string,
      body: Omit<ContractOffer, 'username' | 'confirmHigherRate'> & { active: boolean },
      executor: Db = db,
    ): Promise<Contract> {
      const agent = await repo.agentNamed(merchantCode, username, executor);
      const shape = shapeOf(body);
      const id = await executor.transaction(async (tx) => {
        const sameKind = and(
          eq(agentContracts.memberId, agent.id),
          eq(agentContracts.type, body.type),
          eq(agentContracts.product, shape.product),
        );
        const withdrawn = await repo.moveAll('withdraw', sameKind, tx);
        const replaced = body.active ? await repo.moveAll('replace', sameKind, tx) : 0;
        // The contract in force replaced: the ones the agent offered below it end with it.
        if (body.active && withdrawn + replaced > 0) {
          await endBelow(tx, agent.id, body.type, shape.product);
        }
        const [row] = await tx
          .insert(agentContracts)
          .values({
            merchantCode,
            type: body.type,
            product: shape.product,
            periodType: shape.periodType,
            uplineId: null,
            memberId: agent.id,
            status: body.active ? CONTRACT_STATE.active : CONTRACT_STATE.offered,
            decidedAt: body.active ? sql`now()` : null,
            ...shape.terms,
          })
          .returning({ id: agentContracts.id });
        return row!.id;
      });
      return byId(id, executor);
    },

    /** An agent's offer configuration as the operator set it (no rows: every type, no cap). */
    async offerRules(
      merchantCode: string,
      username: string,
      executor: Db = db,
    ): Promise<OfferRules> {
      const agent = await repo.agentNamed(merchantCode, username, executor);
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
      const agent = await repo.agentNamed(merchantCode, username, executor);
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

    /**
     * The holder answers an offer (A accepts, R rejects) or a termination request (C agrees,
     * A keeps). An answer the contract's state does not allow, or one a concurrent answer
     * decided first, is contract.state and changes nothing.
     */
    async answer(member: Member, contractId: string, answer: Answer): Promise<Contract> {
      const [row] = await db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.id, contractId), eq(agentContracts.memberId, member.id)))
        .limit(1);
      if (!row) throw new AppError('contract.not.found');
      const transition = firstTransition(row.status, HOLDER_ANSWERS[answer]);
      if (!transition) throw new AppError('contract.state');
      try {
        await db.transaction(async (tx) => {
          // Accepting a replacement ends the contract it replaces first (one in force), and
          // the contracts the holder offered below it end with it (endBelow).
          if (
            transition.from === CONTRACT_STATE.replacementOffered &&
            transition.event === 'accept' &&
            row.replacesId
          ) {
            await repo.moveAll('replace', eq(agentContracts.id, row.replacesId), tx);
            await endBelow(tx, member.id, row.type, row.product);
          }
          if (!(await repo.move(row.id, transition, tx))) throw new AppError('contract.state');
          if (transition.to === CONTRACT_STATE.cancelled) {
            await endBelow(tx, member.id, row.type, row.product);
          }
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
            inArray(agentContracts.status, AWAITING_HOLDER),
          ),
        )
        .orderBy(desc(agentContracts.createdAt))
        .limit(1);
      if (!row) throw new AppError('contract.not.found');
      return contracts.answer(member, row.id, answer);
    },

    /**
     * The upline asks to end a downline's contract in force (V), or withdraws an open offer
     * (C). Any other state, or one another call changed first, is contract.state.
     */
    async terminate(agent: Member, contractId: string): Promise<Contract> {
      const [row] = await db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.id, contractId), eq(agentContracts.uplineId, agent.id)))
        .limit(1);
      if (!row) throw new AppError('contract.not.found');
      const transition = firstTransition(row.status, UPLINE_TERMINATES);
      if (!transition || !(await repo.move(row.id, transition))) {
        throw new AppError('contract.state');
      }
      return byId(row.id);
    },

    ...createContractReads(db, repo),
  };
  return contracts;
}
export type Contracts = ReturnType<typeof createContracts>;

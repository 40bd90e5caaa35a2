import { fromMinorUnits, pageInfo, type Consolidated, type ContractType } from '@site/contract';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { agentContracts, contractPayouts, type Member } from '../../db/schema/index.js';
import { AWAITING_HOLDER, CONTRACT_STATE, NOT_FINAL } from './contract-states.js';
import { tierOnWire } from './contract-terms.js';
import type { ContractsRepository } from './contracts-repository.js';
import { fromPpm } from './team.js';

/**
 * What the contracts show: the consolidated value that drives the member's popup and the agent
 * pages, the lists of contracts and of payout records. Reads only.
 */
export function createContractReads(db: Db, repo: ContractsRepository) {
  return {
    /** The consolidated value (docs/product.md §3): open offers by kind and the agent pages' flags. */
    async consolidated(member: Member): Promise<Consolidated> {
      const rows = await repo.select(
        and(
          or(eq(agentContracts.memberId, member.id), eq(agentContracts.uplineId, member.id)),
          inArray(agentContracts.status, NOT_FINAL),
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
        if (c.memberId !== member.id || !AWAITING_HOLDER.includes(c.status)) continue;
        if (c.status === CONTRACT_STATE.replacementOffered) value.downlineHigherRate = 'Y';
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
        repo
          .select(where)
          .orderBy(desc(agentContracts.createdAt), desc(agentContracts.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(agentContracts)
          .where(where),
      ]);
      return {
        ...pageInfo(query.pageNo, query.pageSize, count?.n ?? 0),
        list: rows.map(repo.onWire),
      };
    },

    /** Every payout record of a merchant (the operator's listing). */
    async merchantPayouts(
      merchantCode: string,
      query: { pageNo: number; pageSize: number; type?: ContractType | undefined },
    ) {
      return repo.payoutPage(
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
      return repo.payoutPage(
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
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import type { DomainOptions } from '../options.js';
import type { Ledger } from '../ledger/ledger.js';
import { createDayChains } from './chains.js';
import { drawDue, dueForDraw, lockDue, nextEventAt } from './draws.js';
import { settingOf } from './limits.js';
import { opsIssues, voidIssue } from './ops.js';
import { createLotteryOrders } from './orders.js';
import { purgeOld } from './purge.js';
import { createLotteryReads, findGame } from './reads.js';
import { createLotteryRecords } from './records.js';
import { generateAhead } from './schedule.js';
import { dueForSettlement, settleIssue } from './settlement.js';

/**
 * The house lottery (README.md): games each merchant runs, their issues generated ahead,
 * locked and drawn by the jobs (jobs/lottery-*.ts), provably fair; the reads of the lottery
 * pages; the members' orders on it (orders.ts), paid by the settle job (settlement.ts).
 */
function createLottery(db: Db, now: () => Date, ledger: Ledger) {
  const dayChains = createDayChains();
  const reads = createLotteryReads(db);
  // When this process last drew an issue (its clock): the settle job looks again soon after.
  let lastDrawnAt = 0;
  return {
    now,
    reads,
    orders: createLotteryOrders(db, ledger, now),
    records: createLotteryRecords(db, now),
    setting: async (merchantCode: string, gameCode: string) =>
      settingOf(await findGame(db, merchantCode, gameCode)),
    dueForSettlement: () => dueForSettlement(db),
    settleIssue: (tx: Db, issueId: number, at = now()) => settleIssue(tx, ledger, issueId, at),
    purgeOld: (tx: Db, at = now()) => purgeOld(tx, at),
    generateAhead: (tx: Db, at = now()) => generateAhead(tx, at, dayChains),
    lockDue: (at = now()) => lockDue(db, at),
    dueForDraw: (at = now()) => dueForDraw(db, at),
    nextEventAt: () => nextEventAt(db),
    drawDue: async (tx: Db, issueId: number, at = now()) => {
      const outcome = await drawDue(tx, issueId, at);
      if (outcome.outcome !== 'skipped') lastDrawnAt = Date.now();
      return outcome;
    },
    /** Whether this process drew an issue lately (up to 2 s before `since`: its commit). */
    drawnSince: (since: number) => lastDrawnAt > since - 2_000,
    opsIssues: async (merchantCode: string, gameCode: string) =>
      opsIssues(db, await reads.game(merchantCode, gameCode), now()),
    voidIssue: async (tx: Db, merchantCode: string, gameCode: string, numero: string) =>
      voidIssue(tx, await findGame(tx, merchantCode, gameCode), numero),
  };
}
export type Lottery = ReturnType<typeof createLottery>;

declare module 'fastify' {
  interface FastifyInstance {
    lottery: Lottery;
  }
}

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    app.decorate(
      'lottery',
      createLottery(app.db, drivers.lottery?.now ?? (() => new Date()), app.ledger),
    );
  },
  { name: 'domain:lottery', dependencies: ['domain:games', 'domain:ledger'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import type { DomainOptions } from '../options.js';
import { createDayChains } from './chains.js';
import { drawDue, dueForDraw, lockDue, nextEventAt } from './draws.js';
import { opsIssues, voidIssue } from './ops.js';
import { createLotteryReads, findGame } from './reads.js';
import { generateAhead } from './schedule.js';

export interface LotteryOptions {
  /** lottery.schedule's period (issues kept an hour ahead); 0 keeps it and turns its timer off. */
  scheduleEveryMs?: number;
  /** How often lottery.draw looks for issues to lock and draw; 0 turns its timer off. */
  drawEveryMs?: number;
  /** The lottery's clock (tests move it); the server's by default. */
  now?: () => Date;
}

/**
 * The house lottery (README.md): games each merchant runs, their issues generated ahead,
 * locked and drawn by the jobs (jobs/lottery-*.ts), provably fair; the reads of the lottery
 * pages. Orders and their settlement stand on it later: a DRAWN issue waits for them.
 */
function createLottery(db: Db, now: () => Date) {
  const dayChains = createDayChains();
  const reads = createLotteryReads(db);
  return {
    now,
    reads,
    generateAhead: (tx: Db, at = now()) => generateAhead(tx, at, dayChains),
    lockDue: (at = now()) => lockDue(db, at),
    dueForDraw: (at = now()) => dueForDraw(db, at),
    nextEventAt: () => nextEventAt(db),
    drawDue: (tx: Db, issueId: number, at = now()) => drawDue(tx, issueId, at),
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
    app.decorate('lottery', createLottery(app.db, drivers.lottery?.now ?? (() => new Date())));
  },
  { name: 'domain:lottery', dependencies: ['domain:games'] },
);

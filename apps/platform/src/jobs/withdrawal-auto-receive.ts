import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../domains/options.js';
import type { JobDefinition } from './runner.js';

/**
 * PAID withdrawals past their confirmation window are settled as RECEIVED (docs/product.md §4) even
 * when
 * nobody reads them (reads settle their own first); no money moves at receipt. Every 30 s by
 * default; `everyMs` 0 keeps the period and turns the timer off.
 */
export const withdrawalAutoReceive = (app: FastifyInstance, everyMs = 30_000): JobDefinition => ({
  name: 'payments.withdrawal-auto-receive',
  periodMs: everyMs || 30_000,
  scheduled: everyMs > 0,
  run: async (tx) => ({ received: await app.payments.withdrawals.settleDue('all', tx) }),
});

export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    app.jobs.define(withdrawalAutoReceive(app, drivers.payments?.autoReceiveEveryMs));
  },
  { name: 'job:payments.withdrawal-auto-receive', dependencies: ['jobs', 'payments'] },
);

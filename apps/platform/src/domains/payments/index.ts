import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions, PaymentsOptions } from '../options.js';
import { createCards } from './cards.js';
import { createDeposits } from './deposits.js';
import { localPaymentDriver } from './payment-driver.js';
import { createPaymentLimits } from './payment-limits.js';
import { createMemberWithdrawals } from './withdrawals/member-withdrawals.js';
import { createOperatorWithdrawals } from './withdrawals/operator-withdrawals.js';
import { createWithdrawalsRepository } from './withdrawals/withdrawals-repository.js';

/** Payments under one name, as the routes and the jobs read them. */
export type Payments = ReturnType<typeof createPayments>;

function createPayments(app: FastifyInstance, opts: PaymentsOptions) {
  const cards = createCards(app);
  const withdrawals = createWithdrawalsRepository(app.db);
  return {
    deposits: createDeposits(app, opts.driver ?? localPaymentDriver, opts.driverTimeoutMs),
    /** The member's payout cards. */
    cards,
    /** Withdrawals as rows: their reads and guarded moves, which the two sides below share. */
    withdrawals,
    /** A member's withdrawals: applied for, confirmed received or reported. */
    memberWithdrawals: createMemberWithdrawals(app, withdrawals, cards),
    /** The operator's side of withdrawals: review, pay, refuse. */
    operatorWithdrawals: createOperatorWithdrawals(app, withdrawals),
    /** The merchant's withdrawal limits. */
    limits: createPaymentLimits(app),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/**
 * Deposits, payout cards, withdrawals and the merchant's withdrawal limits (the auto-receive
 * of withdrawals is a job: jobs/withdrawal-auto-receive.ts).
 */
export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    app.decorate('payments', createPayments(app, drivers.payments ?? {}));
  },
  {
    name: 'payments',
    dependencies: ['db', 'ledger', 'account-security', 'ops-audit', 'settings'],
  },
);

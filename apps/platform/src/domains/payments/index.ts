import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../options.js';
import { createCards, type Cards } from './cards.js';
import { createDeposits, type Deposits } from './deposits.js';
import { localPaymentDriver } from './payment-driver.js';
import { createPaymentLimits, type PaymentLimitsStore } from './payment-limits.js';
import {
  createMemberWithdrawals,
  type MemberWithdrawals,
} from './withdrawals/member-withdrawals.js';
import {
  createOperatorWithdrawals,
  type OperatorWithdrawals,
} from './withdrawals/operator-withdrawals.js';
import {
  createWithdrawalsRepository,
  type WithdrawalsRepository,
} from './withdrawals/withdrawals-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    deposits: Deposits;
    cards: Cards;
    withdrawalsRepository: WithdrawalsRepository;
    memberWithdrawals: MemberWithdrawals;
    operatorWithdrawals: OperatorWithdrawals;
    paymentLimits: PaymentLimitsStore;
  }
}

/**
 * Deposits, payout cards, withdrawals and the merchant's withdrawal limits (the auto-receive
 * of withdrawals is a job: jobs/withdrawal-auto-receive.ts).
 */
export default fp(
  async (app: FastifyInstance, { drivers }: DomainOptions) => {
    const opts = drivers.payments ?? {};
    const cards = createCards(app);
    app.decorate(
      'deposits',
      createDeposits(app, opts.driver ?? localPaymentDriver, opts.driverTimeoutMs),
    );
    app.decorate('cards', cards);
    const withdrawals = createWithdrawalsRepository(app.db);
    app.decorate('withdrawalsRepository', withdrawals);
    app.decorate('memberWithdrawals', createMemberWithdrawals(app, withdrawals, cards));
    app.decorate('operatorWithdrawals', createOperatorWithdrawals(app, withdrawals));
    app.decorate('paymentLimits', createPaymentLimits(app));
  },
  {
    name: 'payments',
    dependencies: ['db', 'ledger', 'account-security', 'ops-audit', 'settings'],
  },
);

import { opsMoneyCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/**
 * The operator's side of deposits and withdrawals, and the merchant's withdrawal limits. Each
 * decision is recorded in the operator audit in the transaction that makes it.
 */
export default async function opsPaymentRoutes(app: FastifyInstance) {
  registerCall(app, opsMoneyCalls.deposits, ({ merchant, query }) =>
    app.payments.deposits.list(merchant.code, query),
  );
  registerCall(app, opsMoneyCalls.approveDeposit, ({ merchant, params }) =>
    app.payments.deposits.approve(merchant, params.id),
  );
  registerCall(app, opsMoneyCalls.rejectDeposit, ({ merchant, params, body }) =>
    app.payments.deposits.reject(merchant, params.id, body.remark),
  );

  registerCall(app, opsMoneyCalls.withdrawals, ({ merchant, query }) =>
    app.payments.operatorWithdrawals.list(merchant.code, query),
  );
  registerCall(app, opsMoneyCalls.withdrawalProofs, ({ merchant, params, query }) =>
    app.payments.operatorWithdrawals.proofs(merchant.code, params.id, query),
  );
  registerCall(app, opsMoneyCalls.approveWithdrawal, ({ merchant, params }) =>
    app.payments.operatorWithdrawals.approve(merchant, params.id),
  );
  registerCall(app, opsMoneyCalls.rejectWithdrawal, ({ merchant, params, body }) =>
    app.payments.operatorWithdrawals.reject(merchant, params.id, body.remark),
  );
  registerCall(app, opsMoneyCalls.refundWithdrawal, ({ merchant, params, body }) =>
    app.payments.operatorWithdrawals.refund(merchant, params.id, body.remark),
  );

  registerCall(app, opsMoneyCalls.paymentLimits, async ({ merchant }) =>
    app.payments.limits.of(merchant),
  );
  registerCall(app, opsMoneyCalls.setPaymentLimits, ({ merchant, body }) =>
    app.payments.limits.set(merchant, body),
  );
}

import { opsMoneyCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/**
 * The operator's side of deposits and withdrawals, and the merchant's withdrawal limits. Each
 * decision is recorded in the operator audit in the transaction that makes it.
 */
export default async function opsPaymentRoutes(app: FastifyInstance) {
  registerCall(app, opsMoneyCalls.deposits, ({ merchant, query }) =>
    app.deposits.list(merchant.code, query),
  );
  registerCall(app, opsMoneyCalls.approveDeposit, ({ merchant, params }) =>
    app.deposits.approve(merchant, params.id),
  );
  registerCall(app, opsMoneyCalls.rejectDeposit, ({ merchant, params, body }) =>
    app.deposits.reject(merchant, params.id, body.remark),
  );

  registerCall(app, opsMoneyCalls.withdrawals, ({ merchant, query }) =>
    app.operatorWithdrawals.list(merchant.code, query),
  );
  registerCall(app, opsMoneyCalls.withdrawalProofs, ({ merchant, params, query }) =>
    app.operatorWithdrawals.proofs(merchant.code, params.id, query),
  );
  registerCall(app, opsMoneyCalls.approveWithdrawal, ({ merchant, params }) =>
    app.operatorWithdrawals.approve(merchant, params.id),
  );
  registerCall(app, opsMoneyCalls.rejectWithdrawal, ({ merchant, params, body }) =>
    app.operatorWithdrawals.reject(merchant, params.id, body.remark),
  );
  registerCall(app, opsMoneyCalls.refundWithdrawal, ({ merchant, params, body }) =>
    app.operatorWithdrawals.refund(merchant, params.id, body.remark),
  );

  registerCall(app, opsMoneyCalls.paymentLimits, async ({ merchant }) =>
    app.paymentLimits.of(merchant),
  );
  registerCall(app, opsMoneyCalls.setPaymentLimits, ({ merchant, body }) =>
    app.paymentLimits.set(merchant, body),
  );
}

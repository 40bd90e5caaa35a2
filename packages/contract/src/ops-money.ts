import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { instantSchema, positiveAmountSchema } from './money.js';
import { opsChangeSchema, opsUsernameSchema } from './ops.js';
import { pageNoSchema, pageSchema, pageSizeSchema } from './pagination.js';
import {
  depositOrderSchema,
  depositStatusSchema,
  MAX_PROOF_IMAGES,
  proofImageSchema,
  withdrawalSchema,
  withdrawalStatusSchema,
} from './payments.js';

/**
 * The operator's side of money: deciding deposits and withdrawals, granting
 * bonuses, and the merchant's payment limits. `npm run ops -- deposit|withdraw|bonus|limits`.
 */

const text = (min: number, max: number) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
const idParams = z.object({ id: text(1, 60) });

/** A deposit order as the operator lists it: who asked. */
export const opsDepositSchema = z.extend(depositOrderSchema, { username: z.string() });
export const opsWithdrawalSchema = z.extend(withdrawalSchema, {
  username: z.string(),
  /** The full account number: the operator pays to it. */
  accountNo: z.string(),
});

/** A proof image a member sent with a "not received" answer, and the remark sent with it. */
export const withdrawalProofSchema = z.object({
  id: z.string(),
  contentType: proofImageSchema.shape.contentType,
  /** The image's bytes, base64. */
  data: z.string(),
  remark: z.nullable(z.string()),
  createdAt: instantSchema,
});
export type WithdrawalProof = z.infer<typeof withdrawalProofSchema>;

const listQuery = <S extends z.ZodMiniType>(status: S) =>
  z.object({ pageNo: pageNoSchema, pageSize: pageSizeSchema(20, 100), status: z.optional(status) });

/** The merchant's withdrawal limits and confirmation window. */
export const paymentLimitsSchema = z.object({
  withdrawMin: positiveAmountSchema,
  withdrawMax: positiveAmountSchema,
  withdrawDailyCount: z.int().check(z.minimum(1), z.maximum(100)),
  /** A PAID withdrawal nobody answers counts as received after this many minutes. */
  confirmMinutes: z.int().check(z.minimum(1), z.maximum(60 * 24 * 7)),
});
export type PaymentLimits = z.infer<typeof paymentLimitsSchema>;

export const opsMoneyCalls = {
  deposits: defineCall({
    method: 'GET',
    path: '/ops/deposits',
    auth: 'operator',
    query: listQuery(depositStatusSchema),
    response: pageSchema('list', opsDepositSchema),
  }),
  /** Credits the member's MAIN wallet once; approving twice changes nothing. */
  approveDeposit: defineCall({
    method: 'POST',
    path: '/ops/deposits/:id/approve',
    auth: 'operator',
    params: idParams,
    response: z.extend(opsChangeSchema, { order: opsDepositSchema }),
  }),
  rejectDeposit: defineCall({
    method: 'POST',
    path: '/ops/deposits/:id/reject',
    auth: 'operator',
    params: idParams,
    body: z.object({ remark: text(3, 200) }),
    response: z.extend(opsChangeSchema, { order: opsDepositSchema }),
  }),

  withdrawals: defineCall({
    method: 'GET',
    path: '/ops/withdrawals',
    auth: 'operator',
    query: listQuery(withdrawalStatusSchema),
    response: pageSchema('list', opsWithdrawalSchema),
  }),
  /**
   * The proof images of a withdrawal's "not received" answers, oldest first, a page at a time
   * (images are up to 5 MB each): by default one answer's worth.
   */
  withdrawalProofs: defineCall({
    method: 'GET',
    path: '/ops/withdrawals/:id/proofs',
    auth: 'operator',
    params: idParams,
    query: z.object({
      pageNo: pageNoSchema,
      pageSize: pageSizeSchema(MAX_PROOF_IMAGES, 4 * MAX_PROOF_IMAGES),
    }),
    response: pageSchema('list', withdrawalProofSchema),
  }),
  /** PENDING or NOT_RECEIVED → PAID: the operator paid (again); the member confirms. */
  approveWithdrawal: defineCall({
    method: 'POST',
    path: '/ops/withdrawals/:id/approve',
    auth: 'operator',
    params: idParams,
    response: z.extend(opsChangeSchema, { withdrawal: opsWithdrawalSchema }),
  }),
  /** PENDING → REJECTED, the held funds back to MAIN. */
  rejectWithdrawal: defineCall({
    method: 'POST',
    path: '/ops/withdrawals/:id/reject',
    auth: 'operator',
    params: idParams,
    body: z.object({ remark: text(3, 200) }),
    response: z.extend(opsChangeSchema, { withdrawal: opsWithdrawalSchema }),
  }),
  /** NOT_RECEIVED → REFUNDED: the payment never arrived, the amount back to MAIN. */
  refundWithdrawal: defineCall({
    method: 'POST',
    path: '/ops/withdrawals/:id/refund',
    auth: 'operator',
    params: idParams,
    body: z.object({ remark: text(3, 200) }),
    response: z.extend(opsChangeSchema, { withdrawal: opsWithdrawalSchema }),
  }),

  /** Credits a bonus to MAIN from the merchant's BONUS account; shown in bonusDetails. */
  grantBonus: defineCall({
    method: 'POST',
    path: '/ops/members/:username/bonuses',
    auth: 'operator',
    params: z.object({ username: opsUsernameSchema }),
    body: z.object({
      amount: positiveAmountSchema,
      title: text(3, 100),
      idempotencyKey: text(8, 100),
    }),
    response: z.extend(opsChangeSchema, { transactionId: z.string(), balance: z.number() }),
  }),

  paymentLimits: defineCall({
    method: 'GET',
    path: '/ops/payment-limits',
    auth: 'operator',
    response: paymentLimitsSchema,
  }),
  setPaymentLimits: defineCall({
    method: 'PUT',
    path: '/ops/payment-limits',
    auth: 'operator',
    body: z.partial(paymentLimitsSchema),
    response: z.extend(opsChangeSchema, { limits: paymentLimitsSchema }),
  }),
};

import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { paymentPasswordSchema } from './member.js';
import { instantSchema, positiveAmountSchema } from './money.js';
import { pageNoSchema, pageSchema, pageSizeSchema } from './pagination.js';

/**
 * Deposits (depositv2) and withdrawals (withdraw). docs/product.md §7 names neither call, so
 * they follow its style under /wps/payment and /wps/member/cards. Amounts are wire decimals
 * (money.ts); every call that moves money is `idempotent` (an Idempotency-Key header).
 */

/** How money arrives or leaves: B bank, E e-wallet, V crypto (virtual currency). */
export const paymentTypeSchema = z.enum(['B', 'E', 'V']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

// ---------------------------------------------------------------- deposit

/** One way to pay in: a channel of a method, with its limits and quick amounts. */
export const depositChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  /** Quick-pick amounts shown as buttons. */
  presets: z.array(z.number()),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

export const depositMethodSchema = z.object({
  type: paymentTypeSchema,
  name: z.string(),
  channels: z.array(depositChannelSchema),
});
export type DepositMethod = z.infer<typeof depositMethodSchema>;

export const depositStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** Where and how the member pays, from the payment driver (a bank account, a wallet, an address). */
export const payToSchema = z.object({
  /** e.g. "BCA", "DANA", "USDT (TRC20)". */
  provider: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  /** What the member writes in the transfer's note so the operator can match it. */
  note: z.string(),
});

export const depositOrderSchema = z.object({
  id: z.string(),
  /** The member-facing reference, e.g. D20261121-7F3K2Q. */
  reference: z.string(),
  type: paymentTypeSchema,
  channelName: z.string(),
  amount: z.number(),
  status: depositStatusSchema,
  payTo: payToSchema,
  createdAt: instantSchema,
  /** When the operator approved or rejected it. */
  decidedAt: z.nullable(instantSchema),
  /** The operator's reason for a rejection. */
  remark: z.nullable(z.string()),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

// ---------------------------------------------------------------- cards

/** A bank, e-wallet or crypto network a card may be bound to. */
export const cardProviderSchema = z.object({ code: z.string(), name: z.string() });

/** A bound payout destination; the number is masked except its last 4. */
export const cardSchema = z.object({
  id: z.string(),
  type: paymentTypeSchema,
  providerCode: z.string(),
  providerName: z.string(),
  accountNoMasked: z.string(),
  payeeName: z.string(),
  createdAt: instantSchema,
});
export type Card = z.infer<typeof cardSchema>;

/**
 * Payee names: letters and spaces (docs/product.md §5), 2 to 50; every card of one member carries
 * the
 * same payee name (the first card sets it), else member.payee.mismatch.
 */
export const PAYEE_NAME_PATTERN = /^[\p{L}][\p{L} .'-]{0,48}[\p{L}.]$/u;
export const payeeNameSchema = z.string().check(z.trim(), z.regex(PAYEE_NAME_PATTERN));

/** Account numbers: bank 6-20 digits; e-wallet 8-15 digits (a phone number); crypto 26-64 letters and digits. */
export const ACCOUNT_NO_PATTERN: Record<PaymentType, RegExp> = {
  B: /^[0-9]{6,20}$/,
  E: /^[0-9]{8,15}$/,
  V: /^[A-Za-z0-9]{26,64}$/,
};
export const MAX_CARDS_PER_TYPE = 3;

export const bindCardBodySchema = z.object({
  type: paymentTypeSchema,
  providerCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
  accountNo: z.string().check(z.trim(), z.minLength(6), z.maxLength(64)),
  payeeName: payeeNameSchema,
  /** Required when PAYMENTPASS3 is on. */
  paymentPassword: z.optional(paymentPasswordSchema),
});
export type BindCardBody = z.infer<typeof bindCardBodySchema>;

// ---------------------------------------------------------------- withdrawal

/**
 * PENDING: funds held. REJECTED: released back. PAID: the operator paid (full payment made),
 * awaiting the member's confirmation. RECEIVED: confirmed by the member, or automatically
 * after the merchant's confirmation minutes. NOT_RECEIVED: the member disputes it with proof;
 * the operator pays again (back to PAID) or refunds (REFUNDED).
 */
export const withdrawalStatusSchema = z.enum([
  'PENDING',
  'REJECTED',
  'PAID',
  'RECEIVED',
  'NOT_RECEIVED',
  'REFUNDED',
]);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  reference: z.string(),
  amount: z.number(),
  status: withdrawalStatusSchema,
  card: cardSchema,
  createdAt: instantSchema,
  decidedAt: z.nullable(instantSchema),
  /** PAID: when it counts as received unless the member answers first. */
  autoReceiveAt: z.nullable(instantSchema),
  /** RECEIVED: true when nobody answered in time. */
  autoReceived: z.boolean(),
  /** The operator's reason for a rejection or a refund. */
  remark: z.nullable(z.string()),
  /** The member's remark with its latest "not received" answer. */
  memberRemark: z.nullable(z.string()),
  /** NOT_RECEIVED: how many proof images the member sent. */
  proofCount: z.number(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawSettingsSchema = z.object({
  min: z.number(),
  max: z.number(),
  dailyCount: z.number(),
  /** Withdrawals requested since the start of today (the merchant's day, in its time zone), rejected ones included. */
  usedToday: z.number(),
  /** PAYMENTPASS3: the payment password is asked for. */
  paymentPasswordRequired: z.boolean(),
  hasPaymentPassword: z.boolean(),
  /** The MAIN wallet's balance: what may be withdrawn. */
  withdrawable: z.number(),
  confirmMinutes: z.number(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsSchema>;

/** Proof of a payment not received: up to 3 png or jpg images, each under 5 MB (docs/product.md §5, §9). */
export const MAX_PROOF_IMAGES = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const proofImageSchema = z.object({
  contentType: z.enum(['image/png', 'image/jpeg']),
  /** The image's bytes, base64. */
  data: z.string().check(z.maxLength(Math.ceil((MAX_PROOF_BYTES * 4) / 3) + 4)),
});

const listQuery = <S extends z.ZodMiniType>(status: S) =>
  z.object({
    pageNo: pageNoSchema,
    pageSize: pageSizeSchema(10, 50),
    status: z.optional(status),
  });

export const paymentCalls = {
  depositMethods: defineCall({
    method: 'GET',
    path: '/wps/payment/deposit/methods',
    auth: 'member',
    response: z.object({ methods: z.array(depositMethodSchema) }),
  }),
  /** Opens a pending order; the balance rises when the operator approves it. */
  deposit: defineCall({
    method: 'POST',
    path: '/wps/payment/deposit',
    auth: 'member',
    idempotent: true,
    body: z.object({
      channelId: z.string().check(z.minLength(1), z.maxLength(60)),
      amount: positiveAmountSchema,
    }),
    response: depositOrderSchema,
  }),
  depositOrders: defineCall({
    method: 'GET',
    path: '/wps/payment/deposit/orders',
    auth: 'member',
    query: listQuery(depositStatusSchema),
    response: pageSchema('list', depositOrderSchema),
  }),

  cardProviders: defineCall({
    method: 'GET',
    path: '/wps/member/cards/providers',
    auth: 'member',
    response: z.object({
      B: z.array(cardProviderSchema),
      E: z.array(cardProviderSchema),
      V: z.array(cardProviderSchema),
    }),
  }),
  cards: defineCall({
    method: 'GET',
    path: '/wps/member/cards',
    auth: 'member',
    response: z.object({
      list: z.array(cardSchema),
      /** The payee name every new card must carry, once the first card set it. */
      payeeName: z.nullable(z.string()),
    }),
  }),
  bindCard: defineCall({
    method: 'POST',
    path: '/wps/member/cards',
    auth: 'member',
    encrypted: true,
    body: bindCardBodySchema,
    response: cardSchema,
  }),

  withdrawSettings: defineCall({
    method: 'GET',
    path: '/wps/payment/withdraw/settings',
    auth: 'member',
    response: withdrawSettingsSchema,
  }),
  /** Holds the amount at once; a rejection releases it. */
  withdraw: defineCall({
    method: 'POST',
    path: '/wps/payment/withdraw',
    auth: 'member',
    encrypted: true,
    idempotent: true,
    body: z.object({
      cardId: z.string().check(z.minLength(1), z.maxLength(60)),
      amount: positiveAmountSchema,
      /** Required when PAYMENTPASS3 is on. */
      paymentPassword: z.optional(paymentPasswordSchema),
    }),
    response: withdrawalSchema,
  }),
  withdrawals: defineCall({
    method: 'GET',
    path: '/wps/payment/withdraw/orders',
    auth: 'member',
    query: listQuery(withdrawalStatusSchema),
    response: pageSchema('list', withdrawalSchema),
  }),
  /** The member's answer to a PAID withdrawal (docs/product.md §4). */
  confirmWithdrawal: defineCall({
    method: 'POST',
    path: '/wps/payment/withdraw/:id/confirmation',
    auth: 'member',
    params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(60)) }),
    // Discriminated: a bad answer is refused field by field (body.proofs), not as a whole.
    body: z.discriminatedUnion('received', [
      z.object({ received: z.literal(true) }),
      z.object({
        received: z.literal(false),
        remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
        proofs: z.array(proofImageSchema).check(z.minLength(1), z.maxLength(MAX_PROOF_IMAGES)),
      }),
    ]),
    response: withdrawalSchema,
  }),
};

import * as z from 'zod/mini';
import { defineCall } from './call.js';
import { passwordSchema, usernameSchema } from './member.js';
import { hasTwoDecimalsAtMost } from './money.js';
import { pageNoSchema, pageSchema, pageSizeSchema } from './pagination.js';

/**
 * The agent centre (docs/product.md §2, notes §1): the team tree, direct registration and
 * invitation
 * links, team reports read from daily aggregates, and dividend and salary contracts with their
 * payouts. Amounts are decimals of the currency; rates are fractions 0..1 (0.005 = 0.5 %).
 */

/** Products a rebate or a dividend is kept per (docs/product.md §3 icon sets; CONS: all products). */
export const PRODUCTS = ['LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const;
export const productSchema = z.enum(PRODUCTS);
export type Product = z.infer<typeof productSchema>;
export const contractProductSchema = z.enum([...PRODUCTS, 'CONS']);
export type ContractProduct = z.infer<typeof contractProductSchema>;

/** A rate as a fraction, kept to 6 decimals (parts per million). */
export const rateSchema = z.number().check(z.minimum(0), z.maximum(1));
/** A day of the merchant's calendar (UTC+7), YYYY-MM-DD. */
export const daySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/),
  z.refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'A day that exists, YYYY-MM-DD.'),
);
const amount = () => z.number();

/** A report (overview, P&L, bets, ledger lines, income) covers this many days at most. */
export const REPORT_MAX_DAYS = 93;
const count = () => z.number().check(z.int(), z.nonnegative());

export const rebateSchema = z.object({ product: productSchema, rate: rateSchema });
export type Rebate = z.infer<typeof rebateSchema>;
const rebatesSchema = z.array(rebateSchema).check(z.maxLength(PRODUCTS.length));

/** What a downline is registered as: a member (41) or an agent (42) under the agent. */
export const downlineTypeSchema = z.union([z.literal(41), z.literal(42)]);

export const inviteLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  accountType: downlineTypeSchema,
  rebates: z.array(rebateSchema),
  registrations: count(),
  expiresAt: z.nullable(z.string()),
  createdAt: z.string(),
});
export type InviteLink = z.infer<typeof inviteLinkSchema>;

export const downlineRowSchema = z.object({
  account: z.string(),
  nickname: z.nullable(z.string()),
  type: z.number(),
  /** 1: a direct downline of the agent asking; 2: one of theirs ... */
  level: count(),
  /** The downline's upline's account. */
  upline: z.nullable(z.string()),
  balance: amount(),
  registeredAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  /** A session of the downline's is in use (not revoked, seen within the idle limit). */
  online: z.boolean(),
  /** Members of the downline's own team (itself not counted). */
  teamCount: count(),
  rebates: z.array(rebateSchema),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

const rangeQuery = {
  startDate: daySchema,
  endDate: daySchema,
};

/** The team's figures over a range of days (team = the agent and every downline). */
export const teamFiguresSchema = z.object({
  deposit: amount(),
  withdrawal: amount(),
  bets: count(),
  betAmount: amount(),
  validBet: amount(),
  /** What bets paid back. */
  payout: amount(),
  bonus: amount(),
  /** Members' profit: payout + bonus - bet; the team's loss is its negative. */
  profit: amount(),
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamOverviewSchema = z.object({
  ...teamFiguresSchema.shape,
  /** Downlines at every level, the agent not counted. */
  teamSize: count(),
  newMembers: count(),
  firstDepositors: count(),
  /** Downlines with a bet or a deposit in the range. */
  activeMembers: count(),
  /** What the downlines hold in every wallet now. */
  teamBalance: amount(),
  series: z.array(
    z.object({
      ...teamFiguresSchema.shape,
      day: daySchema,
      newMembers: count(),
      firstDepositors: count(),
      activeMembers: count(),
    }),
  ),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const memberProfitRowSchema = z.object({
  ...teamFiguresSchema.shape,
  account: z.string(),
  level: count(),
  /** The row sums this member's whole team (drill down with `parent`). */
  teamCount: count(),
});
export type MemberProfitRow = z.infer<typeof memberProfitRowSchema>;

export const productFiguresSchema = z.object({
  product: productSchema,
  bets: count(),
  betAmount: amount(),
  validBet: amount(),
  payout: amount(),
  profit: amount(),
});

/** A round's state: OPEN (stake taken, not settled), SETTLED, VOID (stake refunded). */
export const teamBetStatusSchema = z.enum(['OPEN', 'SETTLED', 'VOID']);

export const teamBetSchema = z.object({
  id: z.string(),
  account: z.string(),
  gameName: z.string(),
  product: z.string(),
  /** The game's vendor (vassalage) and its name. */
  vendor: z.string(),
  vendorName: z.string(),
  betAmount: amount(),
  validBet: amount(),
  /** Payout - bet, from the member's side. */
  winLoss: amount(),
  status: z.string(),
  createdAt: z.string(),
});

export const teamTransactionSchema = z.object({
  id: z.string(),
  account: z.string(),
  type: z.string(),
  amount: amount(),
  balanceAfter: amount(),
  createdAt: z.string(),
});

export const incomeRowSchema = z.object({
  day: daySchema,
  rebate: amount(),
  dividend: amount(),
  dailySalary: amount(),
  hourlySalary: amount(),
  realtimeSalary: amount(),
  total: amount(),
});

/** A notice the operator addresses to its agents (agentAnnouncement). */
export const agentNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML from the operator: always sanitised before it is rendered. */
  content: z.string(),
  publishedAt: z.string(),
});
export type AgentNotice = z.infer<typeof agentNoticeSchema>;

// Contracts --------------------------------------------------------------------------------

/** DIVIDEND, DAILY (salary), HOURLY (salary), REALTIME (salary). */
export const contractTypeSchema = z.enum(['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME']);
export type ContractType = z.infer<typeof contractTypeSchema>;
/**
 * The original's letters: P offered; E offered to replace a contract in force (a lower
 * ratio); A active; R rejected; V termination asked by the upline; C cancelled.
 */
export const contractStatusSchema = z.enum(['P', 'E', 'A', 'R', 'V', 'C']);
export type ContractStatus = z.infer<typeof contractStatusSchema>;
export const periodTypeSchema = z.enum([
  'REALTIME',
  'HOURLY',
  'DAILY',
  'WEEKLY',
  'SEMIMONTHLY',
  'MONTHLY',
]);
export type PeriodType = z.infer<typeof periodTypeSchema>;
/** P: rate is a fraction of the valid bet (or net loss); F: a fixed amount. */
export const rateTypeSchema = z.enum(['P', 'F']);

/** An amount a contract's terms name: not negative, at most two decimals (money.ts). */
const termAmountSchema = z
  .number()
  .check(
    z.nonnegative(),
    z.refine(hasTwoDecimalsAtMost, 'An amount has at most two decimals, e.g. 25.50.'),
  );

/** One tier: every threshold must be met in the period; the highest tier met pays. */
export const contractTierSchema = z
  .object({
    /** Team valid bet of the period, at least. */
    minimumBet: termAmountSchema,
    /** Team net loss of the period, at least (dividends). */
    netLoss: termAmountSchema,
    activeMember: z.number().check(z.int(), z.nonnegative()),
    rateType: rateTypeSchema,
    /** A fraction for P (dividends: contractRate), an amount for F. */
    rate: z.number().check(z.nonnegative()),
  })
  .check(
    z.refine(
      (tier) => tier.rateType !== 'F' || hasTwoDecimalsAtMost(tier.rate),
      'A fixed amount has at most two decimals, e.g. 25.50.',
    ),
  );
export type ContractTier = z.infer<typeof contractTierSchema>;

export const contractSchema = z.object({
  id: z.string(),
  type: contractTypeSchema,
  product: contractProductSchema,
  periodType: periodTypeSchema,
  status: contractStatusSchema,
  /** The holder. */
  account: z.string(),
  /** Who offered it (null: the house). */
  upline: z.nullable(z.string()),
  tiers: z.array(contractTierSchema),
  /** Real-time salary only. */
  profitRate: z.nullable(rateSchema),
  lossRate: z.nullable(rateSchema),
  singleBetAmount: z.nullable(amount()),
  /** The contract in force this offer cancels when accepted. */
  replaces: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;

export const payoutRecordSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  type: contractTypeSchema,
  account: z.string(),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  teamMembers: count(),
  activeMembers: count(),
  validBet: amount(),
  netLoss: amount(),
  tier: count(),
  rate: z.number(),
  amount: amount(),
  status: z.enum(['PAID', 'NONE']),
  paidAt: z.string(),
});
export type PayoutRecord = z.infer<typeof payoutRecordSchema>;

/**
 * GET consolidated (docs/product.md §3): the member's open offers, which open the contract popup,
 * and
 * the flags of the agent pages (divtypeinfo -> dividend page, dailysalinfotype -> daily
 * wages, contracthoursalinfo -> hourly salary, realtimesalinfotype -> real-time salary).
 */
const offerTierSchema = z.object({
  minimumBet: amount(),
  netLoss: amount(),
  activeMember: count(),
  contractRate: z.number(),
});
const salaryDetailSchema = z.object({
  betVolume: amount(),
  activeMember: count(),
  rateType: rateTypeSchema,
  rate: z.number(),
});
export const consolidatedSchema = z.object({
  /** divtypereq[productType] = tiers of the offer (status in divstatus[productType]). */
  divtypereq: z.record(z.string(), z.array(offerTierSchema)),
  divstatus: z.record(z.string(), contractStatusSchema),
  dailysalreqtype: z.record(
    z.string(),
    z.array(
      z.object({
        id: z.string(),
        status: contractStatusSchema,
        details: z.array(salaryDetailSchema),
      }),
    ),
  ),
  contracthoursalreq: z.record(
    z.string(),
    z.array(
      z.object({
        contractId: z.string(),
        status: contractStatusSchema,
        hourSalaryRates: z.array(
          z.object({
            minimumBet: amount(),
            activeMember: count(),
            rateType: rateTypeSchema,
            rate: z.number(),
          }),
        ),
      }),
    ),
  ),
  realtimesalreqtype: z.record(
    z.string(),
    z.array(
      z.object({
        contractId: z.string(),
        status: contractStatusSchema,
        profitRate: z.number(),
        lossRate: z.number(),
        singleBetAmount: amount(),
      }),
    ),
  ),
  divtypeinfo: z.boolean(),
  dailysalinfotype: z.boolean(),
  contracthoursalinfo: z.boolean(),
  realtimesalinfotype: z.boolean(),
  /** The member's upline asks: a contract of a lower ratio than one in force (notes: higher_rate). */
  downlineHigherRate: z.enum(['Y', 'N']),
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

/** A member's answer: A accept (or keep, on V), R reject, C agree to cancel (on V). */
const answerSchema = z.enum(['A', 'R', 'C']);

const offerBodySchema = z.object({
  username: usernameSchema,
  type: contractTypeSchema,
  product: z._default(contractProductSchema, 'CONS'),
  /** Dividends: DAILY, WEEKLY, SEMIMONTHLY or MONTHLY; salaries follow their type. */
  periodType: z.optional(periodTypeSchema),
  tiers: z._default(z.array(contractTierSchema).check(z.maxLength(20)), []),
  profitRate: z.optional(rateSchema),
  lossRate: z.optional(rateSchema),
  singleBetAmount: z.optional(termAmountSchema),
  /** The downline holds a higher-ratio contract: confirm that this offer replaces it. */
  confirmHigherRate: z.optional(z.boolean()),
});
export type ContractOffer = z.infer<typeof offerBodySchema>;

const pageQuery = (size = 20) => ({ pageNo: pageNoSchema, pageSize: pageSizeSchema(size) });

export const agentCalls = {
  /** The agent's own rebate rates: the most a downline may get. */
  rebates: defineCall({
    method: 'GET',
    path: '/wps/agent/rebates',
    auth: 'member',
    response: z.object({ rebates: z.array(rebateSchema) }),
  }),
  /** Registers a downline directly (registerCenter). */
  registerDownline: defineCall({
    method: 'PUT',
    path: '/wps/agent/downline',
    auth: 'agent',
    encrypted: true,
    body: z.object({
      username: usernameSchema,
      password: passwordSchema,
      accountType: downlineTypeSchema,
      rebates: z._default(rebatesSchema, []),
    }),
    response: z.object({ account: z.string(), type: downlineTypeSchema }),
  }),
  /** Changes a direct downline's rebates (no higher than the agent's own). */
  updateRebates: defineCall({
    method: 'POST',
    path: '/wps/agent/downline/:username/rebates',
    auth: 'agent',
    params: z.object({ username: usernameSchema }),
    body: z.object({ rebates: rebatesSchema }),
    response: z.object({ rebates: z.array(rebateSchema) }),
  }),
  links: defineCall({
    method: 'GET',
    path: '/wps/agent/links',
    auth: 'agent',
    query: z.object(pageQuery(10)),
    response: pageSchema('list', inviteLinkSchema),
  }),
  createLink: defineCall({
    method: 'PUT',
    path: '/wps/agent/links',
    auth: 'agent',
    body: z.object({
      accountType: downlineTypeSchema,
      rebates: z._default(rebatesSchema, []),
      /** Days it stays valid; none: until deleted. */
      validDays: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(3650))),
    }),
    response: inviteLinkSchema,
  }),
  deleteLink: defineCall({
    method: 'DELETE',
    path: '/wps/agent/links/:id',
    auth: 'member',
    params: z.object({ id: z.string().check(z.uuid()) }),
    response: z.object({ id: z.string() }),
  }),
  /** downlineManagmentView: the team, filtered and paged. */
  downlines: defineCall({
    method: 'GET',
    path: '/wps/agent/downlines',
    auth: 'agent',
    query: z.object({
      ...pageQuery(20),
      username: z.optional(z.string().check(z.trim(), z.maxLength(64))),
      /** Whose direct downlines to list (a member of the agent's team); default the agent. */
      parent: z.optional(z.string().check(z.trim(), z.maxLength(64))),
      level: z._default(z.enum(['direct', 'all']), 'direct'),
      registeredFrom: z.optional(daySchema),
      registeredTo: z.optional(daySchema),
      /** Y: only downlines online now; N: only those offline. */
      online: z.optional(z.enum(['Y', 'N'])),
    }),
    response: pageSchema('list', downlineRowSchema),
  }),
  /** agentAnnouncement: the operator's notices to its agents, newest first. */
  notices: defineCall({
    method: 'GET',
    path: '/wps/agent/notices',
    auth: 'agent',
    query: z.object(pageQuery(10)),
    response: pageSchema('list', agentNoticeSchema),
  }),
  /** agentTeamOverview: the team's cards over a range of days and the per-day series. */
  overview: defineCall({
    method: 'GET',
    path: '/wps/agent/team/overview',
    auth: 'agent',
    query: z.object(rangeQuery),
    response: teamOverviewSchema,
  }),
  /** palStatementsAgentCopy: per member of a level, its team's figures; drill down by parent. */
  profit: defineCall({
    method: 'GET',
    path: '/wps/agent/team/profit',
    auth: 'agent',
    query: z.object({
      ...rangeQuery,
      ...pageQuery(20),
      parent: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    }),
    response: z.extend(pageSchema('list', memberProfitRowSchema), { total: teamFiguresSchema }),
  }),
  /** The team's betting by product over a range. */
  products: defineCall({
    method: 'GET',
    path: '/wps/agent/team/products',
    auth: 'agent',
    query: z.object({ ...rangeQuery, username: z.optional(z.string().check(z.maxLength(64))) }),
    response: z.object({ list: z.array(productFiguresSchema) }),
  }),
  /** personalHistoryCopy: the team's bets, newest first. */
  bets: defineCall({
    method: 'GET',
    path: '/wps/agent/team/bets',
    auth: 'agent',
    query: z.object({
      ...rangeQuery,
      ...pageQuery(20),
      username: z.optional(z.string().check(z.maxLength(64))),
      product: z.optional(productSchema),
      /** A vendor's vassalage (gameCalls.vendors). */
      vendor: z.optional(z.string().check(z.trim(), z.maxLength(40))),
      status: z.optional(teamBetStatusSchema),
    }),
    response: pageSchema('list', teamBetSchema),
  }),
  /** agentDownlineTransactionDetailsCopy: the downlines' ledger lines, newest first. */
  transactions: defineCall({
    method: 'GET',
    path: '/wps/agent/team/transactions',
    auth: 'agent',
    query: z.object({
      ...rangeQuery,
      ...pageQuery(20),
      username: z.optional(z.string().check(z.maxLength(64))),
      type: z.optional(z.string().check(z.maxLength(30))),
    }),
    response: pageSchema('list', teamTransactionSchema),
  }),
  /** agentRevenueReport: the agent's own income by day and kind. */
  income: defineCall({
    method: 'GET',
    path: '/wps/agent/income',
    auth: 'agent',
    query: z.object(rangeQuery),
    response: z.object({ list: z.array(incomeRowSchema), total: incomeRowSchema }),
  }),

  // Contracts
  /** The member's offers and the agent pages' flags (docs/product.md §3 consolidated). */
  consolidated: defineCall({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    auth: 'member',
    response: consolidatedSchema,
  }),
  processDividend: defineCall({
    method: 'POST',
    path: '/wps/relay/MCS2_processDividendReq',
    auth: 'member',
    body: z.object({ type: contractProductSchema, status: answerSchema }),
    response: contractSchema,
  }),
  processDailySalary: defineCall({
    method: 'POST',
    path: '/wps/relay/MCS2_processDailySalContract',
    auth: 'member',
    body: z.object({ id: z.string().check(z.uuid()), status: answerSchema }),
    response: contractSchema,
  }),
  processHourSalary: defineCall({
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    auth: 'member',
    body: z.object({ contractId: z.string().check(z.uuid()), status: answerSchema }),
    response: contractSchema,
  }),
  processRealtimeSalary: defineCall({
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    auth: 'member',
    body: z.object({ contractId: z.string().check(z.uuid()), status: answerSchema }),
    response: contractSchema,
  }),
  /** The agent offers a contract to a direct downline (at most its own rates). */
  offerContract: defineCall({
    method: 'PUT',
    path: '/wps/agent/contracts',
    auth: 'agent',
    body: offerBodySchema,
    response: contractSchema,
  }),
  /** The agent asks to end a downline's contract (V) or withdraws an open offer (C). */
  terminateContract: defineCall({
    method: 'POST',
    path: '/wps/agent/contracts/:id/terminate',
    auth: 'member',
    params: z.object({ id: z.string().check(z.uuid()) }),
    response: contractSchema,
  }),
  /** My contracts (scope mine) or my downlines' (scope downline), newest first. */
  contracts: defineCall({
    method: 'GET',
    path: '/wps/agent/contracts',
    auth: 'member',
    query: z.object({
      ...pageQuery(20),
      type: z.optional(contractTypeSchema),
      scope: z._default(z.enum(['mine', 'downline']), 'mine'),
    }),
    response: pageSchema('list', contractSchema),
  }),
  /** Payout records: mine, or those I paid to downlines. */
  payouts: defineCall({
    method: 'GET',
    path: '/wps/agent/contracts/payouts',
    auth: 'member',
    query: z.object({
      ...pageQuery(20),
      type: z.optional(contractTypeSchema),
      scope: z._default(z.enum(['mine', 'downline']), 'mine'),
    }),
    response: pageSchema('list', payoutRecordSchema),
  }),
};

/**
 * The operator's per-agent configuration of offers: the contract types the agent may offer its
 * downlines (the others are refused, contract.type.forbidden) and, per type, the highest rate
 * an offer may carry (a P tier's rate, a real-time profit or loss rate; contract.rate.above.limit).
 * Offers stay bounded by the agent's own contract as well.
 */
export const offerRulesSchema = z.object({
  account: z.string(),
  types: z.array(contractTypeSchema),
  maxRates: z.array(z.object({ type: contractTypeSchema, rate: rateSchema })),
});
export type OfferRules = z.infer<typeof offerRulesSchema>;

/** The operator's side of the agent centre. */
export const opsAgentCalls = {
  /**
   * A house contract for a top agent (no upline pays it: the house does), offered (P) or in
   * force at once (`active`); one in force of the same kind is cancelled by an active grant.
   */
  grantContract: defineCall({
    method: 'PUT',
    path: '/ops/agents/:username/contracts',
    auth: 'operator',
    params: z.object({ username: usernameSchema }),
    body: z.extend(z.omit(offerBodySchema, { username: true, confirmHigherRate: true }), {
      active: z._default(z.boolean(), true),
    }),
    response: z.object({ changed: z.string(), contract: contractSchema }),
  }),
  /**
   * Runs an agents job now for the period before `at` (default now): tests and catch-up. A time
   * to come is refused (job.period.not.ended) and nothing is recorded: a period is run once, so
   * it is run only when it is over.
   */
  runJob: defineCall({
    method: 'POST',
    path: '/ops/agents/jobs/:job/run',
    auth: 'operator',
    params: z.object({
      job: z.enum([
        'agents.rollup',
        'agents.salary.realtime',
        'agents.salary.hourly',
        'agents.salary.daily',
        'agents.dividend',
        'agents.rebate',
      ]),
    }),
    body: z.object({ at: z.optional(z.iso.datetime({ offset: true })) }),
    response: z.object({
      changed: z.string(),
      runs: z.array(
        z.object({
          subject: z.string(),
          period: z.string(),
          outcome: z.enum(['done', 'failed']),
          result: z.unknown(),
        }),
      ),
    }),
  }),
  /** An agent's offer configuration (all types, no cap unless the operator set one). */
  offerRules: defineCall({
    method: 'GET',
    path: '/ops/agents/:username/offer-rules',
    auth: 'operator',
    params: z.object({ username: usernameSchema }),
    response: offerRulesSchema,
  }),
  /** Sets which types an agent may offer (the rest refused) and the highest rate per type. */
  setOfferRules: defineCall({
    method: 'PUT',
    path: '/ops/agents/:username/offer-rules',
    auth: 'operator',
    params: z.object({ username: usernameSchema }),
    body: z.object({
      types: z._default(z.array(contractTypeSchema).check(z.maxLength(4)), [
        'DIVIDEND',
        'DAILY',
        'HOURLY',
        'REALTIME',
      ]),
      maxRates: z._default(
        z.array(z.object({ type: contractTypeSchema, rate: rateSchema })).check(z.maxLength(4)),
        [],
      ),
    }),
    response: z.object({ changed: z.string(), rules: offerRulesSchema }),
  }),
  /** Every payout record of the merchant, newest period first. */
  payouts: defineCall({
    method: 'GET',
    path: '/ops/agents/payouts',
    auth: 'operator',
    query: z.object({ ...pageQuery(20), type: z.optional(contractTypeSchema) }),
    response: pageSchema('list', payoutRecordSchema),
  }),
};

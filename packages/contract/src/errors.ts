/**
 * Error codes the platform answers with, and the HTTP status each travels with.
 * The web app translates `errors.<code>` and falls back to the server's message
 * for codes it does not know, so later issues may add codes freely.
 */
export const ErrorCode = {
  invalidRequest: 'request.invalid',
  encryptionRequired: 'request.encryption.required',
  decryptionFailed: 'request.decryption.failed',
  notFound: 'resource.not.found',
  conflict: 'request.conflict',
  throttled: 'request.throttled',
  notSession: 'login.not.session',
  forbidden: 'access.forbidden',
  maintenance: 'system.maintenance',
  regionRestricted: 'system.region.restricted',
  unknownMerchant: 'merchant.unknown',
  opsUnauthorized: 'ops.unauthorized',
  internal: 'system.error',
  /** Refusals of the HTTP layer itself, before any call runs. */
  requestTooLarge: 'request.too.large',
  uriTooLong: 'request.uri.too.long',
  headersTooLarge: 'request.headers.too.large',
  requestTimeout: 'request.timeout',
  unsupportedMediaType: 'request.media.unsupported',
  // Accounts
  featureDisabled: 'feature.disabled',
  loginWrong: 'login.password.wrong',
  loginLocked: 'login.locked',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  sliderInvalid: 'slider.invalid',
  codeInvalid: 'verification.code.invalid',
  codeExpired: 'verification.code.expired',
  usernameTaken: 'member.username.taken',
  mobileTaken: 'member.mobile.taken',
  emailTaken: 'member.email.taken',
  memberNotFound: 'member.not.found',
  mobileNotFound: 'member.mobile.not.found',
  emailMismatch: 'member.email.mismatch',
  oldPasswordWrong: 'member.password.old.wrong',
  samePassword: 'member.password.same',
  /** The session must change its password first (MemberInfo.passwordChangeRequired). */
  passwordChangeRequired: 'member.password.change.required',
  resetLinkInvalid: 'member.reset.invalid',
  affiliateInvalid: 'affiliate.invalid',
  trialAccount: 'member.trial',
  notAgent: 'member.not.agent',
  accountDisabled: 'member.disabled',
  paymentPasswordWrong: 'invalid.payment.pw',
  paymentPasswordMissing: 'not.exists.payment.password',
  // Money
  /** The movement would take a member wallet below zero. */
  walletInsufficient: 'wallet.insufficient',
  /** An idempotency key already answered a different request. */
  idempotencyKeyReused: 'idempotency.key.reused',
  /** A money call without a well-formed Idempotency-Key header. */
  idempotencyKeyMissing: 'idempotency.key.missing',
  /** Below the channel's or the merchant's minimum, or above the maximum. */
  amountBelowMin: 'amount.below.min',
  amountAboveMax: 'amount.above.max',
  withdrawDailyLimit: 'withdraw.daily.limit',
  /** The member already has as many PENDING deposit orders open as allowed (5). */
  depositPendingLimit: 'deposit.pending.limit',
  /** The card's payee name differs from the member's other cards. */
  payeeMismatch: 'member.payee.mismatch',
  cardExists: 'member.card.exists',
  cardLimit: 'member.card.limit',
  /** The order or withdrawal is no longer in a state that allows this (already decided). */
  orderDecided: 'order.already.decided',
  vendorMaintenance: 'vendor.maintenance',
  /** The account has no upline, or the username is not a direct downline. */
  noUpline: 'member.no.upline',
  notDownline: 'member.not.downline',
  /** Games: the launch, favourites and house rounds. */
  gameNotFound: 'game.not.found',
  gameMaintenance: 'game.maintenance',
  /** The game cannot be played on this device or is not offered (supportPlay false). */
  gameUnavailable: 'game.unavailable',
  /** A lottery game is opened on the lottery pages, not launched. */
  gameIsLottery: 'game.lottery',
  /** The vendor did not answer the launch (its driver failed or timed out). */
  launchFailed: 'game.launch.failed',
  /** The launch token is unknown, used or expired; or the game session ended. */
  gameSessionInvalid: 'game.session.invalid',
  favoriteLimit: 'favorite.limit',
  /** A round's stake is below the game's minimum or above its maximum. */
  stakeOutOfRange: 'round.stake.range',
  /** A transfer into a game's wallet smaller than that game's minimum bet (gameId sent). */
  transferBelowMinBet: 'transfer.below.min.bet',
  /** Free play: the play balance is not low enough for a top-up (PLAY_TOP_UP_BELOW). */
  playTopUpNotNeeded: 'play.top.up.not.needed',
  /** A seamless-wallet call for a round that does not exist (yet): a credit before its debit. */
  roundNotFound: 'round.not.found',
  /** The round is already settled or cancelled: a late debit after a rollback, a credit after it. */
  roundClosed: 'round.closed',
  /**
   * The server seed hash a play was sent with is no longer the committed one (another tab of
   * the game played first): nothing was staked; play again on the new hash.
   */
  roundSeedChanged: 'round.seed.changed',
  /** Lottery: the merchant runs no lottery game of that code. */
  lotteryGameNotFound: 'lottery.game.not.found',
  /** Lottery: the game has no issue of that numero. */
  lotteryIssueNotFound: 'lottery.issue.not.found',
  /** Lottery: the issue is drawn (or settled, or void already), so it cannot be voided. */
  lotteryIssueClosed: 'lottery.issue.closed',
  /** Lottery betting: the issue is no longer on sale (locked, drawn, or not the one now). */
  lotteryBettingClosed: 'lottery.betting.closed',
  /** Lottery betting: the game is switched off for sale. */
  lotteryNotOnSale: 'lottery.not.on.sale',
  /** Lottery betting: a line's amount, multiple or possible win is over the game's limits. */
  lotteryOverLimits: 'lottery.over.limits',
  /** Lottery betting: a number (or the member's issue) has taken all it may on this issue. */
  lotterySoldOut: 'lottery.sold.out',
  /** Lottery betting: the total confirmed is not the total of the lines (odds or plan changed). */
  lotteryAmountChanged: 'lottery.amount.changed',
  /** Lottery cancel: the order's issue is locked (or the order is settled or cancelled). */
  lotteryCancelLocked: 'lottery.cancel.locked',
  /** Lottery cancel: a chase is cancelled from its last pending issue back. */
  lotteryChaseCancelOrder: 'lottery.chase.cancel.order',
  /** Lottery betting: chasing is not offered on this game. */
  lotteryChaseNotAllowed: 'lottery.chase.not.allowed',
  /** Lottery: the member has no order (or chase) of that number. */
  lotteryOrderNotFound: 'lottery.order.not.found',
  /** Agents: An agent gave a rebate above its own. */
  rebateAboveUpline: 'agent.rebate.above.upline',
  /** Agents: No contract of that id (or name) is yours. */
  contractNotFound: 'contract.not.found',
  /** Agents: The contract is not in a state that allows this (already answered, ended). */
  contractState: 'contract.state',
  /** Agents: The agent holds no contract of the type in force, so it has nothing to offer from. */
  contractUplineMissing: 'contract.upline.missing',
  /** Agents: An offered tier pays more than the agent's own contract at the same thresholds. */
  contractRateAboveUpline: 'contract.rate.above.upline',
  /** Agents: The downline holds a higher-ratio contract: offer again with confirmHigherRate (notes: higher_rate). */
  contractHigherRateConfirm: 'contract.higher.rate.confirm',
  /** Agents: The operator does not let this agent offer contracts of this type. */
  contractTypeForbidden: 'contract.type.forbidden',
  /** Agents: An offered rate is above the highest the operator set for this agent and type. */
  contractRateAboveLimit: 'contract.rate.above.limit',
  /** Jobs: a run asked for a time to come, or a period not over yet (a period runs once). */
  jobPeriodNotEnded: 'job.period.not.ended',
} as const;
export type KnownErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorStatus: Record<KnownErrorCode, number> = {
  'request.invalid': 400,
  'request.encryption.required': 400,
  'request.decryption.failed': 400,
  'resource.not.found': 404,
  'request.conflict': 409,
  'request.throttled': 429,
  'request.too.large': 413,
  'request.uri.too.long': 414,
  'request.headers.too.large': 431,
  'request.timeout': 408,
  'request.media.unsupported': 415,
  'login.not.session': 401,
  'access.forbidden': 403,
  'system.maintenance': 503,
  'system.region.restricted': 403,
  'merchant.unknown': 400,
  'ops.unauthorized': 401,
  'system.error': 500,
  'feature.disabled': 403,
  'login.password.wrong': 401,
  'login.locked': 429,
  'captcha.required': 400,
  'captcha.invalid': 400,
  'slider.invalid': 400,
  'verification.code.invalid': 400,
  'verification.code.expired': 400,
  'member.username.taken': 409,
  'member.mobile.taken': 409,
  'member.email.taken': 409,
  'member.not.found': 404,
  'member.mobile.not.found': 404,
  'member.email.mismatch': 404,
  'member.password.old.wrong': 400,
  'member.password.same': 400,
  'member.password.change.required': 403,
  'member.reset.invalid': 400,
  'affiliate.invalid': 400,
  'member.trial': 403,
  'member.not.agent': 403,
  'member.disabled': 403,
  'invalid.payment.pw': 400,
  'not.exists.payment.password': 400,
  'wallet.insufficient': 400,
  'idempotency.key.reused': 409,
  'idempotency.key.missing': 400,
  'amount.below.min': 400,
  'amount.above.max': 400,
  'withdraw.daily.limit': 400,
  'deposit.pending.limit': 400,
  'member.payee.mismatch': 400,
  'member.card.exists': 409,
  'member.card.limit': 400,
  'order.already.decided': 409,
  'vendor.maintenance': 503,
  'member.no.upline': 400,
  'member.not.downline': 400,
  'game.not.found': 404,
  'game.maintenance': 503,
  'game.unavailable': 400,
  'game.lottery': 400,
  'game.launch.failed': 502,
  'game.session.invalid': 401,
  'favorite.limit': 400,
  'round.stake.range': 400,
  'transfer.below.min.bet': 400,
  'play.top.up.not.needed': 409,
  'round.not.found': 404,
  'round.closed': 409,
  'round.seed.changed': 409,
  'lottery.game.not.found': 404,
  'lottery.issue.not.found': 404,
  'lottery.issue.closed': 409,
  'lottery.betting.closed': 409,
  'lottery.not.on.sale': 409,
  'lottery.over.limits': 400,
  'lottery.sold.out': 409,
  'lottery.amount.changed': 409,
  'lottery.cancel.locked': 409,
  'lottery.chase.cancel.order': 409,
  'lottery.chase.not.allowed': 403,
  'lottery.order.not.found': 404,
  'agent.rebate.above.upline': 400,
  'contract.not.found': 404,
  'contract.state': 409,
  'contract.upline.missing': 403,
  'contract.rate.above.upline': 400,
  'contract.higher.rate.confirm': 409,
  'contract.type.forbidden': 403,
  'contract.rate.above.limit': 400,
  'job.period.not.ended': 400,
};

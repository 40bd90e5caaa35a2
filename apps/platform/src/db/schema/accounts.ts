import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, bytea, createdAt } from './columns.js';
import { merchants } from './merchants.js';

/**
 * A member account of one merchant (docs/product.md §3, §6). Usernames are unique per merchant
 * without
 * regard to case; a mobile number or an e-mail address belongs to one account at most.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    username: text('username').notNull(),
    /** 1 member, 2 agent, 4 trial, 41 member and 42 agent under an upline (docs/product.md §6). */
    type: smallint('type').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    /** Set by the operator's account creation: the first password login must change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    paymentPasswordHash: text('payment_password_hash'),
    nickname: text('nickname'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    avatarType: text('avatar_type').$type<'CUSTOM' | 'STATIC'>(),
    avatar: text('avatar'),
    uplineId: uuid('upline_id'),
    /** The code others register with to join this account's team. */
    affiliateCode: text('affiliate_code'),
    /** The referral code this account registered with, if any. */
    referredBy: text('referred_by'),
    /** The other registration fields the merchant asked for (payeeName, line, birthday ...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    disabled: boolean('disabled').notNull().default(false),
    firstLoginDone: boolean('first_login_done').notNull().default(false),
    registerIp: text('register_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.merchantCode, sql`lower(${t.username})`),
    uniqueIndex('members_mobile_key')
      .on(t.merchantCode, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    uniqueIndex('members_email_key')
      .on(t.merchantCode, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    // New members of a day (the agents' rollup).
    index('members_created_idx').on(t.merchantCode, t.createdAt),
    uniqueIndex('members_affiliate_key')
      .on(t.merchantCode, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
  ],
);
export type Member = typeof members.$inferSelect;

/** A login session. Only a hash of the token is kept, so a leaked table opens nothing. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    device: text('device').notNull(),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    /** Until the password is changed, this session may only read member info or log out. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** One row per login attempt, good or bad: the audit trail and the member's login history. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantCode: text('merchant_code').notNull(),
    memberId: uuid('member_id'),
    /** What was typed as the login (username or mobile), for attempts on no account. */
    login: text('login').notNull(),
    type: text('type').notNull(),
    ip: text('ip').notNull(),
    country: text('country').notNull(),
    device: text('device').notNull(),
    success: boolean('success').notNull(),
    /** The error code of a failure. */
    reason: text('reason'),
    /**
     * The id of the device cookie the try carried, when it was valid for this login (the
     * member's own browser): its failures count apart from everyone else's.
     */
    deviceCookie: text('device_cookie'),
    at: createdAt(),
  },
  (t) => [
    index('login_attempts_member_idx').on(t.memberId, t.at),
    // The per-IP lock counts an IP's recent failures on every login.
    index('login_attempts_ip_idx').on(t.ip, t.at),
    // The account lock counts failures by the login as typed, lower-cased (known or not).
    index('login_attempts_login_idx').on(t.merchantCode, sql`lower(${t.login})`, t.at),
  ],
);

/** IPs an account has logged in from; a new one asks for extra verification (docs/product.md §4). */
export const memberIps = pgTable(
  'member_ips',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/**
 * A one-time code sent by SMS or e-mail. Only its hash is kept; it expires, is used once,
 * and dies after a few wrong guesses.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantCode: text('merchant_code').notNull(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    /** "+62 81234567" or an e-mail address, lower case. */
    destination: text('destination').notNull(),
    /** login, resetPassword, register, bindMobile, bindEmail, newIp. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.merchantCode, t.destination, t.purpose)],
);

/**
 * Captcha state shared by every platform process: an image captcha's answer, a slider's gap
 * position, and the single-use token a passed slider earns.
 */
export const humanChecks = pgTable('human_checks', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<'image' | 'slider' | 'pass'>().notNull(),
  /** The image captcha's answer hash, or the slider gap's x position. */
  answer: text('answer').notNull(),
  ip: text('ip').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** A correct password from a new IP waiting for its code before the session starts. */
export const loginChallenges = pgTable('login_challenges', {
  id: text('id').primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  verificationCodeId: uuid('verification_code_id')
    .notNull()
    .references(() => verificationCodes.id),
  ip: text('ip').notNull(),
  loginType: text('login_type').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** An e-mailed password reset link; the token itself is only in the e-mail. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/**
 * A ledger account. Either a member's wallet (MAIN, or a game vendor's wallet), whose balance is
 * never negative, or one of a merchant's clearing accounts (member_id null, merchant_code set:
 * DEPOSIT_CLEARING, WITHDRAWAL_CLEARING, ADJUSTMENT, VENDOR_CLEARING), which may go negative.
 * Balances are integer minor units, kept as a running balance of the account's ledger postings.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').references(() => members.id),
    /** Set on clearing accounts only; a member wallet's merchant is its member's. */
    merchantCode: text('merchant_code').references(() => merchants.code),
    wallet: text('wallet').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_member_wallet_key').on(t.memberId, t.wallet),
    uniqueIndex('wallet_accounts_clearing_key')
      .on(t.merchantCode, t.wallet)
      .where(sql`${t.memberId} is null`),
    check('wallet_accounts_owner', sql`(${t.memberId} is null) <> (${t.merchantCode} is null)`),
    check('wallet_accounts_balance_nonnegative', sql`${t.memberId} is null or ${t.balance} >= 0`),
  ],
);

/**
 * A member's uploaded (CUSTOM) avatar, served at /media/avatars/<id>.png|jpg. In the database
 * rather than DATA_DIR so every platform process can serve it.
 */
export const memberAvatars = pgTable(
  'member_avatars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    mime: text('mime').$type<'image/png' | 'image/jpeg'>().notNull(),
    image: bytea('image').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('member_avatars_member_key').on(t.memberId)],
);

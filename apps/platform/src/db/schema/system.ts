import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * What the start-up preparation last completed (`name` 'seed': the seed's fingerprint with the
 * schema's last migration), so a start finding it current skips the seed (db/database.ts).
 */
export const startState = pgTable('start_state', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

/** RSA key pairs for encrypted calls; in the database so every process shares them. */
export const rsaKeys = pgTable('rsa_keys', {
  keyId: text('key_id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per counted attempt; a throttle counts rows of its bucket in a window. */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('throttle_hits_bucket_idx').on(t.bucket, t.at)],
);

/** SMS, e-mails and captcha answers a local driver "sent" (shown with DEV_OUTBOX=1). */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What operators changed through /ops, and when. */
export const opsAudit = pgTable('ops_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantCode: text('merchant_code').notNull(),
  action: text('action').notNull(),
  detail: jsonb('detail').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One run of a scheduled job: the job, what it runs for (a merchant, an agent; '' for the
 * whole platform) and the period. The unique key is what makes a period run once across any
 * number of processes: a run claims its row (FOR UPDATE SKIP LOCKED) and writes its effects in
 * the same transaction. subject is NOT NULL, since a NULL would never conflict.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    subject: text('subject').notNull().default(''),
    period: text('period').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before this: now at first, later after a failure's back-off. */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** What the run answered (counts, ids), for `npm run ops -- jobs`. */
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_runs_period').on(t.job, t.subject, t.period),
    index('job_runs_due_idx')
      .on(t.job, t.runAfter)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * What an operator's change to the public reads bumps, in the change's own transaction: one
 * counter per merchant and area ('site': the merchant, its settings and content; 'catalogue':
 * its vendors and games). Each process compares the counters with its cache's at most once a
 * second (domains/system/read-versions.ts), so every process drops what another changed.
 */
export const readVersions = pgTable(
  'read_versions',
  {
    merchantCode: text('merchant_code').notNull(),
    area: text('area').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.area] })],
);

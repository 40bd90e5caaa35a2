import { sql } from 'drizzle-orm';
import type { DisplayFace, Language } from '@site/contract';
import {
  bigint,
  boolean,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { hasTranslations, translations, type LabelText, type TitledText } from './translations.js';

/** A merchant (white-label operator) with its brand and site-wide switches. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  brandName: text('brand_name').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  themeColor: text('theme_color').notNull(),
  /** The theme's display face for headings (one the web build ships; contract displayFaces). */
  displayFace: text('display_face').$type<DisplayFace>().notNull().default('LILITA_ONE'),
  copyrightYear: integer('copyright_year').notNull(),
  /**
   * The merchant's clock, an IANA zone: its days, periods, draw schedules and reports count in
   * it (domains/system/time-zone.ts). Every merchant was on Jakarta's before it was theirs.
   */
  timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
  registerEnabled: boolean('register_enabled').notNull().default(true),
  gtagId: text('gtag_id'),
  imageCdns: text('image_cdns').array().notNull().default([]),
  launchGameCdns: text('launch_game_cdns').array().notNull().default([]),
  domainList: text('domain_list').array().notNull().default([]),
  /** Header categories in the merchant's order (docs/product.md §2 "server order"). */
  navSorting: text('nav_sorting').array().notNull(),
  /** SPORTS vendors answered under a separate ESPORTS category. */
  esportsVassalages: text('esports_vassalages').array().notNull().default([]),
  maintenanceOn: boolean('maintenance_on').notNull().default(false),
  maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
  maintenanceNotice: text('maintenance_notice'),
  regionRestrictionOn: boolean('region_restriction_on').notNull().default(false),
  allowedCountries: text('allowed_countries').array().notNull().default(['ID']),
  /** The language operator text falls back to, and the one new notices are written in. */
  defaultLanguage: text('default_language').$type<Language>().notNull().default('ID'),
  /** A password older than this counts as expired (PWDEXPFORCECHANGE3 forces a change). */
  passwordMaxAgeDays: integer('password_max_age_days').notNull().default(90),
  /** Games bet straight from MAIN (seamless); else vendors keep wallets that members transfer to. */
  singleWallet: boolean('single_wallet').notNull().default(false),
  /**
   * Withdrawal limits, in minor units, and how many a member may ask for in a day of the
   * merchant's time zone.
   */
  withdrawMin: bigint('withdraw_min', { mode: 'bigint' })
    .notNull()
    .default(sql`5000`),
  withdrawMax: bigint('withdraw_max', { mode: 'bigint' })
    .notNull()
    .default(sql`5000000`),
  withdrawDailyCount: integer('withdraw_daily_count').notNull().default(5),
  /** A PAID withdrawal nobody confirms counts as received after this many minutes (docs/product.md §4). */
  withdrawConfirmMinutes: integer('withdraw_confirm_minutes').notNull().default(60),
});
export type Merchant = typeof merchants.$inferSelect;

/** The settings tree (docs/product.md §3): groups whose leaves are the feature switches. */
export const settingNodes = pgTable(
  'setting_nodes',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.modId] })],
);

/** Per-field registration rules (docs/product.md §5). */
export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    patternId: text('pattern_id').notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.name] })],
);

/** App downloads offered on the merchant's domains (IOS, IOS_LITE, ANDROID). */
export const appResources = pgTable(
  'app_resources',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    resourceType: text('resource_type').notNull(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url').notNull(),
    labelNameCn: text('label_name_cn').notNull(),
    /** File name under DATA_DIR/downloads the download path serves. */
    fileName: text('file_name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.resourceType] })],
);

/** Contact channels (Telegram, WhatsApp, e-mail ...) and customer service entries. */
export const contactResources = pgTable(
  'contact_resources',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    resourceType: text('resource_type').notNull(),
    translations: translations<LabelText>(),
    url: text('url').notNull(),
    qrCodeUrl: text('qr_code_url'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.resourceType] }),
    hasTranslations('contact_resources', t.translations),
  ],
);

export const customerServices = pgTable(
  'customer_services',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    type: text('type').notNull(),
    translations: translations<LabelText>(),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.type] }),
    hasTranslations('customer_services', t.translations),
  ],
);

/** Footer pages (About, Contact, Terms ...) with their HTML. */
export const whitelabelPages = pgTable(
  'whitelabel_pages',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    code: text('code').notNull(),
    translations: translations<TitledText>(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantCode, t.code] }),
    hasTranslations('whitelabel_pages', t.translations),
  ],
);

/** Footer logos: kind is provider, payment or license. */
export const logos = pgTable(
  'logos',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.kind, t.code] })],
);

/** Countries a visitor may register from, with dialing codes. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

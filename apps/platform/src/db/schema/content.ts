import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.js';
import { hasTranslations, translations, type TitledText } from './translations.js';

/** Banners, player notices, popups, promotions and headlines (docs/product.md §3). */
export const announcements = pgTable(
  'announcements',
  {
    id: text('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    type: text('type').notNull(),
    translations: translations<TitledText>(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('announcements_listing_idx').on(t.merchantCode, t.type, t.publishedAt),
    hasTranslations('announcements', t.translations),
  ],
);

export const helpItems = pgTable(
  'help_items',
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
    hasTranslations('help_items', t.translations),
  ],
);

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  merchantCode: text('merchant_code')
    .notNull()
    .references(() => merchants.code),
  ip: text('ip').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

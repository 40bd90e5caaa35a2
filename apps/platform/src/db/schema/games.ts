import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.js';
import { translations, type LabelText } from './translations.js';

/** A game vendor (provider), identified by its vassalage code. */
export const vendors = pgTable('vendors', {
  vassalage: text('vassalage').primaryKey(),
  displayName: text('display_name').notNull(),
  /** Game category of the vendor (LIVE, SPORTS, RNG ...). */
  category: text('category').notNull(),
  smallIcon: text('small_icon').notNull(),
  isHot: boolean('is_hot').notNull().default(false),
  maintenance: boolean('maintenance').notNull().default(false),
  /**
   * SEAMLESS: its rounds bet straight from the member's MAIN wallet (the house vendor);
   * TRANSFER: the member moves money into the vendor's own wallet first.
   */
  walletMode: text('wallet_mode').$type<'SEAMLESS' | 'TRANSFER'>().notNull().default('TRANSFER'),
});

/** Which vendors a merchant offers, in the merchant's order. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    vassalage: text('vassalage')
      .notNull()
      .references(() => vendors.vassalage),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.vassalage] })],
);

export const games = pgTable(
  'games',
  {
    gameId: text('game_id').primaryKey(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => vendors.vassalage),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    nodeId: text('node_id').notNull(),
    nodeName: text('node_name').notNull(),
    roomId: text('room_id'),
    accountTypeName: text('account_type_name').notNull(),
    showIcon: text('show_icon').notNull(),
    supportPlay: boolean('support_play').notNull(),
    isGame: text('is_game').notNull(),
    code: text('code'),
    defaultPlayType: text('default_play_type'),
    isHot: boolean('is_hot').notNull(),
    tableType: text('table_type'),
    /** Minimum bet in minor units of the merchant's currency (DESIGN.md, Money). */
    minBetMinor: integer('min_bet_minor').notNull(),
    /** Lottery prize mode (Lott, ZY, Elott, SEA) for the popular list. */
    prizeMode: text('prize_mode'),
    /** Higher is more popular; orders the popular list. */
    popularity: integer('popularity').notNull(),
    /** The vendor's lobby order. */
    sortOrder: integer('sort_order').notNull(),
    /** The game alone is under maintenance (its vendor may be open). */
    maintenance: boolean('maintenance').notNull().default(false),
  },
  (t) => [
    index('games_vassalage_idx').on(t.vassalage, t.sortOrder),
    index('games_type_idx').on(t.gameType),
  ],
);

/** Lottery groups (SSC, PK10 ...) and their games for the lottery menus. */
export const lotteryGroups = pgTable('lottery_groups', {
  code: text('code').primaryKey(),
  /** The name where no language of `translations` is there. */
  labelName: text('label_name').notNull(),
  /** The family's name per language. */
  translations: translations<LabelText>().default({}),
  sortOrder: integer('sort_order').notNull(),
});

export const lotteryGames = pgTable('lottery_games', {
  gameCode: text('game_code').primaryKey(),
  groupCode: text('group_code')
    .notNull()
    .references(() => lotteryGroups.code),
  /** The name where no language of `translations` is there. */
  gameName: text('game_name').notNull(),
  /** The game's name per language (the lottery pages, the member's orders). */
  translations: translations<LabelText>().default({}),
  accountTypeName: text('account_type_name').notNull(),
  defaultPlayType: text('default_play_type'),
  sortOrder: integer('sort_order').notNull(),
});

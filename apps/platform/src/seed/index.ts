import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import * as t from '../db/schema/index.js';
import { buildAnnouncements } from './announcements.js';
import { buildCatalogue, lotteryGroupSeeds, vendorSeeds } from './catalogue.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { seedDemoTeam } from './demo-team.js';
import {
  appResources,
  contactResourcesFor,
  countries,
  customerServices,
  demoSeed,
  featureSwitches,
  licenseLogos,
  paymentLogos,
  registerRules,
  settingGroups,
  type MerchantSeed,
} from './demo-merchant.js';
import { lunaSeed } from './luna-merchant.js';
import { merchantLotteryGamesFor, moreLotteryCatalogue, moreLotteryGroupSeeds } from './lottery.js';
import { footerPagesFor, helpItems } from './pages.js';
import { paymentChannelsFor } from './payment-channels.js';

/** The merchants every fresh platform has: the demo brand and a second one (README). */
export const merchantSeeds: MerchantSeed[] = [demoSeed, lunaSeed];

// Large inserts go in slices: PostgreSQL takes at most 65,535 parameters per statement.
const chunks = <T>(rows: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );

/**
 * On conflict with a seeded row: add the seeded languages the row lacks (e.g. Indonesian on a
 * database seeded when the text was English only); text already there stays as it is, and a row
 * that has every seeded language is not touched.
 */
const addMissingLanguages = (translations: PgColumn, target: PgColumn[]) => {
  const merged = sql`excluded.translations || ${translations}`;
  return { target, set: { translations: merged }, setWhere: sql`${merged} <> ${translations}` };
};

/**
 * Seeds the merchants of merchantSeeds and what they share (countries, vendors, catalogue).
 * Every insert skips rows that exist, so running it again changes nothing, including what an
 * operator changed since (switches, maintenance, notices); seeded operator text only gains the
 * languages it lacks. A start runs it only when SEED_FINGERPRINT is not stored yet (server.ts).
 * No transaction holds it all: one would keep its row locks for the seconds a seed takes while
 * other processes serve; an interrupted seed stores no fingerprint, so the next start completes it.
 */
export async function seed(db: Db): Promise<void> {
  await seedShared(db);
  for (const merchant of merchantSeeds) await seedMerchant(db, merchant);
}

/** The games seeded: the catalogue, then the games of the lottery families it lacked. */
export function seededCatalogue() {
  const catalogue = buildCatalogue();
  const lotteryRows = catalogue.filter((row) => row.vassalage === 'NLT').length;
  return [...catalogue, ...moreLotteryCatalogue(lotteryRows + 1)];
}

/** What every merchant draws on: countries, vendors, lottery groups and the game catalogue. */
async function seedShared(db: Db) {
  const lotteryGroups = [...lotteryGroupSeeds, ...moreLotteryGroupSeeds];
  await db.insert(t.countries).values(countries).onConflictDoNothing();
  await db
    .insert(t.vendors)
    .values(
      vendorSeeds.map((v) => ({
        vassalage: v.vassalage,
        displayName: v.displayName,
        category: v.category,
        smallIcon: `/media/vendor/${v.vassalage}.svg`,
        isHot: v.isHot,
        walletMode: v.walletMode ?? 'TRANSFER',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.lotteryGroups)
    .values(
      lotteryGroups.map(({ code, labelName, translations, sortOrder }) => ({
        code,
        labelName,
        translations,
        sortOrder,
      })),
    )
    .onConflictDoUpdate(addMissingLanguages(t.lotteryGroups.translations, [t.lotteryGroups.code]));
  await db
    .insert(t.lotteryGames)
    .values(lotteryGroups.flatMap((g) => g.games.map((game) => ({ ...game, groupCode: g.code }))))
    .onConflictDoUpdate(
      addMissingLanguages(t.lotteryGames.translations, [t.lotteryGames.gameCode]),
    );
  for (const slice of chunks(seededCatalogue())) {
    await db.insert(t.games).values(slice).onConflictDoNothing();
  }
}

/** One merchant: its row, settings, rules, content, vendors, logos, notices, channels, accounts. */
async function seedMerchant(db: Db, { merchant, contacts, payee, accounts }: MerchantSeed) {
  await db.insert(t.merchants).values(merchant).onConflictDoNothing();
  const merchantCode = merchant.code;
  const brand = {
    brandName: merchant.brandName,
    currencySymbol: merchant.currencySymbol,
    supportEmail: contacts.email,
  };

  await db
    .insert(t.settingNodes)
    .values([
      ...settingGroups.map((modId, sortOrder) => ({
        merchantCode,
        modId,
        parentModId: null,
        enabled: true,
        sortOrder,
      })),
      ...Object.entries(featureSwitches).map(([modId, s], sortOrder) => ({
        merchantCode,
        modId,
        parentModId: s.group,
        enabled: s.on,
        sortOrder,
      })),
    ])
    .onConflictDoNothing();

  await db
    .insert(t.registerFieldRules)
    .values(
      Object.entries(registerRules).map(([name, rule], sortOrder) => ({
        merchantCode,
        name,
        ...rule,
        sortOrder,
      })),
    )
    .onConflictDoNothing();

  const withMerchant = <T extends object>(rows: T[]) => rows.map((r) => ({ ...r, merchantCode }));
  await db.insert(t.appResources).values(withMerchant(appResources)).onConflictDoNothing();
  await db
    .insert(t.contactResources)
    .values(withMerchant(contactResourcesFor(contacts)))
    .onConflictDoUpdate(
      addMissingLanguages(t.contactResources.translations, [
        t.contactResources.merchantCode,
        t.contactResources.resourceType,
      ]),
    );
  await db
    .insert(t.customerServices)
    .values(withMerchant(customerServices))
    .onConflictDoUpdate(
      addMissingLanguages(t.customerServices.translations, [
        t.customerServices.merchantCode,
        t.customerServices.type,
      ]),
    );
  await db
    .insert(t.whitelabelPages)
    .values(withMerchant(footerPagesFor(brand)))
    .onConflictDoUpdate(
      addMissingLanguages(t.whitelabelPages.translations, [
        t.whitelabelPages.merchantCode,
        t.whitelabelPages.code,
      ]),
    );
  await db
    .insert(t.helpItems)
    .values(withMerchant(helpItems))
    .onConflictDoUpdate(
      addMissingLanguages(t.helpItems.translations, [t.helpItems.merchantCode, t.helpItems.code]),
    );

  await db
    .insert(t.merchantVendors)
    .values(
      vendorSeeds.map((v, sortOrder) => ({ merchantCode, vassalage: v.vassalage, sortOrder })),
    )
    .onConflictDoNothing();
  await db
    .insert(t.merchantLotteryGames)
    .values(merchantLotteryGamesFor(merchantCode))
    .onConflictDoNothing();

  const logoRows = [
    ...vendorSeeds.map((v) => ({
      kind: 'provider',
      code: v.vassalage,
      name: v.displayName,
      imageUrl: `/media/logo/provider/${v.vassalage}.svg`,
    })),
    ...[
      ['payment', paymentLogos],
      ['license', licenseLogos],
    ].flatMap(([kind, list]) =>
      (list as string[][]).map(([code, name]) => ({
        kind: kind as string,
        code: code!,
        name: name!,
        imageUrl: `/media/logo/${kind as string}/${code!}.svg`,
      })),
    ),
  ].map((l, sortOrder) => ({ ...l, merchantCode, sortOrder }));
  await db.insert(t.logos).values(logoRows).onConflictDoNothing();

  await db
    .insert(t.announcements)
    .values(buildAnnouncements(merchantCode, brand))
    .onConflictDoUpdate(addMissingLanguages(t.announcements.translations, [t.announcements.id]));
  // An operator's later changes to a channel (limits, account, enabled) are kept.
  await db
    .insert(t.paymentChannels)
    .values(paymentChannelsFor(merchantCode, payee))
    .onConflictDoNothing();
  await seedDemoAccounts(db, merchantCode, accounts);
  // Written whole or not at all: it is skipped once its first member exists.
  await db.transaction((team) => seedDemoTeam(team, merchantCode));
}

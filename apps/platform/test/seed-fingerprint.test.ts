import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { platformRoot } from '../src/paths.js';
import { buildAnnouncements } from '../src/seed/announcements.js';
import { lotteryGroupSeeds, vendorSeeds } from '../src/seed/catalogue.js';
import {
  appResources,
  contactResourcesFor,
  countries,
  customerServices,
  featureSwitches,
  licenseLogos,
  paymentLogos,
  registerRules,
  settingGroups,
} from '../src/seed/demo-merchant.js';
import { SEED_FINGERPRINT } from '../src/seed/fingerprint.js';
import { merchantSeeds, seededCatalogue } from '../src/seed/index.js';
import { merchantLotteryGamesFor, moreLotteryGroupSeeds } from '../src/seed/lottery.js';
import { footerPagesFor, helpItems } from '../src/seed/pages.js';
import { paymentChannelsFor } from '../src/seed/payment-channels.js';

/**
 * The seed's sources (how it writes) and the rows they build (what it writes, including what
 * they take from outside the seed folder, e.g. the contract's table types), hashed.
 */
function seedHash() {
  const hash = createHash('sha256');
  const folder = join(platformRoot, 'src/seed');
  for (const name of readdirSync(folder).sort()) {
    // Not the seed: the demo's lottery history and agents' payouts run on every start.
    if (['fingerprint.ts', 'demo-lottery.ts', 'demo-agents.ts'].includes(name)) continue;
    hash.update(`${name}\n`).update(readFileSync(join(folder, name)));
  }
  const rows = {
    shared: [countries, vendorSeeds, lotteryGroupSeeds, moreLotteryGroupSeeds, seededCatalogue()],
    perMerchant: [
      settingGroups,
      featureSwitches,
      registerRules,
      appResources,
      customerServices,
      helpItems,
      paymentLogos,
      licenseLogos,
    ],
    merchants: merchantSeeds.map((seed) => {
      const { code, brandName, currencySymbol } = seed.merchant;
      const brand = { brandName, currencySymbol, supportEmail: seed.contacts.email };
      return [
        seed,
        contactResourcesFor(seed.contacts),
        footerPagesFor(brand),
        merchantLotteryGamesFor(code),
        // At a fixed instant: the notices are dated from the seed's run, which is no change.
        buildAnnouncements(code, brand, new Date(0)),
        paymentChannelsFor(code, seed.payee),
      ];
    }),
  };
  hash.update(
    JSON.stringify(rows, (_key, value: unknown) =>
      typeof value === 'bigint' ? `${value}n` : value,
    ),
  );
  return hash.digest('hex').slice(0, 32);
}

describe('the seed fingerprint', () => {
  it('is the hash of the seed as it is now, so a changed seed is applied on the next start', () => {
    expect(seedHash(), 'the seed changed: put the received value in src/seed/fingerprint.ts').toBe(
      SEED_FINGERPRINT,
    );
  });
});

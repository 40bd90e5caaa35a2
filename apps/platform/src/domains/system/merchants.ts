import { eq } from 'drizzle-orm';
import type { DisplayFace } from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { merchants, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { ReadVersions } from './read-versions.js';
import { DEFAULT_TIME_ZONE } from './time-zone.js';

/**
 * A merchant's time zone (domains/system/time-zone.ts): what its days, periods and draws count
 * in. Jakarta's for a code no merchant has (the platform's first home market).
 */
export async function merchantTimeZone(tx: Db, code: string): Promise<string> {
  const [row] = await tx
    .select({ timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.code, code))
    .limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

export function createMerchantsRepository(db: Db, defaultMerchant: string, versions: ReadVersions) {
  const find = async (code: string, tx: Db = db): Promise<Merchant | undefined> =>
    (await tx.select().from(merchants).where(eq(merchants.code, code)).limit(1))[0];

  return {
    find,
    /** The merchant of a request without a `Merchant` header (MERCHANT). */
    defaultCode: defaultMerchant,

    /** The merchant of the `Merchant` header; the configured default when absent. */
    async fromRequest(request: FastifyRequest): Promise<Merchant> {
      const header = request.headers.merchant;
      const code = typeof header === 'string' && header.trim() ? header.trim() : defaultMerchant;
      const merchant = code.length <= 40 ? await find(code) : undefined;
      if (!merchant) throw new AppError('merchant.unknown');
      return merchant;
    },

    async setMaintenance(
      code: string,
      change: { on: boolean; until: Date | null; notice: string | null },
      tx: Db = db,
    ) {
      await tx
        .update(merchants)
        .set({
          maintenanceOn: change.on,
          maintenanceUntil: change.until,
          maintenanceNotice: change.notice,
        })
        .where(eq(merchants.code, code));
      await versions.bump(tx, code, 'site');
    },

    async setRegionRestriction(
      code: string,
      change: { on: boolean; allowedCountries?: string[] | undefined },
      tx: Db = db,
    ) {
      await tx
        .update(merchants)
        .set({
          regionRestrictionOn: change.on,
          ...(change.allowedCountries ? { allowedCountries: change.allowedCountries } : {}),
        })
        .where(eq(merchants.code, code));
      await versions.bump(tx, code, 'site');
    },

    /** The theme's display face: the site's pages carry it from the next one on. */
    async setDisplayFace(code: string, face: DisplayFace, tx: Db = db) {
      await tx.update(merchants).set({ displayFace: face }).where(eq(merchants.code, code));
      await versions.bump(tx, code, 'site');
    },
  };
}
export type MerchantsRepository = ReturnType<typeof createMerchantsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    merchants: MerchantsRepository;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { defaultMerchant: string }) => {
    app.decorate(
      'merchants',
      createMerchantsRepository(app.db, opts.defaultMerchant, app.readVersions),
    );
  },
  { name: 'merchants', dependencies: ['db', 'read-versions'] },
);

import { opsCalls } from '@site/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games, merchantVendors, vendors } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { registerCall } from '../register-call.js';

const onOff = (on: boolean) => (on ? 'on' : 'off');

/**
 * Maintenance of the merchant's game vendors and games: a vendor or game under maintenance
 * cannot be launched (vendor.maintenance, game.maintenance); a vendor's wallet also takes no
 * transfers. Each change and its audit row in one transaction.
 */
export default async function opsCatalogueRoutes(app: FastifyInstance) {
  registerCall(app, opsCalls.vendorMaintenance, ({ merchant, params, body }) =>
    app.db.transaction(async (tx) => {
      const [vendor] = await tx
        .select({ displayName: vendors.displayName, maintenance: vendors.maintenance })
        .from(vendors)
        .innerJoin(merchantVendors, eq(merchantVendors.vassalage, vendors.vassalage))
        .where(
          and(
            eq(merchantVendors.merchantCode, merchant.code),
            eq(vendors.vassalage, params.vassalage),
          ),
        );
      if (!vendor) {
        throw new AppError('resource.not.found', {
          detail: `${merchant.code} offers no vendor ${params.vassalage}`,
        });
      }
      await tx
        .update(vendors)
        .set({ maintenance: body.on })
        .where(eq(vendors.vassalage, params.vassalage));
      await app.readVersions.bumpVendor(tx, params.vassalage);
      const changed = `vendor ${params.vassalage} (${vendor.displayName}) maintenance ${onOff(body.on)} (was ${onOff(vendor.maintenance)}), for every merchant offering it`;
      await app.opsAudit.record(
        merchant.code,
        'vendor-maintenance',
        changed,
        { ...params, ...body },
        tx,
      );
      return { changed };
    }),
  );

  registerCall(app, opsCalls.gameMaintenance, async ({ merchant, params, body }) => {
    const offered = await app.games.offered(merchant.code, params.gameId);
    if (!offered) {
      throw new AppError('resource.not.found', {
        detail: `${merchant.code} offers no game ${params.gameId}`,
      });
    }
    const { game } = offered;
    return app.db.transaction(async (tx) => {
      await tx.update(games).set({ maintenance: body.on }).where(eq(games.gameId, game.gameId));
      await app.readVersions.bumpVendor(tx, game.vassalage);
      const changed = `game ${game.gameId} (${game.gameName}) maintenance ${onOff(body.on)} (was ${onOff(game.maintenance)})`;
      await app.opsAudit.record(
        merchant.code,
        'game-maintenance',
        changed,
        { ...params, ...body },
        tx,
      );
      return { changed };
    });
  });
}

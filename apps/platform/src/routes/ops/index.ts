import { opsCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerCall } from '../register-call.js';
import opsAgentRoutes from './agents.js';
import opsBonusRoutes from './bonuses.js';
import opsCatalogueRoutes from './catalogue.js';
import opsLotteryRoutes from './lottery.js';
import opsMemberRoutes from './members.js';
import opsPaymentRoutes from './payments.js';
import { requireOpsToken } from './ops-token.js';

const onOff = (on: boolean) => (on ? 'on' : 'off');

/**
 * The operator API on the Merchant header's merchant. Each change and its audit row are
 * written in one transaction, and the answer says what changed.
 */
export default async function opsRoutes(app: FastifyInstance, opts: { opsToken: string }) {
  app.addHook('onRequest', requireOpsToken(opts.opsToken));
  // A change is committed before its answer goes: from then on this process's public reads
  // check the versions again (read-versions.ts), so the operator sees the change at once.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') app.readVersions.expire();
  });
  await app.register(opsMemberRoutes);
  await app.register(opsPaymentRoutes);
  await app.register(opsBonusRoutes);
  await app.register(opsCatalogueRoutes);
  await app.register(opsLotteryRoutes);
  await app.register(opsAgentRoutes);

  registerCall(app, opsCalls.jobs, async () => ({ jobs: await app.jobs.overview() }));

  registerCall(app, opsCalls.status, async ({ merchant }) => {
    const nodes = await app.settings.nodes(merchant.code);
    const counts = await app.announcements.countsByType(merchant.code);
    return {
      merchantCode: merchant.code,
      brandName: merchant.brandName,
      maintenance: {
        on: merchant.maintenanceOn,
        until: merchant.maintenanceUntil?.toISOString() ?? null,
        notice: merchant.maintenanceNotice,
      },
      regionRestriction: {
        on: merchant.regionRestrictionOn,
        allowedCountries: merchant.allowedCountries,
      },
      displayFace: merchant.displayFace,
      switches: nodes
        .filter((n) => n.parentModId !== null)
        .map((n) => ({ modId: n.modId, group: n.parentModId ?? '', enabled: n.enabled })),
      notices: Object.fromEntries(counts.map((c) => [c.type, c.n])),
      recentChanges: await app.opsAudit.recent(merchant.code),
    };
  });

  registerCall(app, opsCalls.maintenance, ({ merchant, body }) =>
    app.db.transaction(async (tx) => {
      const until = body.on && body.until ? new Date(body.until) : null;
      const notice = body.on ? body.notice || null : null;
      await app.merchants.setMaintenance(merchant.code, { on: body.on, until, notice }, tx);
      const changed = [
        `maintenance ${onOff(body.on)} for ${merchant.code}`,
        until && `until ${until.toISOString()}`,
        notice && `notice "${notice}"`,
      ]
        .filter(Boolean)
        .join(', ');
      await app.opsAudit.record(merchant.code, 'maintenance', changed, body, tx);
      return { changed };
    }),
  );

  registerCall(app, opsCalls.regionRestriction, ({ merchant, body }) =>
    app.db.transaction(async (tx) => {
      await app.merchants.setRegionRestriction(merchant.code, body, tx);
      const allowed = body.allowedCountries ?? merchant.allowedCountries;
      const changed = `region restriction ${onOff(body.on)} for ${merchant.code}, allowed countries: ${allowed.join(', ') || 'none'}`;
      await app.opsAudit.record(merchant.code, 'region-restriction', changed, body, tx);
      return { changed };
    }),
  );

  registerCall(app, opsCalls.displayFace, ({ merchant, body }) =>
    app.db.transaction(async (tx) => {
      await app.merchants.setDisplayFace(merchant.code, body.face, tx);
      const changed = `display face ${body.face} for ${merchant.code} (was ${merchant.displayFace})`;
      await app.opsAudit.record(merchant.code, 'display-face', changed, body, tx);
      return { changed };
    }),
  );

  registerCall(app, opsCalls.featureSwitch, ({ merchant, params, body }) =>
    app.db.transaction(async (tx) => {
      const before = await app.settings.setSwitch(merchant.code, params.modId, body.on, tx);
      if (!before) {
        throw new AppError('resource.not.found', {
          detail: `${merchant.code} has no switch ${params.modId}`,
        });
      }
      const changed = `switch ${params.modId} ${onOff(body.on)} for ${merchant.code} (was ${onOff(before.was)})`;
      await app.opsAudit.record(merchant.code, 'switch', changed, { ...params, ...body }, tx);
      return { changed };
    }),
  );

  registerCall(app, opsCalls.addNotice, ({ merchant, body }) =>
    app.db.transaction(async (tx) => {
      const language = body.language ?? merchant.defaultLanguage;
      const notice = await app.announcements.add(merchant.code, { ...body, language }, tx);
      const changed = `notice ${notice.id} (${notice.type}, ${language}) "${notice.title}" published for ${merchant.code}`;
      await app.opsAudit.record(merchant.code, 'notice', changed, body, tx);
      return { changed, id: notice.id };
    }),
  );
}

import Fastify, { type FastifyInstance } from 'fastify';
import { trustedHops, type Config } from './config.js';
import type { Database } from './db/database.js';
import { errorHandler } from './http/error-handler.js';
import { requestForLog } from './http/request-log.js';
import accountSecurity from './plugins/app/account-security.js';
import accounts from './plugins/app/accounts.js';
import announcements from './plugins/app/announcements.js';
import avatars from './plugins/app/avatars.js';
import betRecords from './plugins/app/bet-records.js';
import favorites from './plugins/app/favorites.js';
import gameLaunch, { type GameLaunchOptions } from './plugins/app/game-launch.js';
import games from './plugins/app/games.js';
import geoIp, { type GeoIp } from './plugins/app/geo-ip.js';
import helpCenter from './plugins/app/help-center.js';
import houseRounds, { type HouseRoundsOptions } from './plugins/app/house-rounds.js';
import houseSessions, { type HouseSessionsOptions } from './plugins/app/house-sessions.js';
import humanChecks from './plugins/app/human-checks.js';
import keyring from './plugins/app/keyring.js';
import ledger from './plugins/app/ledger.js';
import liveTables from './plugins/app/live-tables.js';
import pvpRooms from './plugins/app/pvp-rooms.js';
import recentGames from './plugins/app/recent-games.js';
import records from './plugins/app/records.js';
import seamlessWallet from './plugins/app/seamless-wallet.js';
import transfers from './plugins/app/transfers.js';
import login from './plugins/app/login.js';
import merchants from './plugins/app/merchants.js';
import messaging, { type EmailSender, type SmsSender } from './plugins/app/messaging.js';
import passwords from './plugins/app/passwords.js';
import sessions from './plugins/app/sessions.js';
import membersPlugin from './plugins/app/members.js';
import memberProfile from './plugins/app/member-profile.js';
import registration from './plugins/app/registration.js';
import wallets from './plugins/app/wallets.js';
import opsAudit from './plugins/app/ops-audit.js';
import payments, { type PaymentsOptions } from './plugins/app/payments/index.js';
import outbox from './plugins/app/outbox.js';
import settings from './plugins/app/settings.js';
import siteContent from './plugins/app/site-content.js';
import siteStatus from './plugins/app/site-status.js';
import throttle from './plugins/app/throttle.js';
import verificationCodes from './plugins/app/verification-codes.js';
import winners from './plugins/app/winners.js';
import compression from './plugins/external/compression.js';
import db from './plugins/external/db.js';
import securityHeaders from './plugins/external/security-headers.js';
import staticSite from './plugins/external/static-site.js';
import contentRoutes from './routes/content/index.js';
import devRoutes from './routes/dev/index.js';
import gamesRoutes from './routes/games/index.js';
import houseRoutes from './routes/house/index.js';
import type { HousePageOptions } from './routes/house/page.js';
import mediaRoutes from './routes/media/index.js';
import opsRoutes from './routes/ops/index.js';
import paymentRoutes from './routes/payment/index.js';
import agentRoutes from './routes/agent/index.js';
import freeplayRoutes from './routes/freeplay/index.js';
import memberRoutes from './routes/member/index.js';
import walletRoutes from './routes/wallet/index.js';
import recordRoutes from './routes/records/index.js';
import supportRoutes from './routes/support/index.js';
import sessionRoutes from './routes/session/index.js';
import systemRoutes from './routes/system/index.js';
import verificationRoutes from './routes/verification/index.js';

export interface AppOptions {
  config: Config;
  /** Migrated and seeded; the app closes it when it closes. */
  database: Database;
  opsToken: string;
  geoIp?: GeoIp;
  /** SMS and e-mail gateways; the local drivers write to the outbox table. */
  sms?: SmsSender;
  email?: EmailSender;
  /** The payment gateway and the auto-receive job's period; local driver by default. */
  payments?: PaymentsOptions;
  /** The game vendors' launch driver and its timeout; local driver (house page) by default. */
  gameLaunch?: GameLaunchOptions;
  /** The house games: the sweeper's and the purge's periods, where the game page is built. */
  house?: HouseRoundsOptions & HouseSessionsOptions & HousePageOptions;
  logger?: boolean;
}

/** The platform: external plugins, then app plugins (repositories, services), then routes. */
export async function buildApp({
  config,
  database,
  opsToken,
  geoIp: geoIpDriver,
  sms,
  email,
  payments: paymentsOptions = {},
  gameLaunch: gameLaunchOptions = {},
  house = {},
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { level: config.logLevel, serializers: { req: requestForLog } },
    trustProxy: trustedHops(config.trustProxy),
    // Errors are answered as envelopes; fastify's own schema layer is not used.
    return503OnClosing: true,
  });
  app.setErrorHandler(errorHandler);
  // Form posts of the original wire (SPEC §7, e.g. forgot password) arrive as plain objects.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  await app.register(db, { database });
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(staticSite, { webDist: config.webDist });

  await app.register(geoIp, { geoIp: geoIpDriver });
  await app.register(throttle);
  await app.register(merchants, { defaultMerchant: config.defaultMerchant });
  await app.register(siteStatus, { countryHeader: config.countryHeader });
  await app.register(settings);
  await app.register(siteContent);
  await app.register(games);
  await app.register(announcements);
  await app.register(helpCenter);
  await app.register(keyring);
  await app.register(passwords);
  await app.register(sessions, { idleMinutes: config.sessionIdleMinutes });
  await app.register(membersPlugin);
  await app.register(opsAudit);
  await app.register(outbox);
  await app.register(messaging, { sms, email, devOutbox: config.devOutbox });
  await app.register(verificationCodes);
  await app.register(humanChecks, { recordAnswers: config.devOutbox });
  await app.register(login);

  await app.register(wallets);
  await app.register(ledger);
  await app.register(accounts);
  await app.register(registration);
  await app.register(accountSecurity, { publicUrl: config.publicUrl });
  await app.register(memberProfile);
  await app.register(avatars);
  await app.register(payments, paymentsOptions);
  await app.register(transfers);
  await app.register(records);
  await app.register(seamlessWallet);
  await app.register(houseSessions, {
    siteIdleMinutes: config.sessionIdleMinutes,
    ...(house.purgeEveryMs === undefined ? {} : { purgeEveryMs: house.purgeEveryMs }),
  });
  await app.register(houseRounds, house);
  await app.register(betRecords);
  await app.register(favorites);
  await app.register(recentGames);
  await app.register(winners);
  await app.register(pvpRooms);
  await app.register(liveTables);
  await app.register(gameLaunch, gameLaunchOptions);

  await app.register(systemRoutes);
  await app.register(gamesRoutes);
  await app.register(contentRoutes);
  await app.register(mediaRoutes);
  await app.register(supportRoutes, { dataDir: config.dataDir });
  await app.register(memberRoutes);
  await app.register(agentRoutes);
  await app.register(walletRoutes);
  await app.register(paymentRoutes);
  await app.register(recordRoutes);
  await app.register(freeplayRoutes);
  await app.register(opsRoutes, { opsToken });
  await app.register(verificationRoutes);
  await app.register(sessionRoutes);
  await app.register(houseRoutes, house);
  if (config.devOutbox) await app.register(devRoutes);
  return app;
}

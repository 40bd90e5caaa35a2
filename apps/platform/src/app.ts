import Fastify, { type FastifyInstance } from 'fastify';
import { trustedHops, type Config } from './config.js';
import type { Database } from './db/database.js';
import { errorHandler } from './http/error-handler.js';
import {
  answerStalledBodies,
  clientErrorHandler,
  limitConnectionsPerPeer,
  measuredJsonBodies,
  textGuard,
} from './http/edges.js';
import { RequestLog, requestForLog } from './http/request-log.js';
import { requestLogger } from './http/request-logger.js';
import agentJobs from './jobs/agents.js';
import gameAccessPurgeJob from './jobs/game-access-purge.js';
import houseSweepJob from './jobs/house-sweep.js';
import lotteryDrawJob from './jobs/lottery-draw.js';
import lotteryPurgeJob from './jobs/lottery-purge.js';
import lotteryScheduleJob from './jobs/lottery-schedule.js';
import lotterySettleJob from './jobs/lottery-settle.js';
import jobsSeat from './jobs/runner.js';
import withdrawalAutoReceiveJob from './jobs/withdrawal-auto-receive.js';
import accountsDomain from './domains/accounts/index.js';
import agentsDomain from './domains/agents/index.js';
import contentDomain from './domains/content/index.js';
import gamesDomain from './domains/games/index.js';
import houseDomain from './domains/house/index.js';
import ledgerDomain from './domains/ledger/index.js';
import lotteryDomain from './domains/lottery/index.js';
import moneyDomain from './domains/money/index.js';
import type { DomainOptions, Drivers } from './domains/options.js';
import opsDomain from './domains/ops/index.js';
import paymentsDomain from './domains/payments/index.js';
import systemDomain from './domains/system/index.js';
import compression from './plugins/external/compression.js';
import db from './plugins/external/db.js';
import securityHeaders from './plugins/external/security-headers.js';
import staticSite from './plugins/external/static-site.js';
import accountRoutes from './routes/accounts/index.js';
import agentRoutes from './routes/agents/index.js';
import contentRoutes from './routes/content/index.js';
import gamesRoutes from './routes/games/index.js';
import houseRoutes from './routes/house/index.js';
import lotteryRoutes from './routes/lottery/index.js';
import moneyRoutes from './routes/money/index.js';
import opsRoutes from './routes/ops/index.js';
import paymentRoutes from './routes/payments/index.js';
import systemRoutes from './routes/system/index.js';

/**
 * The domains in the order they stand on each other (a domain's plugins may use those of the
 * domains before it). A new domain is a folder under domains/ and one line here.
 */
const domains = [
  systemDomain,
  opsDomain,
  contentDomain,
  ledgerDomain,
  accountsDomain,
  moneyDomain,
  paymentsDomain,
  gamesDomain,
  houseDomain,
  lotteryDomain,
  agentsDomain,
];

/** The calls of each domain, thin; paths are the wire's (/wps/..., /lgw/..., /ops/...). */
const routes = [
  systemRoutes,
  contentRoutes,
  accountRoutes,
  moneyRoutes,
  paymentRoutes,
  gamesRoutes,
  houseRoutes,
  lotteryRoutes,
  agentRoutes,
  opsRoutes,
];

export interface AppOptions extends Drivers {
  config: Config;
  /** Migrated and seeded; the app closes it when it closes. */
  database: Database;
  opsToken: string;
  logger?: boolean;
}

/** Scheduled work on the jobs seat (jobs/runner.ts), one file a job, each period once. */
const jobs = [
  houseSweepJob,
  gameAccessPurgeJob,
  withdrawalAutoReceiveJob,
  lotteryScheduleJob,
  lotteryDrawJob,
  lotterySettleJob,
  lotteryPurgeJob,
  agentJobs,
];

/** The platform: external plugins, then the domains (repositories, services), jobs, routes. */
export async function buildApp({
  config,
  database,
  opsToken,
  logger = true,
  ...drivers
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && { level: config.logLevel, serializers: { req: requestForLog } },
    logController: new RequestLog(),
    childLoggerFactory: requestLogger,
    trustProxy: trustedHops(config.trustProxy),
    // Errors are answered as envelopes; fastify's own schema layer is not used.
    return503OnClosing: true,
    // A stalled or trickling client is cut off in seconds, not minutes (http/edges.ts).
    connectionTimeout: config.http.idleTimeoutMs,
    // An idle keep-alive connection likewise (fastify's default keeps it 72 s).
    keepAliveTimeout: config.http.idleTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    // Node checks the request timeout every 30 s by default, far too coarse for it.
    http: {
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.http.requestTimeoutMs / 4)),
    },
    clientErrorHandler,
    // A bad URL or an over-long parameter is refused by the router: the envelope, not an echo.
    frameworkErrors: errorHandler,
  });
  // Headers come first and small: a client that has not sent them in 10 s is not going to.
  app.server.headersTimeout = Math.min(
    10_000,
    config.http.idleTimeoutMs,
    config.http.requestTimeoutMs,
  );
  limitConnectionsPerPeer(app.server, config.http.maxConnectionsPerClient);
  answerStalledBodies(app.server);
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', textGuard);
  measuredJsonBodies(app);
  // Form posts of the original wire (docs/product.md §7, e.g. forgot password) arrive as plain
  // objects.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  await app.register(db, { database });
  await app.register(securityHeaders, { hsts: config.http.hsts });
  await app.register(compression);
  await app.register(staticSite, { webDist: config.webDist });

  const options: DomainOptions = { config, opsToken, drivers };
  for (const domain of domains) await app.register(domain, options);
  await app.register(jobsSeat);
  for (const job of jobs) await app.register(job, options);
  for (const group of routes) await app.register(group, options);
  return app;
}

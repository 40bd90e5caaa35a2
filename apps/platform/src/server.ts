import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, type DatabaseSource } from './db/database.js';
import { loadOrCreateOpsToken } from './ops-token.js';
import { ensureRsaKey } from './domains/system/keyring.js';
import { seedDemoAgents } from './seed/demo-agents.js';
import { seedDemoLottery } from './seed/demo-lottery.js';
import { SEED_FINGERPRINT } from './seed/fingerprint.js';
import { seed } from './seed/index.js';

const config = loadConfig();
const source: DatabaseSource = config.databaseUrl
  ? { databaseUrl: config.databaseUrl }
  : { dataDir: config.dataDir, memory: config.pglite };
/** This process only prepares the database for the one that will serve it, then ends. */
const preparingOnly = process.argv.includes('--prepare');

let database = await openDatabase(source);
// On the embedded database a start with work to do (migrations, the seed, the demo's history)
// does it in a process of its own, then opens the prepared files: WebAssembly memory only
// grows, and the serving process would keep all that writing needed (about 35 MB more).
if (
  !config.databaseUrl &&
  !preparingOnly &&
  !(await database.isUpToDate(seed, { fingerprint: SEED_FINGERPRINT }))
) {
  await database.close();
  await prepareApart();
  database = await openDatabase(source);
}
// An up-to-date database (no migration pending, this seed's fingerprint stored) is only read.
const preparing = Date.now();
const work = await database.migrate(seed, { fingerprint: SEED_FINGERPRINT });
const preparedMs = Date.now() - preparing;
await ensureRsaKey(database.db);

const ops = config.opsToken
  ? { token: config.opsToken, path: undefined, created: false }
  : await loadOrCreateOpsToken(config.dataDir);
const app = await buildApp({ config, database, opsToken: ops.token });
// A site whose merchant does not exist would answer every page and call with merchant.unknown.
if (!(await app.merchants.find(config.defaultMerchant))) {
  app.log.error(`MERCHANT ${config.defaultMerchant}: no such merchant in the database`);
  await app.close();
  process.exit(1);
}
// A fresh platform's lottery history and the demo member's orders, before the jobs start.
const demoStarted = Date.now();
const demo = await seedDemoLottery(app);
if (demo.issues > 0 || demo.orders > 0) {
  app.log.info(
    `lottery demo: ${demo.issues} past issues, ${demo.orders} demo orders in ${Date.now() - demoStarted} ms`,
  );
}
// The demo team's lottery orders and its past days' payouts and rebates, as the jobs would.
const agentsStarted = Date.now();
const agentDemo = await seedDemoAgents(app);
if (agentDemo.orders > 0 || agentDemo.runs > 0) {
  app.log.info(
    `agents demo: ${agentDemo.orders} team lottery orders, ${agentDemo.runs} job runs in ${Date.now() - agentsStarted} ms`,
  );
}
app.log.info(
  work.migrated || work.prepared
    ? `database ${[work.migrated && 'migrated', work.prepared && 'seeded'].filter(Boolean).join(' and ')} in ${preparedMs} ms`
    : 'database up to date: no migration, seed already applied',
);
if (ops.path) {
  app.log.info(`operator token ${ops.created ? 'created' : 'read'} at ${ops.path}`);
}
if (preparingOnly) {
  await app.close();
  process.exit(0);
}

// Finish the requests in flight, then close the database (onClose), then leave.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}; web app from ${config.webDist}`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}

/** Runs this start's preparation in a child process, which it ends with, signals included. */
async function prepareApart() {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--prepare'], {
    stdio: 'inherit',
  });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  process.off('SIGINT', forward).off('SIGTERM', forward);
  if (signal) process.kill(process.pid, signal);
  if (code !== 0) process.exit(code ?? 1);
}

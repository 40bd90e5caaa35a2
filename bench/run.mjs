// `npm run bench` (after the root build): every performance figure in one run, through
// the public HTTP API of the built platform on loopback. Prints one line per measure, then the
// table of figures against their budgets. Exit 1 only when the run is broken. See README.md.
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { lighthousePages } from './lib/lighthouse.mjs';
import { distinctMembers, hotMember, LOAD_SECONDS, loadGet, loadTransfers } from './lib/load.mjs';
import { catalogue, lobbyInBrowser, lobbySearch, searchPath } from './lib/lobby.mjs';
import { freshDatabase, postgresAnswers } from './lib/postgres.mjs';
import {
  restartPlatform,
  rssMb,
  settledRssMb,
  startBare,
  startPlatform,
  stopAll,
  stopProcess,
} from './lib/processes.mjs';
import { fail, figure, isBroken, line, printTable } from './lib/report.mjs';
import { settlement } from './lib/settlement.mjs';
import { agents } from './lib/agents.mjs';
import { lotteryOrders } from './lib/lottery.mjs';
import { transferMembers } from './lib/site-api.mjs';

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
/**
 * A part runs unless skipped (--no-<part>) or left out of --only=<part>,...; settlement and
 * agents only when asked (--settlement, --agents).
 */
const wanted = (part) =>
  part === 'settlement' || part === 'agents'
    ? args.includes(`--${part}`) || (only?.includes(part) ?? false)
    : !args.includes(`--no-${part}`) && (only?.includes(part) ?? true);

const TRANSFER_CONNECTIONS = Number(process.env.BENCH_TRANSFER_CONNECTIONS ?? 32);
const READ_CONNECTIONS = 20;
const LOTTERY_PG_BETTORS = Number(process.env.BENCH_LOTTERY_PG_BETTORS ?? 80);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_PAGES = ['/index', '/live', '/lottery'];

// The performance budgets.
const BUDGET = {
  initialJsKb: 120,
  lighthouse: 95,
  accessibility: 100,
  statusShareOfBare: 40,
  search: { rps: 1500, p99: 50 },
  transfersPglite: { rps: 200, p99: 300 },
  transfersPostgres: { rps: 500, p99: 250 },
  // Not set by the issues: a placement is a transfer's work and more (judging caps, lines).
  lotteryOrders: { rps: 100, p99: 500 },
  // Bettors all on one issue, their slips crossing on the same numbers.
  lotteryPostgres: { rps: 200, p99: 1000 },
  rssIdleMb: 300,
  // Not set by the issues: "a few seconds" on a seeded database.
  warmRestartSeconds: 5,
  rssLoadedMb: 400,
  catalogue: 5000,
};

const fmt = (n) => Math.round(n).toLocaleString('en');
const rate = (r, unit = 'req/s') => `${fmt(r.rps)} ${unit}, p99 ${r.p99} ms`;
const mb = (n) => (n === undefined ? 'n/a (no /proc)' : `${n.toFixed(0)} MB`);
/** A start's time, and the CPU time it used. */
const startTime = (p) =>
  `${p.seconds.toFixed(1)} s${p.cpuSeconds === undefined ? '' : ` (CPU ${p.cpuSeconds.toFixed(1)} s)`}`;

/**
 * The JavaScript /index loads before anything else: module entry scripts and modulepreloads,
 * and the app and modules a server-rendered page's start script fetches once it has painted
 * (its data-app and data-preload).
 */
async function initialJs(base) {
  const html = await (await fetch(`${base}/index`)).text();
  const urls = new Set();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/type=["']?module/i.test(tag)) {
      const src = tag.match(/src=["']?([^"' >]+)/i)?.[1];
      if (src) urls.add(src);
      const app = tag.match(/data-app="([^"]+)"/i)?.[1];
      if (app) urls.add(app);
      for (const href of tag.match(/data-preload="([^"]*)"/i)?.[1].split(' ') ?? []) {
        if (href) urls.add(href);
      }
    }
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/rel=["']?modulepreload/i.test(tag)) {
      const href = tag.match(/href=["']?([^"' >]+)/i)?.[1];
      if (href) urls.add(href);
    }
  }
  if (urls.size === 0) throw new Error('/index has no module script: is the web app built?');
  let bytes = 0;
  let raw = 0;
  for (const url of urls) {
    const res = await fetch(new URL(url, `${base}/index`));
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    raw += body.length;
    bytes += gzipSync(body, { level: 9 }).length;
  }
  const kb = bytes / 1024;
  line(
    'initial JS of /index, gzip -9',
    `${kb.toFixed(1)} KB (${urls.size} files, ${(raw / 1024).toFixed(1)} KB raw)`,
  );
  figure(
    'initial JS of /index, gzipped',
    `${kb.toFixed(1)} KB`,
    `<= ${BUDGET.initialJsKb} KB`,
    kb <= BUDGET.initialJsKb,
  );
}

async function lighthouse(base) {
  const pages = await lighthousePages(base, LIGHTHOUSE_PAGES, LIGHTHOUSE_RUNS);
  for (const p of pages) {
    const runs = p.runs.map((r) => r.performance).join(', ');
    line(
      `Lighthouse mobile ${p.page}`,
      `performance ${p.performance} (runs ${runs}), accessibility ${p.accessibility}`,
    );
    line('  median run', p.medianRun.metrics);
    if (p.medianRun.lcpPhases) line('  LCP phases', p.medianRun.lcpPhases);
    if (p.medianRun.lcpElement) line('  LCP element', p.medianRun.lcpElement.slice(0, 160));
    if (p.medianRun.opportunities.length)
      line('  top opportunities', p.medianRun.opportunities.join(', '));
    if (p.medianRun.failing.length)
      line('  accessibility audits failing', p.medianRun.failing.join(', '));
    figure(
      `Lighthouse mobile performance ${p.page} (median of ${p.runs.length})`,
      `${p.performance} (${p.medianRun.metrics.split(', ').slice(0, 3).join(', ')})`,
      `>= ${BUDGET.lighthouse}`,
      p.performance >= BUDGET.lighthouse,
    );
  }
  for (const p of pages) {
    figure(
      `Lighthouse accessibility ${p.page} (median of ${p.runs.length})`,
      String(p.accessibility),
      String(BUDGET.accessibility),
      p.accessibility >= BUDGET.accessibility,
    );
  }
}

/** Rounds of bare and status in turn: the share is their median, not one pair's chance. */
const STATUS_ROUNDS = Number(process.env.BENCH_STATUS_ROUNDS ?? 3);

/**
 * Status beside the bare Fastify route of the same run, and game-name searches. Bare and
 * status load in turn, each round after a short warm-up of both: a lone pair of loads on a
 * machine shared with anything else swung the share by half from one run to the next.
 */
async function reads(base, terms) {
  const bareBase = await startBare();
  const loadBare = (seconds) =>
    loadGet('bare Fastify', bareBase, '/ping', {
      headers: {},
      connections: READ_CONNECTIONS,
      seconds,
    });
  const loadStatus = (seconds) =>
    loadGet('status', base, '/wps/system/status', { connections: READ_CONNECTIONS, seconds });
  await loadBare(1);
  await loadStatus(1);
  const rounds = [];
  for (let i = 0; i < STATUS_ROUNDS; i++) {
    const bare = await loadBare();
    const status = await loadStatus();
    rounds.push({ bare, status, share: (status.rps / bare.rps) * 100 });
  }
  const { bare, status, share } = [...rounds].sort((a, b) => a.share - b.share)[
    Math.floor(rounds.length / 2)
  ];
  line('API bare Fastify GET /ping', rate(bare));
  line(
    'API GET /wps/system/status',
    `${rate(status)}, ${share.toFixed(1)}% of bare (median of ${rounds.length} rounds: ${rounds.map((r) => `${r.share.toFixed(1)}%`).join(', ')})`,
  );
  figure(
    '/wps/system/status, share of bare Fastify',
    `${share.toFixed(1)}% (${fmt(status.rps)} of ${fmt(bare.rps)} req/s)`,
    `>= ${BUDGET.statusShareOfBare}% of bare`,
    share >= BUDGET.statusShareOfBare,
  );
  const search = await loadGet('search', base, searchPath(terms[0]), {
    connections: READ_CONNECTIONS,
    paths: (n) => searchPath(terms[n % terms.length]),
  });
  line(`API game-name search, ${terms.length} terms in turn`, rate(search));
  figure(
    'game-name search (GCSGAME_gameList)',
    rate(search),
    `>= ${fmt(BUDGET.search.rps)} req/s, p99 <= ${BUDGET.search.p99} ms`,
    search.rps >= BUDGET.search.rps && search.p99 <= BUDGET.search.p99,
  );
}

/** Distinct wallets, then one hot wallet, on the members given (spread over their processes). */
async function transfers(where, members, vendor, budget) {
  const loads = [
    ['distinct wallets', distinctMembers()],
    ['one hot wallet', hotMember(members[0])],
  ];
  for (const [what, pick] of loads) {
    const r = await loadTransfers(
      `transfers ${where}, ${what}`,
      members,
      vendor,
      pick,
      TRANSFER_CONNECTIONS,
    );
    line(
      `transfers ${where}, ${what}`,
      `${rate(r, 'transfers/s')} (${TRANSFER_CONNECTIONS} connections)`,
    );
    figure(
      `transfers ${where}, ${what}`,
      rate(r, '/s'),
      `>= ${budget.rps}/s, p99 <= ${budget.p99} ms`,
      r.rps >= budget.rps && r.p99 <= budget.p99,
    );
  }
  line('  money of the bench members', 'unchanged', 'ok');
}

/**
 * Two platform processes on one fresh PostgreSQL database, `work` given their bases; skipped
 * (a line and an unmeasured figure, not an error) when nothing answers where PostgreSQL should.
 * `restartOne`: the second restarts on the seeded database first, its warm start timed.
 */
async function onPostgres(what, budget, work, { restartOne = false } = {}) {
  if (!(await postgresAnswers())) {
    line(`${what}, 2 processes on PostgreSQL`, 'skipped: nothing answers on 127.0.0.1:5432');
    figure(`${what}, 2 processes on PostgreSQL`, 'not measured (no PostgreSQL)', budget, undefined);
    return;
  }
  const database = await freshDatabase();
  const started = [];
  try {
    const t0 = performance.now();
    started.push(
      ...(await Promise.all([1, 2].map(() => startPlatform({ DATABASE_URL: database.url })))),
    );
    line(
      `2 platforms on PostgreSQL ${database.name}`,
      `started in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    if (restartOne) {
      // One of the two restarts on the database they seeded; the other keeps running.
      started[1] = await restartPlatform(started[1]);
      line(
        '  warm restart of one (PostgreSQL, seeded)',
        `${startTime(started[1])} to the first status 200`,
      );
      figure(
        'platform warm restart on PostgreSQL, to the first status 200',
        startTime(started[1]),
        `<= ${BUDGET.warmRestartSeconds} s`,
        started[1].seconds <= BUDGET.warmRestartSeconds,
      );
    }
    await work(started.map((p) => p.base));
  } finally {
    await Promise.all(started.map((p) => stopProcess(p.child)));
    await database.drop();
  }
}

/**
 * Transfers by two platform processes on one PostgreSQL, the connections split between them,
 * after one of them restarted warm.
 */
const postgresTransfers = () =>
  onPostgres(
    'transfers',
    `>= ${BUDGET.transfersPostgres.rps}/s`,
    async (bases) => {
      const { members, vendor } = await transferMembers(
        bases[0],
        TRANSFER_CONNECTIONS,
        `benchpg${process.pid % 10000}`,
        bases,
      );
      await transfers('2 processes PostgreSQL', members, vendor, BUDGET.transfersPostgres);
    },
    { restartOne: true },
  );

/** Lottery orders: `members` bet on `connections`; `pair` slips take two numbers in either order. */
async function lottery(label, members, connections, pair, budget) {
  const r = await lotteryOrders(members, connections, { pair });
  line(`${label} (SSC4, ${connections} connections)`, rate(r, 'orders/s'));
  figure(
    label,
    rate(r, 'orders/s'),
    `>= ${budget.rps}/s, p99 <= ${budget.p99} ms`,
    r.rps >= budget.rps && r.p99 <= budget.p99,
  );
}

/** Two-number slips by LOTTERY_PG_BETTORS members over two processes on one PostgreSQL. */
const postgresLottery = () =>
  onPostgres('lottery orders', `>= ${BUDGET.lotteryPostgres.rps}/s`, async (bases) => {
    const { members } = await transferMembers(
      bases[0],
      LOTTERY_PG_BETTORS,
      `lotpg${process.pid % 10000}`,
      bases,
    );
    await lottery(
      'lottery orders placed, 2 processes PostgreSQL',
      members,
      LOTTERY_PG_BETTORS,
      true,
      BUDGET.lotteryPostgres,
    );
  });

let exitCode = 0;
try {
  const t0 = performance.now();
  const first = await startPlatform();
  line('platform started (PGlite, fresh DATA_DIR)', startTime(first));

  const idle = await settledRssMb(first.pid);
  line('platform RSS idle (after start and seed)', mb(idle));
  figure(
    'platform RSS on PGlite, idle',
    mb(idle),
    `<= ${BUDGET.rssIdleMb} MB`,
    idle === undefined ? undefined : idle <= BUDGET.rssIdleMb,
  );

  // The rest runs on the restarted platform.
  const platform = await restartPlatform(first);
  const { base, pid } = platform;
  line('platform warm restart (PGlite, seeded DATA_DIR)', startTime(platform));
  figure(
    'platform warm restart on PGlite, to the first status 200',
    startTime(platform),
    `<= ${BUDGET.warmRestartSeconds} s`,
    platform.seconds <= BUDGET.warmRestartSeconds,
  );

  const { size, terms } = await catalogue(base);
  line('lobby catalogue size (totalCount)', `${size} games`);
  figure(
    'lobby catalogue size',
    `${size} games`,
    `>= ${fmt(BUDGET.catalogue)}`,
    size >= BUDGET.catalogue,
  );

  const steps = [
    ['size', 'initial JS', () => initialJs(base)],
    ['load', 'API reads', () => reads(base, terms)],
    [
      'transfers',
      'transfers on PGlite',
      async () => {
        const { members, vendor } = await transferMembers(
          base,
          TRANSFER_CONNECTIONS,
          `bench${process.pid % 10000}`,
        );
        await transfers('PGlite', members, vendor, BUDGET.transfersPglite);
      },
    ],
    [
      'memory',
      'platform RSS after load',
      async () => {
        if (!wanted('load') && !wanted('transfers')) return;
        const loaded = await settledRssMb(pid);
        const peak = rssMb(pid, 'VmHWM');
        line('platform RSS after the loads', `${mb(loaded)} (peak ${mb(peak)})`);
        figure(
          'platform RSS on PGlite, after load',
          `${mb(loaded)} (peak ${mb(peak)})`,
          `<= ${BUDGET.rssLoadedMb} MB`,
          loaded === undefined ? undefined : loaded <= BUDGET.rssLoadedMb,
        );
      },
    ],
    [
      'lottery',
      'lottery orders',
      async () => {
        const { members } = await transferMembers(base, 16, `lot${process.pid % 10000}`);
        await lottery('lottery orders placed', members, 16, false, BUDGET.lotteryOrders);
      },
    ],
    ['search', 'lobby search', () => lobbySearch(base, terms)],
    ['lighthouse', 'Lighthouse', () => lighthouse(base)],
    ['browser', 'lobby in the browser', () => lobbyInBrowser(base)],
    ['postgres', 'transfers on PostgreSQL', postgresTransfers],
    ['lottery-pg', 'lottery orders on PostgreSQL', postgresLottery],
    ['settlement', 'settlement', settlement],
    ['agents', 'agents team reports', agents],
  ];
  for (const [part, name, fn] of steps) {
    if (!wanted(part)) continue;
    try {
      await fn();
    } catch (error) {
      fail(name, error);
    }
  }
  line(
    'bench time',
    `${((performance.now() - t0) / 1000).toFixed(0)} s (loads of ${LOAD_SECONDS} s)`,
  );
} catch (error) {
  fail('bench', error);
} finally {
  await stopAll();
}
printTable();
if (isBroken()) exitCode = 1;
process.exit(exitCode);

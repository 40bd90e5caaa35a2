// The agent centre's team reports at scale: a team of MEMBERS (100,000) six levels deep under
// one agent (test/team-tree.ts, one settled round each, today), rolled up, then the team
// overview of one day and of 7 days, the P&L by level and the first page of all downlines each
// asked RUNS times through the platform's HTTP stack (inject, as the web app calls them), one
// after another.
// Prints one JSON line: { members, buildSeconds, rollupSeconds, overview1d, overview7d, profit,
// downlines, driver }, each report { p50, p99, max } in ms.
//   tsx apps/platform/bench/agents-team.ts [--members 100000] [--runs 30]
// On an in-memory PGlite, migrated and seeded; DATABASE_URL (a database it may fill) for PostgreSQL.
import { parseArgs } from 'node:util';
import { agentCalls as calls } from '@site/contract';
import { addDays, dayOf } from '../src/domains/system/time-zone.js';
import { rollUp } from '../src/domains/agents/rollup.js';
import { buildBigTeam } from '../test/team-tree.js';
import { openBenchApp } from './bench-app.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
  },
});
const MEMBERS = Number(values.members);
const RUNS = Number(values.runs);

const { app, driver, close } = await openBenchApp('agents-team', {
  house: { sweepEveryMs: 0, purgeEveryMs: 0 },
  lottery: { scheduleEveryMs: 0, drawEveryMs: 0, settleEveryMs: 0, purgeEveryMs: 0 },
  agents: { scheduled: false },
});

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  const top = await app.accounts.create({
    merchantCode: 'DEMO',
    username: `benchboss${Date.now() % 100_000}`,
    type: 2,
    password: 'bench-password-1',
    registerIp: '127.0.0.1',
  });
  const building = performance.now();
  await buildBigTeam(app, top, MEMBERS);
  const buildSeconds = (performance.now() - building) / 1000;
  const now = new Date();
  const rolling = performance.now();
  await app.db.transaction((tx) => rollUp(tx, 'DEMO', now, now));
  const rollupSeconds = (performance.now() - rolling) / 1000;

  const token = await app.sessions.start(app.db, top.id, {
    ip: '127.0.0.1',
    device: 'web',
    passwordChangeRequired: false,
  });
  const today = dayOf(now, 'Asia/Jakarta'); // the demo brand's day
  const weekAgo = addDays(today, -6);
  const measure = async <T>(
    path: string,
    query: Record<string, string>,
    check: (value: T) => void,
  ) => {
    const url = `${path}?${new URLSearchParams(query)}`;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { Authorization: token, Language: 'EN' },
      });
      times.push(performance.now() - started);
      const body = response.json<{ success: boolean; value: T }>();
      if (response.statusCode !== 200 || !body.success) {
        throw new Error(`${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      if (i === 0) check(body.value);
    }
    times.sort((a, b) => a - b);
    return {
      p50: Math.round(percentile(times, 50)),
      p99: Math.round(percentile(times, 99)),
      max: Math.round(times.at(-1)!),
    };
  };
  const expectTeam = (v: { teamSize: number; bets: number }) => {
    if (v.teamSize !== MEMBERS || v.bets !== MEMBERS) {
      throw new Error(`overview: team ${v.teamSize}, bets ${v.bets}; expected ${MEMBERS}`);
    }
  };
  const overview1d = await measure<{ teamSize: number; bets: number }>(
    calls.overview.path,
    { startDate: today, endDate: today },
    expectTeam,
  );
  const overview7d = await measure<{ teamSize: number; bets: number }>(
    calls.overview.path,
    { startDate: weekAgo, endDate: today },
    expectTeam,
  );
  const profit = await measure<{ list: unknown[]; total: { bets: number } }>(
    calls.profit.path,
    { startDate: today, endDate: today },
    (v: { list: unknown[]; total: { bets: number } }) => {
      if (v.list.length !== 5 || v.total.bets !== MEMBERS) {
        throw new Error(`profit: ${v.list.length} rows, ${v.total.bets} bets`);
      }
    },
  );
  const downlines = await measure<{ totalCount: number }>(
    calls.downlines.path,
    { level: 'all', pageSize: '20' },
    (v: { totalCount: number }) => {
      if (v.totalCount !== MEMBERS) throw new Error(`downlines: ${v.totalCount} members`);
    },
  );
  console.log(
    JSON.stringify({
      members: MEMBERS,
      runs: RUNS,
      buildSeconds: Number(buildSeconds.toFixed(1)),
      rollupSeconds: Number(rollupSeconds.toFixed(1)),
      overview1d,
      overview7d,
      profit,
      downlines,
      driver,
    }),
  );
} finally {
  await close();
}

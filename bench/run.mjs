// `npm run bench` (after the root build): starts the built platform on a free loopback port with a
// fresh DATA_DIR, prints one figure per line, stops what it started and exits. See README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 50);
const TRANSFER_MEMBERS = Number(process.env.BENCH_TRANSFER_MEMBERS ?? 20);
const BUDGET = { initialJsKb: 150, lighthouse: 95, catalogue: 5000 };
const SITE_HEADERS = { Merchant: 'DEMO', Device: 'web', Language: 'ID' };
const OPS_TOKEN = `bench-ops-token-${process.pid}`;

const children = [];
const tempDirs = [];
let failures = 0;

const line = (label, value, verdict) =>
  console.log(`${label.padEnd(44)} ${value}${verdict === undefined ? '' : `  [${verdict}]`}`);
const within = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the platform exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { headers: SITE_HEADERS, signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The built platform (scripts/start.mjs would rebuild a stale web app; `npm run bench` built it). */
async function startPlatform() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'site-bench-'));
  tempDirs.push(dataDir);
  const server = join(root, 'apps/platform/dist/server.js');
  const entry =
    process.env.BENCH_PLATFORM_ENTRY ??
    (existsSync(server) ? server : join(root, 'scripts/start.mjs'));
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPS_TOKEN,
      DEV_OUTBOX: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/wps/system/status`, 180_000, child);
  return base;
}

async function startBare() {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('bare-server.mjs', import.meta.url))],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function siteGet(base, path) {
  const res = await fetch(new URL(path, base), { headers: SITE_HEADERS });
  const body = await res.json();
  if (!res.ok || !body.success) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body.value;
}

/** The JavaScript /index loads before anything else: module entry scripts and modulepreloads. */
async function initialJs(base) {
  const html = await (await fetch(`${base}/index`)).text();
  const urls = new Set();
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/type=["']?module/i.test(tag)) {
      const src = tag.match(/src=["']?([^"' >]+)/i)?.[1];
      if (src) urls.add(src);
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
  if (kb > BUDGET.initialJsKb) failures += 1;
  line(
    'initial JS of /index, gzip -9',
    `${kb.toFixed(1)} KB (${urls.size} files, ${(raw / 1024).toFixed(1)} KB raw); budget ${BUDGET.initialJsKb} KB`,
    within(kb <= BUDGET.initialJsKb),
  );
}

async function lighthouseScores(base) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
    logLevel: 'silent',
  });
  try {
    // Default config: mobile form factor with simulated slow-4G throttling.
    const result = await lighthouse(`${base}/index`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    for (const id of ['performance', 'accessibility']) {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      if (score < BUDGET.lighthouse) failures += 1;
      line(
        `Lighthouse mobile ${id} of /index`,
        `${score}; budget >= ${BUDGET.lighthouse}`,
        within(score >= BUDGET.lighthouse),
      );
    }
    const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
    line(
      '  Lighthouse metrics',
      `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    );
    const opportunities = Object.values(lhr.audits)
      .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .slice(0, 3)
      .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
    if (opportunities.length) line('  Lighthouse top opportunities', opportunities.join(', '));
    const lcpPhases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
    if (Array.isArray(lcpPhases)) {
      line(
        '  LCP phases',
        lcpPhases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', '),
      );
    }
    const failing = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    if (failing.length) line('  accessibility audits failing', failing.join(', '));
  } finally {
    await chrome.kill();
  }
}

function load(url, headers, requests) {
  return autocannon({
    url,
    headers,
    connections: 20,
    duration: LOAD_SECONDS,
    timeout: 10,
    ...(requests ? { requests } : {}),
  });
}

const show = (label, r, ratioTo, unit = 'req/s') => {
  const rps = r.requests.average;
  const bad = r.non2xx + r.errors + r.timeouts;
  const ratio = ratioTo ? `, ${((rps / ratioTo) * 100).toFixed(1)}% of bare` : '';
  line(
    label,
    `${Math.round(rps)} ${unit}, p99 ${r.latency.p99} ms${ratio}${bad ? `, ${bad} non-2xx/errors` : ''}`,
  );
};

/** The bare Fastify route's figure, measured once per run: the ceiling every API line is set beside. */
let bareFigure;
async function bareRequests() {
  if (!bareFigure) {
    const bare = await load(`${await startBare()}/ping`, {});
    show('API bare Fastify GET /ping', bare);
    bareFigure = bare.requests.average;
  }
  return bareFigure;
}

async function apiLoad(base) {
  const bare = await bareRequests();
  const targets = [
    ['API GET /wps/system/status', '/wps/system/status'],
    [
      'API GET GCSGAME_gameList dragon, 24',
      '/wps/relay/GCSGAME_gameList?gameName=dragon&pageSize=24',
    ],
  ];
  for (const [label, path] of targets) {
    show(label, await load(`${base}${path}`, SITE_HEADERS), bare);
  }
}

/** An E call's body (SPEC §7): AES-256-GCM, its key wrapped with the platform's RSA-OAEP key. */
async function encrypted(base, payload) {
  const { keyId, publicKey } = await siteGet(base, '/wps/session/key/rsa');
  const subtle = globalThis.crypto.subtle;
  const rsaParams = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const rsa = await subtle.importKey('spki', Buffer.from(publicKey, 'base64'), rsaParams, false, [
    'encrypt',
  ]);
  const rawAes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const aes = await subtle.importKey('raw', rawAes, 'AES-GCM', false, ['encrypt']);
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const wrapped = new Uint8Array(await subtle.encrypt(rsaParams, rsa, rawAes));
  return {
    headers: {
      Encryption: 'RSA',
      'X-RSA': Buffer.from(wrapped).toString('base64'),
      'X-Key-Id': keyId,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ value: Buffer.concat([iv, cipher]).toString('base64') }),
  };
}

async function sitePost(base, path, { headers = {}, body }) {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { ...SITE_HEADERS, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const answer = await res.json();
  if (!res.ok || !answer.success)
    throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer.value;
}

/**
 * Members made through the operator API, each funded with 1,000,000.00 and half of it moved to
 * a vendor wallet (so transfers either way never run short), and logged in.
 */
async function transferMembers(base, count) {
  const password = 'bench12345';
  const ops = { Authorization: OPS_TOKEN };
  const members = [];
  let vendor;
  for (let i = 0; i < count; i++) {
    const username = `bench${process.pid % 10000}x${i}`;
    await sitePost(base, '/ops/members', { headers: ops, body: { username, password } });
    await sitePost(base, `/ops/members/${username}/adjustments`, {
      headers: ops,
      body: { amount: 1_000_000, reason: 'Bench funds', idempotencyKey: `bench-fund-${username}` },
    });
    const login = await encrypted(base, { username, password, type: 'username' });
    const { token } = await sitePost(base, '/wps/session/login', login);
    // The merchant's first transfer-wallet vendor.
    vendor ??= await fetch(new URL('/wps/relay/GCS_merchantWallet', base), {
      headers: { ...SITE_HEADERS, Authorization: token },
    }).then(async (res) => (await res.json()).value.wallets[0].wallet);
    await sitePost(base, '/wps/relay/GCS_walletTransfer', {
      headers: { Authorization: token, 'Idempotency-Key': `bench-half-${username}` },
      body: { from: 'MAIN', to: vendor, amount: 500_000 },
    });
    members.push({ username, token, sent: 0 });
  }
  return { members, vendor };
}

/** The members' money after the load: transfers between own wallets change no total. */
async function totalOf(base, members) {
  let total = 0;
  for (const m of members) {
    const res = await fetch(new URL('/wps/v2/wallets/balance', base), {
      headers: { ...SITE_HEADERS, Authorization: m.token },
    });
    total += (await res.json()).value.sumBalance;
  }
  return total;
}

/**
 * Transfers per second through POST /wps/relay/GCS_walletTransfer, each with a fresh
 * Idempotency-Key and alternating MAIN to vendor and back: first each connection with its own
 * member (distinct wallets, no lock shared), then every connection on one member (one hot
 * pair of wallet rows, so the transfers serialise on its row locks).
 */
async function transfersLoad(base) {
  const bare = await bareRequests();
  const { members, vendor: wallet } = await transferMembers(base, TRANSFER_MEMBERS);
  let next = 0;
  let keys = 0;
  const transfer = (pickMember) => [
    {
      method: 'POST',
      path: '/wps/relay/GCS_walletTransfer',
      setupRequest: (request, context) => {
        const m = pickMember(context);
        const out = m.sent++ % 2 === 0;
        return {
          ...request,
          headers: {
            ...request.headers,
            Authorization: m.token,
            'Idempotency-Key': `bench-${process.pid}-${++keys}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            from: out ? 'MAIN' : wallet,
            to: out ? wallet : 'MAIN',
            amount: 1.25,
          }),
        };
      },
    },
  ];
  const before = await totalOf(base, members);
  show(
    `transfers/s between distinct wallets (${members.length})`,
    await load(
      base,
      SITE_HEADERS,
      transfer((context) => (context.member ??= members[next++ % members.length])),
    ),
    bare,
    'transfers/s',
  );
  show(
    'transfers/s on one hot wallet',
    await load(
      base,
      SITE_HEADERS,
      transfer(() => members[0]),
    ),
    bare,
    'transfers/s',
  );
  const after = await totalOf(base, members);
  line(
    '  money of the bench members',
    after === before ? `unchanged (${after.toFixed(2)})` : `CHANGED ${before} -> ${after}`,
    after === before ? 'ok' : 'ERROR',
  );
  if (after !== before) throw new Error("transfers changed the members' total");
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Settling bets on the jobs seat, in its own process (apps/platform/bench/settle-bets.ts on an
 * in-memory PGlite): BENCH_SETTLE_BETS winning bets paid from job runs of 500, each run one
 * transaction with a ledger key per bet.
 */
async function settlement() {
  const bets = Number(process.env.BENCH_SETTLE_BETS ?? 10_000);
  const output = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/platform/bench/settle-bets.ts', '--bets', String(bets)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(child);
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`settle-bets exited with ${code}`)),
    );
  });
  const figures = JSON.parse(output.trim().split('\n').at(-1));
  line(
    `settle ${figures.bets.toLocaleString('en')} bets (${figures.runs} job runs)`,
    `${figures.seconds} s, ${figures.betsPerSecond} bets/s, ${figures.rowsPerSecond} rows/s (${figures.driver})`,
  );
}

async function lobbySearch(base) {
  const all = await siteGet(base, '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=100');
  const size = all.totalCount;
  if (size < BUDGET.catalogue) failures += 1;
  line(
    'lobby catalogue size (totalCount)',
    `${size} games; needs >= ${BUDGET.catalogue}`,
    size >= BUDGET.catalogue ? 'ok' : 'TOO SMALL',
  );

  // Search terms: common slot words and one that matches nothing, then words of real game names.
  const words = new Set([
    'dragon',
    'fortune',
    'gold',
    'king',
    'fish',
    'lucky',
    'wild',
    'zzzz-none',
  ]);
  for (const game of all.games) {
    for (const w of game.gameName.split(/\s+/)) if (w.length >= 3) words.add(w.toLowerCase());
  }
  const terms = [...words].slice(0, SEARCHES);
  while (terms.length < SEARCHES) terms.push(terms[terms.length % Math.max(1, words.size)] ?? 'a');

  const times = [];
  let hits = 0;
  for (const term of terms) {
    const t0 = performance.now();
    const page = await siteGet(
      base,
      `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(term)}&pageNo=1&pageSize=24`,
    );
    times.push(performance.now() - t0);
    if (page.totalCount > 0) hits += 1;
  }
  times.sort((a, b) => a - b);
  line(
    `lobby search, ${terms.length} game-name searches`,
    `median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${hits} with results)`,
  );
}

/**
 * The lobby in Chromium: the DOM size of the biggest grid (the /rng lobby of every slot
 * vendor, the catalogue's largest category) and how long a search's results take to render.
 */
/* global document */
async function lobbyInBrowser(base) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${base}/rng`, { waitUntil: 'networkidle' });
    const grid = page.getByRole('list', { name: /games|permainan/i }).first();
    await grid.waitFor({ timeout: 30_000 });
    const dom = await page.evaluate(() => ({
      page: document.querySelectorAll('*').length,
      grid: Math.max(
        ...[...document.querySelectorAll('main ul')].map((ul) => ul.querySelectorAll('*').length),
      ),
    }));
    line(
      'lobby /rng DOM size',
      `${dom.grid} elements in the biggest grid, ${dom.page} in the page (catalogue paged, not rendered whole)`,
    );

    // Two measures of the web app (features/games/utils/search-timing.ts): 'lobby-search' is
    // the render that shows a search's games (state update to commit); 'lobby-search-answer'
    // runs from the answer's arrival to the same commit.
    const search = page.getByRole('searchbox').first();
    const renders = [];
    const answers = [];
    const lastOf = (name) =>
      page.evaluate((n) => performance.getEntriesByName(n).at(-1)?.duration ?? NaN, name);
    for (const term of ['dragon', 'lucky', 'golden', 'tiger', 'wild', 'fortune', 'zzzz-none']) {
      await page.evaluate(() => performance.clearMeasures());
      await search.fill(term);
      await page.waitForFunction(
        () => performance.getEntriesByName('lobby-search').length > 0,
        null,
        {
          timeout: 10_000,
        },
      );
      renders.push(await lastOf('lobby-search'));
      answers.push(await lastOf('lobby-search-answer'));
    }
    for (const [label, times] of [
      ['lobby search render (update to commit)', renders],
      ['lobby search answer to commit', answers.filter(Number.isFinite)],
    ]) {
      if (times.length === 0) continue;
      times.sort((a, b) => a - b);
      const worst = times.at(-1);
      line(
        `${label}, ${times.length} searches`,
        `median ${percentile(times, 50).toFixed(1)} ms, worst ${worst.toFixed(1)} ms; one frame is 16.7 ms`,
        worst <= 16.7 ? 'within a frame' : 'OVER A FRAME',
      );
    }
  } finally {
    await browser.close();
  }
}

async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

let exitCode = 0;
try {
  const t0 = performance.now();
  const base = await startPlatform();
  line('platform started (fresh DATA_DIR)', `${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const steps = [
    ['initial JS', initialJs, 'no-size'],
    ['Lighthouse', lighthouseScores, 'no-lighthouse'],
    ['API load', apiLoad, 'no-load'],
    ['transfers', transfersLoad, 'no-transfers'],
    ['lobby search', lobbySearch, 'no-search'],
    ['lobby in the browser', lobbyInBrowser, 'no-browser'],
    ['settlement', settlement, 'no-settlement'],
  ];
  for (const [name, fn, skip] of steps) {
    if (args.has(`--${skip}`)) continue;
    try {
      await fn(base);
    } catch (error) {
      exitCode = 1;
      line(
        `${name}: could not measure`,
        error instanceof Error ? error.message : String(error),
        'ERROR',
      );
    }
  }
  if (args.has('--strict') && failures > 0) exitCode = 1;
} catch (error) {
  exitCode = 1;
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopAll();
}
process.exit(exitCode);

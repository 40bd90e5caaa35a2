// The lobby: its catalogue, game-name searches one after another through the API, and the
// biggest grid and a search's render in Chromium.
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './lighthouse.mjs';
import { line } from './report.mjs';
import { siteGet } from './site-api.mjs';

export const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 50);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The catalogue's size and `count` search terms: common slot words, one that matches nothing,
 * then words of real game names.
 */
export async function catalogue(base, count = SEARCHES) {
  const all = await siteGet(base, '/wps/relay/GCSGAME_gameList?pageNo=1&pageSize=100');
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
  const terms = [...words].slice(0, count);
  while (terms.length < count) terms.push(terms[terms.length % Math.max(1, words.size)] ?? 'a');
  return { size: all.totalCount, terms };
}

export const searchPath = (term) =>
  `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(term)}&pageNo=1&pageSize=24`;

/** The terms searched one after another, as the web app calls: median and p95 latency. */
export async function lobbySearch(base, terms) {
  const times = [];
  let hits = 0;
  for (const term of terms) {
    const t0 = performance.now();
    const page = await siteGet(base, searchPath(term));
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
export async function lobbyInBrowser(base) {
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

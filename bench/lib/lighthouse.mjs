// Lighthouse mobile (its defaults: mobile form factor, simulated slow 4G, 4x CPU slowdown) in
// Debian's Chromium, `runs` times per page; the medians are the page's figures.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 3)
    .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items;
  const phases = lcp?.[1]?.items;
  const lcpNode = lcp?.[0]?.items?.[0]?.node;
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    opportunities,
    lcpPhases: Array.isArray(phases)
      ? phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')
      : undefined,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : undefined,
    failing,
  };
}

/**
 * Each of `pages` `runs` times in one Chromium: per page the runs' scores, their medians and
 * the summary of the run whose performance score is the median.
 */
export async function lighthousePages(base, pages, runs) {
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
    const results = [];
    for (const page of pages) {
      const each = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse ${page}: ${lhr.runtimeError.message}`);
        each.push(summary(lhr));
      }
      const performance = median(each.map((r) => r.performance));
      results.push({
        page,
        performance,
        accessibility: median(each.map((r) => r.accessibility)),
        runs: each,
        medianRun: each.find((r) => r.performance === performance),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

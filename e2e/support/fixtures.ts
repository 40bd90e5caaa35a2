import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from './env';
import { Operator } from './ops';

export type SiteProblem = { kind: 'console' | 'pageerror' | 'response'; text: string };

/** Console errors, uncaught page errors and failed same-origin requests (status >= 400). */
export class ProblemLog {
  readonly problems: SiteProblem[] = [];
  private allowed: RegExp[] = [];

  constructor(page: Page) {
    page.on('console', (msg) => {
      if (msg.type() === 'error') this.add('console', `${msg.text()} (${msg.location().url})`);
    });
    page.on('pageerror', (error) => this.add('pageerror', `${error.name}: ${error.message}`));
    page.on('response', (res) => {
      if (res.status() >= 400 && new URL(res.url()).origin === new URL(baseURL).origin) {
        this.add('response', `${res.status()} ${res.request().method()} ${res.url()}`);
      }
    });
  }

  /** Problems matching `pattern` are expected in this test (e.g. 503 while in maintenance). */
  allow(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  unexpected(): string[] {
    return this.problems
      .map((p) => `${p.kind}: ${p.text}`)
      .filter((line) => !this.allowed.some((re) => re.test(line)));
  }

  clear() {
    this.problems.length = 0;
  }

  private add(kind: SiteProblem['kind'], text: string) {
    this.problems.push({ kind, text });
  }
}

/**
 * The site's pages are server-rendered and then hydrated: until `<html data-hydrated>`
 * (apps/web/src/lib/early-clicks.ts) a journey's click could land before React has taken the
 * page over. Documents without the app (a JSON answer, the house game page) do not wait.
 */
export const untilHydrated = (page: Page) =>
  page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      (!document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated')),
  );

/** Every goto, reload, goBack and goForward of the page returns once the page is hydrated. */
export function hydratingLoads(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const settled = async <T>(load: Promise<T>) => {
    const response = await load;
    await untilHydrated(page);
    return response;
  };
  Object.assign(page, {
    goto: (...args: Parameters<Page['goto']>) => settled(goto(...args)),
    reload: (...args: Parameters<Page['reload']>) => settled(reload(...args)),
    goBack: (...args: Parameters<Page['goBack']>) => settled(goBack(...args)),
    goForward: (...args: Parameters<Page['goForward']>) => settled(goForward(...args)),
  });
  return page;
}

/** Every page of the context (the test's, and those it opens) waits for hydration on load. */
export function hydratingContext(context: BrowserContext) {
  for (const page of context.pages()) hydratingLoads(page);
  context.on('page', hydratingLoads);
  return context;
}

type Fixtures = {
  /** The operator; maintenance and region restriction are switched off again after the test. */
  ops: Operator;
  /** What went wrong in the page; every test fails on unexpected problems. */
  problems: ProblemLog;
};

export const test = base.extend<Fixtures>({
  // This worker's platform (env.ts), whatever the config's process computed for its own slot.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  baseURL: async ({}, use) => {
    await use(baseURL);
  },
  // Without JavaScript nothing hydrates: the pages are taken as the server sent them.
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? context : hydratingContext(context));
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  ops: async ({}, use) => {
    const ops = new Operator();
    try {
      await use(ops);
    } finally {
      await ops.restore();
    }
  },
  problems: [
    async ({ page }, use, testInfo) => {
      const log = new ProblemLog(page);
      await use(log);
      const unexpected = log.unexpected();
      if (testInfo.status !== testInfo.expectedStatus && log.problems.length) {
        // A failed test says what the page complained about: often the reason it failed.
        const text = log.problems.map((p) => `${p.kind}: ${p.text}`).join('\n');
        await testInfo.attach('page problems', { body: text, contentType: 'text/plain' });
        console.log(`page problems in "${testInfo.title}":\n${text}`);
      } else if (unexpected.length) {
        expect(unexpected, 'console errors, page errors or failed requests').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };

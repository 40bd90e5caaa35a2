import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { dehydrate, hydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../i18n';
import { RenderNowContext } from '../../../lib/render-now';
import { mockApi } from '../../../testing/mock-api';
import { testQueryClient } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { lotteryQueries } from '../api/lottery-queries';
import { LotteryScreen } from '../components/lottery-screen';
import { mockLottery, NOW, NUMERO } from './lottery-data';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function page(client: QueryClient, renderNow: number, url: string, mode: 'Lott' | 'Elott') {
  return (
    <RenderNowContext.Provider value={renderNow}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <LotteryScreen mode={mode} />
        </MemoryRouter>
      </QueryClientProvider>
    </RenderNowContext.Provider>
  ) as ReactNode;
}

/** The first screen's answers, as a server render has them when it renders. */
async function serverAnswers(gameId: string) {
  mockLottery(mockShell(mockApi()));
  const client = testQueryClient();
  await Promise.all([
    client.prefetchQuery(lotteryQueries.games()),
    client.prefetchQuery(lotteryQueries.near(gameId)),
    client.prefetchQuery(lotteryQueries.draws(gameId, 0, 10)),
    client.prefetchQuery(lotteryQueries.setting(gameId)),
    client.prefetchQuery(lotteryQueries.hotGap(gameId, 100)),
  ]);
  return client;
}

describe('the lottery screen, server-rendered', () => {
  for (const [url, mode, gameId] of [
    ['/lottery?gameCode=SSC1', 'Lott', 'SSC1'],
    ['/elott?gameCode=SSC1', 'Elott', 'SSC1'],
  ] as const) {
    it(`hydrates ${url} seconds later with no mismatch, then counts on the browser's clock`, async () => {
      await i18next.loadNamespaces(['lottery']);
      // Only Date is faked: React's scheduler keeps its real timers.
      vi.useFakeTimers({ toFake: ['Date'], now: NOW });
      const server = await serverAnswers(gameId);
      // The server renders 300 ms after its answers came: 44.7 s left of the 45 s on sale.
      const renderNow = NOW + 300;
      vi.setSystemTime(renderNow);
      const html = renderToString(page(server, renderNow, url, mode));
      expect(html).toContain(NUMERO);
      expect(html).toContain('>00:00:44<');

      // The browser hydrates 5 s later (the page on its way, its script loading).
      vi.setSystemTime(NOW + 5_000);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      const recent = container.querySelector('.lot-recent')!.outerHTML;
      const browser = testQueryClient();
      hydrate(browser, dehydrate(server));
      const recoverable: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error');
      await act(async () => {
        root = hydrateRoot(container, page(browser, renderNow, url, mode), {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // Once hydrated the countdown is the browser's: 40 s left, and the draws are as sent.
      const countdown = container.querySelector('[data-testid="countdown"]')!;
      await vi.waitFor(() => expect(countdown.textContent).toBe('00:00:40'));
      expect(container.querySelector('.lot-recent')!.outerHTML).toBe(recent);
    });
  }
});

import { holdClicks, hydrated, stopHoldingClicks } from './lib/early-clicks';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { warmCache } from './app/warm-cache';
import { initI18n, mirrorLanguageCookie, startI18nWith, storedLanguage } from './i18n';
import { loadModules } from './lib/lazy-module';
import { queryClient } from './lib/query-client';
import { RenderNowContext } from './lib/render-now';
import { session } from './lib/storage';
import { useUiStore } from './stores/ui';
import { readPageState } from './page-state';
import './styles/index.css';

// First of all: a click on the server's HTML from now on is not lost (lib/early-clicks.ts).
holdClicks();

/** The app's login, taking over from the page's stand-in of it (lib/login-shell.ts). */
const openLogin = () => useUiStore.getState().openAuthModal('login');

/** Runs once the first render (or the hydration) is committed. */
function Hydrated() {
  useEffect(() => hydrated(openLogin), []);
  return null;
}

/** The app; `renderNow` is the server render's instant, the clock of the hydrating render. */
const app = (renderNow: number | null) => (
  <StrictMode>
    <RenderNowContext.Provider value={renderNow}>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </RenderNowContext.Provider>
    <Hydrated />
  </StrictMode>
);

/**
 * A server-rendered page shows a visitor in the language it was rendered in: the browser
 * hydrates it at once from the page's state (its answers and strings, given synchronously, so
 * nothing is fetched or suspends), once the lazy modules it rendered have loaded (the page
 * links them as modulepreloads, so they are here or on their way). A member, or a visitor who
 * chose another language, gets the same page rendered afresh, from the same answers. A page
 * the server did not render (no state) renders here as before.
 */
function start() {
  const container = document.getElementById('root')!;
  const state = readPageState();
  const language = storedLanguage();
  mirrorLanguageCookie();
  if (state) hydrate(queryClient, state.queries);
  else warmCache(queryClient, window.location.pathname);
  if (state && language === state.language && !session.get('token')) {
    startI18nWith(state.language, state.strings);
    const modules = loadModules(state.modules);
    // In a transition the hydration runs at a transition's lane, which React time-slices:
    // it yields to the browser every few milliseconds instead of holding the main thread for
    // the whole page (one long task on a phone; a click meanwhile is held by early-clicks).
    const hydrateNow = () =>
      startTransition(() => {
        hydrateRoot(container, app(state.now ?? null), {
          // A mismatch React recovers from is still a defect: say where (production drops it).
          onRecoverableError: (error, info) =>
            console.error(String(error), (info as { componentStack?: string }).componentStack),
        });
      });
    // A module that failed to load still hydrates what it can (React shows that part's error).
    if (modules === null) hydrateNow();
    else void modules.then(hydrateNow, hydrateNow);
    return;
  }
  stopHoldingClicks(openLogin);
  void Promise.all([
    initI18n(language, state?.language === language ? state.strings : undefined),
    loadModules(state?.modules ?? []),
  ]).then(() => createRoot(container).render(app(null)));
}

start();

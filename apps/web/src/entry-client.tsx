import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { warmCache } from './app/warm-cache';
import { initI18n, mirrorLanguageCookie, storedLanguage } from './i18n';
import { loadModules } from './lib/lazy-module';
import { queryClient } from './lib/query-client';
import { session } from './lib/storage';
import { readPageState } from './page-state';
import './styles/index.css';

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

/**
 * A server-rendered page shows a visitor in the language it was rendered in: the browser
 * hydrates it from the page's state (its answers, strings and lazy modules, so nothing is
 * fetched or suspends first). A member, or a visitor who chose another language, gets the same
 * page rendered afresh, from the same answers. A page the server did not render (no state)
 * renders here as before.
 */
async function start() {
  const container = document.getElementById('root')!;
  const state = readPageState();
  const language = storedLanguage();
  mirrorLanguageCookie();
  if (state) hydrate(queryClient, state.queries);
  else warmCache(queryClient, window.location.pathname);
  if (state && language === state.language && !session.get('token')) {
    await Promise.all([initI18n(state.language, state.strings), loadModules(state.modules)]);
    hydrateRoot(container, app);
    return;
  }
  await Promise.all([
    initI18n(language, state?.language === language ? state.strings : undefined),
    loadModules(state?.modules ?? []),
  ]);
  createRoot(container).render(app);
}

void start();

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppRoutes } from '../app/router';

/** A fresh query cache per test, no retries, so failures show at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function renderWithProviders(
  ui: ReactElement,
  { url = '/', client = testQueryClient() } = {},
) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The real route table at a URL; `location()` tells where the app is now. */
export function renderRoute(url: string) {
  const current: { location: Location | null } = { location: null };
  function Spy() {
    current.location = useLocation();
    return null;
  }
  const view = renderWithProviders(
    <>
      <AppRoutes />
      <Spy />
    </>,
    { url },
  );
  return { ...view, location: () => current.location! };
}

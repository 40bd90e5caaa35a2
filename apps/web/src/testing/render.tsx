import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate, type Location, type To } from 'react-router';
import { AppRoutes } from '../app/router';
import { centreIn, type CentrePlace } from '../config/centre-links';
import type { MemberPageKey } from '../config/member-pages';
import { centreAddress, openingState } from '../hooks/use-centre';
import { currentMockApi } from './mock-api';
import { answerBackgroundCalls } from './shell-data';

/** A fresh query cache per test, no retries, so failures show at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** The rendered router's location and navigate, for tests that act as the address bar does. */
const hands: { location: Location | null; navigate: ReturnType<typeof useNavigate> | null } = {
  location: null,
  navigate: null,
};

function remember(location: Location, navigate: ReturnType<typeof useNavigate>) {
  hands.location = location;
  hands.navigate = navigate;
}

function RouterHands() {
  // During render, so a test line right after a click already reads the new address.
  remember(useLocation(), useNavigate());
  return null;
}

export function renderWithProviders(
  ui: ReactElement,
  { url = '/', client = testQueryClient() } = {},
) {
  // Every page checks the status and a member's page reads the contract offers, in the
  // background: answered as a normal site would unless the test answers them (shell-data.ts).
  const api = currentMockApi();
  if (api) answerBackgroundCalls(api);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <RouterHands />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Where the rendered app is now. */
export const currentLocation = (): Location => hands.location!;

/** Goes to an address, or Back (-1) and Forward (1), as the browser would. */
export function goTo(to: To | number) {
  act(() => {
    if (typeof to === 'number') void hands.navigate!(to);
    else void hands.navigate!(to);
  });
}

/** Opens a centre page over the current page, as the app's own buttons do (a new entry). */
export function openCentre(place: CentrePlace) {
  const location = currentLocation();
  act(() => {
    void hands.navigate!(centreAddress(location, place), { state: openingState(location) });
  });
}

/** The centre page the address opens now, or null. */
export const shownCentre = (): CentrePlace | null => centreIn(currentLocation().search);

/** The member-centre page the address opens now, or null. */
export const shownMemberPage = (): MemberPageKey | null => {
  const place = shownCentre();
  return place?.centre === 'member' ? place.page : null;
};

/** Whether the address opens the agent centre now. */
export const agentCentreShown = (): boolean => shownCentre()?.centre === 'agent';

/** The real route table at a URL; `location()` tells where the app is now. */
export function renderRoute(url: string) {
  const view = renderWithProviders(<AppRoutes />, { url });
  return { ...view, location: currentLocation };
}

/** Closes whatever centre is open, as following a link to the page underneath would. */
export function closeCentre() {
  const location = currentLocation();
  act(() => {
    void hands.navigate!(centreAddress(location, null));
  });
}

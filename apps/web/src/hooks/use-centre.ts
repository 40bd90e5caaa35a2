import { useCallback, useEffect, useMemo, useRef } from 'react';
import { matchPath, useLocation, useNavigate, type Location } from 'react-router';
import { centreIn, samePlace, withCentre, type CentrePlace } from '../config/centre-links';
import { useUiStore } from '../stores/ui';
import { useHydrated } from './use-hydrated';

/*
 * The address is the only record of which centre page is open (config/centre-links.ts). Each
 * opening and each change of page is a history entry over the page underneath, so Back closes
 * the centre or returns to the centre page before, Forward opens it again, and a reload keeps
 * it. An entry remembers in its state how many centre entries lie above the page's own
 * (`centreDepth`), so the centre's own close goes back that far instead of piling up entries.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** How many centre entries this one is above the page's own; 0 when not known (a landing). */
export const centreDepthIn = (state: unknown): number =>
  isRecord(state) && typeof state.centreDepth === 'number' ? state.centreDepth : 0;

const withDepth = (state: unknown, depth: number | null) => {
  const { centreDepth: _dropped, ...rest } = isRecord(state) ? state : {};
  return depth === null ? rest : { ...rest, centreDepth: depth };
};

/**
 * The state a new entry opening `place` over `location` carries: one above the page when the
 * centre was closed, one more when it was open on a counted entry.
 */
export function openingState(location: Location) {
  const open = centreIn(location.search) !== null;
  const depth = centreDepthIn(location.state);
  return withDepth(location.state, open ? (depth > 0 ? depth + 1 : 0) : 1);
}

/** The address of `place` over the page of `location`. */
export const centreAddress = (location: Location, place: CentrePlace | null) => ({
  pathname: location.pathname,
  search: withCentre(location.search, place),
  hash: location.hash,
});

/**
 * The centre page the address opens; null while a server render is hydrated (the server
 * renders no modal, so the first browser render must not either).
 */
export function useCentrePlace(): CentrePlace | null {
  const { search } = useLocation();
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? centreIn(search) : null), [hydrated, search]);
}

/** The entry a centre's own close is going back from (Back is on its way). */
let leaving: string | null = null;

/** Opening a centre page (a new entry) and the centres' own close. */
export function useCentreNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useCallback(
    (place: CentrePlace, { replace = false }: { replace?: boolean } = {}) => {
      if (samePlace(centreIn(location.search), place)) return;
      // A replacement (a page the centre will not show) keeps the entry's count.
      void navigate(centreAddress(location, place), {
        replace,
        state: replace ? location.state : openingState(location),
      });
    },
    [location, navigate],
  );
  /** The centre's own close (its button, Esc, the backdrop, a refusal). */
  const close = useCallback(() => {
    if (centreIn(location.search) === null) return;
    const depth = centreDepthIn(location.state);
    if (depth === 0) {
      void navigate(centreAddress(location, null), {
        replace: true,
        state: withDepth(location.state, null),
      });
    } else if (leaving !== location.key) {
      // Once per entry: a second Esc before Back has landed would leave the page too.
      leaving = location.key;
      void navigate(-depth);
    }
  }, [location, navigate]);
  return { open, close };
}

/** Addresses that only redirect (to /index): their entries are replaced, never landed on. */
const REDIRECTS = ['/', '/index.html'];

/**
 * Mounted once, under the router. An address opened from outside (a bookmark, a link in a
 * message, a typed URL) lands on an entry that knows no page under it: it becomes the page's
 * own entry and the centre a new one over it, so Back closes the centre there too. Opening a
 * centre closes the side menu drawer (one modal at a time).
 */
export function useCentreHistory() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = centreIn(location.search) !== null;
  const done = useRef<string | null>(null);
  useEffect(() => {
    leaving = null;
    // Once per entry (strict mode runs effects twice).
    if (done.current === location.key) return;
    done.current = location.key;
    if (!open || centreDepthIn(location.state) > 0) return;
    if (REDIRECTS.some((path) => matchPath(path, location.pathname))) return;
    void navigate(centreAddress(location, null), { replace: true, state: location.state });
    void navigate(centreAddress(location, centreIn(location.search)), {
      state: withDepth(location.state, 1),
    });
  }, [location, open, navigate]);
  useEffect(() => {
    if (open) useUiStore.getState().closeSideMenu();
  }, [open]);
}

import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router';
import type { MemberPageKey } from '../config/member-pages';
import { useUiStore, type UiState } from '../stores/ui';

/*
 * The modals a member works in (the member centre at its page, the agent centre) are places:
 * opening one adds a history entry over its page, with the open modal in the entry's state.
 * Back closes the modal and stays on the page, Forward opens it again, and closing it with its
 * own close button takes its entry back off, so history does not pile up.
 */

/** What a history entry remembers as open over its page. */
export interface ModalPlace {
  memberCentre: MemberPageKey | null;
  agentCentre: boolean;
}

const placeOf = (state: UiState): ModalPlace | null =>
  state.memberCentrePage === null && !state.agentCentreOpen
    ? null
    : { memberCentre: state.memberCentrePage, agentCentre: state.agentCentreOpen };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The modals an entry's state says are open; null for a page's own entry. */
export function placeIn(state: unknown): ModalPlace | null {
  const place = isRecord(state) ? state.modal : null;
  if (!isRecord(place)) return null;
  return {
    memberCentre:
      typeof place.memberCentre === 'string' ? (place.memberCentre as MemberPageKey) : null,
    agentCentre: place.agentCentre === true,
  };
}

const samePlace = (a: ModalPlace | null, b: ModalPlace | null) =>
  a?.memberCentre === b?.memberCentre && (a?.agentCentre ?? false) === (b?.agentCentre ?? false);

/** Whether `to` opens a modal that `from` did not have (a new entry) rather than change one. */
const opensMore = (from: ModalPlace | null, to: ModalPlace) =>
  (to.memberCentre !== null && !from?.memberCentre) || (to.agentCentre && !from?.agentCentre);

const withPlace = (state: unknown, place: ModalPlace | null) => ({
  ...(isRecord(state) ? state : {}),
  modal: place,
});

const addressOf = ({ pathname, search, hash }: Location) => ({ pathname, search, hash });

/** The entry a modal's own close is taking off (Back is on its way). */
let leaving: string | null = null;

/** Set while the store follows history, so that following is not written back as a new entry. */
let following = false;

function follow(place: ModalPlace | null) {
  following = true;
  try {
    useUiStore.setState({
      memberCentrePage: place?.memberCentre ?? null,
      memberCentreTarget: null,
      agentCentreOpen: place?.agentCentre ?? false,
      ...(place ? { sideMenuOpen: false } : {}),
    });
  } finally {
    following = false;
  }
}

/** Keeps the open modals and the history entries in step; mounted once, under the router. */
export function useModalHistory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  // The store to history: opening pushes an entry, a change of page or a close by the app
  // itself (a refusal, a link that leaves) rewrites the entry it is on.
  useEffect(
    () =>
      useUiStore.subscribe((next, previous) => {
        if (following) return;
        const from = placeOf(previous);
        const to = placeOf(next);
        if (samePlace(from, to)) return;
        const entry = here.current;
        if (to && opensMore(from, to)) {
          void navigate(addressOf(entry), { state: withPlace(entry.state, to) });
        } else if (placeIn(entry.state)) {
          void navigate(addressOf(entry), { replace: true, state: withPlace(entry.state, to) });
        }
      }),
    [navigate],
  );

  // History to the store: Back and Forward open what their entry says, and nothing else.
  const seen = useRef<Location | null>(null);
  useEffect(() => {
    // Once per entry (strict mode runs effects twice).
    if (seen.current === location) return;
    const first = seen.current === null;
    seen.current = location;
    leaving = null;
    const place = placeIn(location.state);
    if (first) {
      // A reload keeps the entry's state but not the modal: the entry becomes the page's again.
      if (place) {
        void navigate(addressOf(location), {
          replace: true,
          state: withPlace(location.state, null),
        });
      }
      return;
    }
    if (navigationType !== 'POP') return;
    if (!samePlace(place, placeOf(useUiStore.getState()))) follow(place);
  }, [location, navigationType, navigate]);
}

/**
 * A modal's own close (its button, Esc, the backdrop): on the entry its opening added, that
 * entry is taken back off (Back, which closes it); anywhere else it just closes.
 */
export function useModalClose(close: () => void): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const memberCentre = useUiStore((s) => s.memberCentrePage);
  const agentCentre = useUiStore((s) => s.agentCentreOpen);
  const entry = placeIn(location.state);
  const onItsEntry = entry !== null && samePlace(entry, { memberCentre, agentCentre });
  const key = location.key;
  return useCallback(() => {
    if (!onItsEntry) close();
    // Once per entry: a second Esc before Back has landed would leave the page too.
    else if (leaving !== key) {
      leaving = key;
      void navigate(-1);
    }
  }, [onItsEntry, key, navigate, close]);
}

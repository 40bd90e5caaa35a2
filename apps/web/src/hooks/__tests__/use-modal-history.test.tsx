import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, type Location } from 'react-router';
import { useUiStore } from '../../stores/ui';
import { placeIn, useModalClose, useModalHistory } from '../use-modal-history';

/** The app's root part (useModalHistory) and a modal's own close, with the router's hands. */
function renderWithHistory(
  entries: (string | { pathname: string; state: unknown })[] = ['/rng', '/index'],
) {
  const current: {
    location: Location | null;
    navigate: ReturnType<typeof useNavigate> | null;
    closeMemberCentre: (() => void) | null;
  } = { location: null, navigate: null, closeMemberCentre: null };
  function Harness() {
    useModalHistory();
    current.location = useLocation();
    current.navigate = useNavigate();
    current.closeMemberCentre = useModalClose(useUiStore((s) => s.closeMemberCentre));
    return null;
  }
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Harness />
    </MemoryRouter>,
  );
  return {
    location: () => current.location!,
    back: () => act(() => void current.navigate!(-1)),
    forward: () => act(() => void current.navigate!(1)),
    closeByMember: () => act(() => current.closeMemberCentre!()),
    /** The close as a handler calls it, for calls within one act. */
    closeNow: () => current.closeMemberCentre!(),
  };
}

const ui = () => useUiStore.getState();
const open = (page?: Parameters<ReturnType<typeof ui>['openMemberCentre']>[0]) =>
  act(() => ui().openMemberCentre(page));

afterEach(() => {
  act(() => {
    ui().closeMemberCentre();
    ui().closeAgentCentre();
  });
});

describe('modals in history', () => {
  it('opening a member-centre page adds an entry over the page that remembers it', () => {
    const app = renderWithHistory();
    const pageKey = app.location().key;
    open('depositv2');
    expect(app.location().pathname).toBe('/index');
    expect(app.location().key).not.toBe(pageKey);
    expect(placeIn(app.location().state)).toEqual({
      memberCentre: 'depositv2',
      agentCentre: false,
    });
  });

  it('Back closes the modal and stays on the page; Forward opens it again', () => {
    const app = renderWithHistory();
    open('depositv2');
    app.back();
    expect(ui().memberCentrePage).toBeNull();
    expect(app.location().pathname).toBe('/index');
    app.forward();
    expect(ui().memberCentrePage).toBe('depositv2');
    expect(app.location().pathname).toBe('/index');
  });

  it('a change of page inside the centre rewrites its entry: one Back still closes it', () => {
    const app = renderWithHistory();
    open('depositv2');
    open('withdraw');
    expect(placeIn(app.location().state)?.memberCentre).toBe('withdraw');
    app.back();
    expect(ui().memberCentrePage).toBeNull();
    expect(app.location().pathname).toBe('/index');
  });

  it('the agent centre over the member centre is one more entry: Back leaves the member centre', () => {
    const app = renderWithHistory();
    open('securityCenter');
    act(() => ui().openAgentCentre());
    expect(placeIn(app.location().state)).toEqual({
      memberCentre: 'securityCenter',
      agentCentre: true,
    });
    app.back();
    expect(ui().agentCentreOpen).toBe(false);
    expect(ui().memberCentrePage).toBe('securityCenter');
  });

  it('closing a modal with its own close takes its entry off: history does not pile up', () => {
    const app = renderWithHistory();
    for (let round = 0; round < 3; round += 1) {
      open('depositv2');
      app.closeByMember();
      expect(ui().memberCentrePage).toBeNull();
      expect(app.location().pathname).toBe('/index');
    }
    // The entry before the page is still one Back away.
    app.back();
    expect(app.location().pathname).toBe('/rng');
  });

  it('a second close before Back has landed does not leave the page', () => {
    const app = renderWithHistory();
    open('depositv2');
    act(() => {
      app.closeNow();
      app.closeNow();
    });
    expect(ui().memberCentrePage).toBeNull();
    expect(app.location().pathname).toBe('/index');
    // Forward to the same entry: its own close works again.
    app.forward();
    expect(ui().memberCentrePage).toBe('depositv2');
    app.closeByMember();
    expect(ui().memberCentrePage).toBeNull();
    expect(placeIn(app.location().state)).toBeNull();
  });

  it('a close by the app itself rewrites the entry rather than going back', () => {
    const app = renderWithHistory();
    open('depositv2');
    const entry = app.location().key;
    act(() => ui().closeMemberCentre());
    expect(app.location().key).not.toBe(entry);
    expect(app.location().pathname).toBe('/index');
    expect(placeIn(app.location().state)).toBeNull();
  });

  it('an entry that says a modal is open, on arrival (a reload), becomes the page’s again', () => {
    const app = renderWithHistory([
      '/rng',
      { pathname: '/index', state: { modal: { memberCentre: 'depositv2', agentCentre: false } } },
    ]);
    expect(ui().memberCentrePage).toBeNull();
    expect(app.location().pathname).toBe('/index');
    expect(placeIn(app.location().state)).toBeNull();
  });
});

import { Suspense } from 'react';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, type Location } from 'react-router';
import {
  Header,
  playCalls,
  walletCalls,
  type CallBody,
  type CallResult,
  type Game,
} from '@site/contract';
import type { LaunchableGame } from '../../../hooks/use-launch-game';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import type { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { game } from '../../../testing/shell-data';
import GameLauncher from '../components/launcher/game-launcher';

type Api = ReturnType<typeof mockApi>;
export type LaunchBody = CallBody<typeof playCalls.launchGame>;
export type LaunchResult = CallResult<typeof playCalls.launchGame>;

/** The house slot: a seamless vendor's game (no transfer wallet). */
export const houseSlot: Game = {
  ...game('NSO', 'RNG', 1),
  gameId: 'NSO-0001',
  gameName: 'Garuda Gold Reels',
  nodeId: 'NSO',
  nodeName: 'Nusa Originals',
};

/** A PG Soft slot: a transfer vendor's game (PG has a wallet in wallet-data's merchantWallet). */
export const pgSlot: Game = {
  ...game('PG', 'RNG', 7),
  gameName: 'Mahjong Ways',
  nodeId: 'PG',
  nodeName: 'PG Soft',
  minBet: 50,
};

export const GAME_URL = '/house/play/?t=token-1&lang=ID';

/**
 * The launch call: answers `answer` (a value or a Response) and keeps every body it received
 * and whether a request was aborted.
 */
export function mockLaunch(
  api: Api,
  answer: () => LaunchResult | Response | Promise<LaunchResult> | Promise<Response> = () => ({
    game_url: GAME_URL,
    game_url2: null,
  }),
) {
  const bodies: LaunchBody[] = [];
  api.on(playCalls.launchGame, (_, init) => {
    bodies.push(JSON.parse(String(init?.body)) as LaunchBody);
    return answer();
  });
  return bodies;
}

/** The balance the launcher reads the currency symbol from (mockWallets answers it too). */
export const mockBalance = (api: Api) =>
  api.on(walletCalls.balance, () => ({
    sumBalance: 500,
    currencyCode: 'PHP',
    currencySymbol: 'P',
  }));

/**
 * A logged-in member on `url` with the launcher opened for `target`, as useLaunchGame opens it
 * after its checks. `location()` says where the app is now.
 */
export function openLauncher(target: LaunchableGame, { url = '/rng?page=PG' } = {}) {
  sessionStorage.setItem('token', 'token-1');
  useSessionStore.setState({ token: 'token-1' });
  const current: { location: Location | null } = { location: null };
  function Spy() {
    current.location = useLocation();
    return null;
  }
  renderWithProviders(
    <Suspense fallback={<p>suspended</p>}>
      <GameLauncher />
      <Spy />
    </Suspense>,
    { url },
  );
  act(() => useUiStore.getState().openGameLauncher(target));
  return { user: userEvent.setup({ delay: null }), location: () => current.location! };
}

/** The Idempotency-Key a request carried. */
export const keyOf = (init: RequestInit | undefined) =>
  new Headers(init?.headers).get(Header.idempotencyKey);

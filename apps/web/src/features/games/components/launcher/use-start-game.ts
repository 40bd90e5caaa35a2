import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { LaunchResult } from '@site/contract';
import type { LaunchableGame } from '../../../../hooks/use-launch-game';
import { session } from '../../../../lib/storage';
import { useUiStore } from '../../../../stores/ui';
import { gamePageHref, type GamePageState } from '../game-page/game-page-state';
import { launchGame } from './launch-calls';

/**
 * A launch token lives two minutes (single use): a launch held longer than this while the
 * member decides on the transfer is asked for again before /game opens, so the page never
 * gets a token that expires on its way there.
 */
export const LAUNCH_FRESH_MS = 90_000;

/** What the answer of a launch is for: held until the member is ready, or /game at once. */
type Then = 'hold' | 'open';

interface LaunchRequest {
  game: LaunchableGame;
  confirmTrans: 0 | 1;
  signal: AbortSignal;
}

/**
 * The launch call and the way to /game. The launch comes first, before any money moves: it is
 * where the platform refuses a game that cannot start (maintenance, not playable, a sportsbook
 * not connected). Its answer is held while the member looks at the transfer offer; `play`
 * opens the game with it, or with a new launch when the held one is about to expire.
 */
export function useStartGame() {
  const navigate = useNavigate();
  const location = useLocation();
  const closeLauncher = useUiStore((s) => s.closeGameLauncher);
  const controller = useRef<AbortController | null>(null);
  const held = useRef<{ result: LaunchResult; at: number } | null>(null);
  const opened = useRef(false);
  const last = useRef<{ game: LaunchableGame; confirmTrans: 0 | 1; then: Then } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ game, confirmTrans, signal }: LaunchRequest) =>
      launchGame(game, confirmTrans, signal),
  });
  const from = `${location.pathname}${location.search}${location.hash}`;

  /** /game with the game's address in session storage (docs/product.md §3 iframeUrl), once. */
  const open = (game: LaunchableGame, result: LaunchResult) => {
    if (opened.current) return;
    opened.current = true;
    session.set('iframeUrl', result.game_url);
    closeLauncher();
    const state: GamePageState = { from, fallbackUrl: result.game_url2 };
    void navigate(gamePageHref(game), { state });
  };

  const launch = (game: LaunchableGame, confirmTrans: 0 | 1, then: Then) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    last.current = { game, confirmTrans, then };
    held.current = null;
    mutation.mutate(
      { game, confirmTrans, signal: current.signal },
      {
        onSuccess: (result) => {
          if (current.signal.aborted) return;
          if (then === 'open') open(game, result);
          else held.current = { result, at: Date.now() };
        },
      },
    );
  };

  return {
    mutation,
    /** Launches the game and holds the answer (mutation.isSuccess) until `play`. */
    launch: (game: LaunchableGame) => launch(game, 0, 'hold'),
    /**
     * Opens /game with the held launch while it is fresh, else launches again (confirmTrans 1
     * when the member moved money in) and opens that.
     */
    play: (game: LaunchableGame, confirmTrans: 0 | 1) => {
      if (opened.current || mutation.isPending) return;
      const fresh = held.current;
      if (fresh && Date.now() - fresh.at < LAUNCH_FRESH_MS) open(game, fresh.result);
      else launch(game, confirmTrans, 'open');
    },
    // A retry asks again as the failed try did: after a transfer, still confirmTrans 1.
    retry: () => {
      if (last.current) launch(last.current.game, last.current.confirmTrans, last.current.then);
    },
    cancel: () => controller.current?.abort(),
  };
}
export type StartGame = ReturnType<typeof useStartGame>;

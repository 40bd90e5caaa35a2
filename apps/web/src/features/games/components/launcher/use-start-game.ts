import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { LaunchableGame } from '../../../../hooks/use-launch-game';
import { session } from '../../../../lib/storage';
import { useUiStore } from '../../../../stores/ui';
import { gamePageHref, type GamePageState } from '../game-page/game-page-state';
import { launchGame } from './launch-calls';

/**
 * The launch call, and on success the /game page with the game's address in session storage
 * (SPEC §3 iframeUrl) and where the member launched it from, for "Back to lobby".
 */
export function useStartGame() {
  const navigate = useNavigate();
  const location = useLocation();
  const closeLauncher = useUiStore((s) => s.closeGameLauncher);
  const controller = useRef<AbortController | null>(null);
  const last = useRef<{ game: LaunchableGame; confirmTrans: 0 | 1 } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ game, confirmTrans, signal }: LaunchRequest) =>
      launchGame(game, confirmTrans, signal),
  });
  const from = `${location.pathname}${location.search}${location.hash}`;
  const run = (game: LaunchableGame, confirmTrans: 0 | 1) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    last.current = { game, confirmTrans };
    mutation.mutate(
      { game, confirmTrans, signal: current.signal },
      {
        onSuccess: (result) => {
          if (current.signal.aborted) return;
          session.set('iframeUrl', result.game_url);
          closeLauncher();
          const state: GamePageState = { from, fallbackUrl: result.game_url2 };
          void navigate(gamePageHref(game), { state });
        },
      },
    );
  };
  return {
    mutation,
    run,
    // A retry asks again as the failed try did: after a transfer, still confirmTrans 1.
    retry: () => {
      if (last.current) run(last.current.game, last.current.confirmTrans);
    },
    cancel: () => controller.current?.abort(),
  };
}

interface LaunchRequest {
  game: LaunchableGame;
  confirmTrans: 0 | 1;
  signal: AbortSignal;
}
export type StartGame = ReturnType<typeof useStartGame>;

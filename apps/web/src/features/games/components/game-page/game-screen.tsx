import { useEffect, useRef, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { gameQueries } from '../../../../api/games';
import { walletQueries } from '../../../../api/member';
import { paths } from '../../../../config/paths';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useLaunchGame } from '../../../../hooks/use-launch-game';
import { PlayMoneyBadge } from '../../../../components/play-money';
import { formatAmount } from '../../../../lib/format';
import { session } from '../../../../lib/storage';
import { useUiStore } from '../../../../stores/ui';
import { GameFrame } from './game-frame';
import {
  categoryOfVendor,
  lobbyOfVendor,
  readGamePageState,
  type GamePageState,
} from './game-page-state';
import { useFullscreen } from './use-fullscreen';
import { useGameSessionRefresh } from './use-game-session-refresh';
import './game-page.css';

/** The game's address as an absolute http(s) URL, or null (nothing else goes into the iframe). */
function gameAddress(stored: string | null): URL | null {
  if (!stored) return null;
  try {
    const url = new URL(stored, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The address stays in session storage while the page is open (a reload plays on) and goes
 * when the member leaves: launch tokens are single use, so a later visit has nothing to show.
 */
function useGameAddress(): URL | null {
  const [stored] = useState(() => session.get('iframeUrl'));
  useEffect(() => {
    if (!stored) return;
    // Put back what a StrictMode re-mount's cleanup removed.
    session.set('iframeUrl', stored);
    return () => session.remove('iframeUrl');
  }, [stored]);
  return gameAddress(stored);
}

/**
 * "Back to lobby": the page the game was launched from, or (on a reload in a new tab, with no
 * history state) the lobby of the game's vendor.
 */
function useLobbyHref(state: GamePageState | null, vendor: string): string {
  const vendors = useQuery({ ...gameQueries.vendors(), enabled: !state && vendor !== '' });
  if (state) return state.from;
  return vendors.data ? lobbyOfVendor(vendors.data.categories, vendor) : paths.home;
}

/**
 * A /game link opened with no launch behind it (a bookmark, a shared link, a launch token
 * already spent) starts that game again from its lobby: the launcher there asks for the login
 * a visitor needs, the wallet and the rest, as a click on its card would. Answers whether it
 * is doing so, so the page shows progress rather than "no game open".
 */
function useRelaunch(active: boolean, game: { id: string; vendor: string; name: string }): boolean {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const wanted = active && game.id !== '' && game.vendor !== '';
  const vendors = useQuery({ ...gameQueries.vendors(), enabled: wanted });
  const started = useRef(false);
  useEffect(() => {
    if (!wanted || started.current || !vendors.data) return;
    const category = categoryOfVendor(vendors.data.categories, game.vendor);
    if (!category) return;
    started.current = true;
    void navigate(lobbyOfVendor(vendors.data.categories, game.vendor), { replace: true });
    launch({ gameId: game.id, gameName: game.name, vassalage: game.vendor, gameType: category });
  }, [wanted, vendors.data, game.id, game.name, game.vendor, navigate, launch]);
  if (!wanted || vendors.isError) return false;
  return vendors.isPending || categoryOfVendor(vendors.data.categories, game.vendor) !== null;
}

/**
 * The game a /game link names. A link made by the site names its vendor and name; one typed or
 * shared with only the game's id has them looked up (without a game open, where they matter).
 */
function useLinkedGame(active: boolean, params: URLSearchParams, untitled: string) {
  const id = params.get('id')?.trim() ?? '';
  const vendor = params.get('vendor')?.trim() ?? '';
  const name = params.get('name')?.trim() ?? '';
  const lookup = useQuery({
    ...gameQueries.list({ gameId: id, pageSize: 1 }),
    enabled: active && id !== '' && (vendor === '' || name === ''),
  });
  const found = lookup.data?.games[0];
  return {
    id,
    vendor: vendor || found?.vassalage || '',
    name: name || found?.gameName || untitled,
    lookingUp: lookup.isLoading,
  };
}

/**
 * Focus follows full screen: into the stage on entering (its exit button, the first thing in
 * it; what had focus is hidden outside the stage), back to the toggle on leaving (the exit
 * button is gone), whether the member, Esc or the browser ended it.
 */
function useFocusOnFullscreenChange(
  active: boolean,
  inside: RefObject<HTMLElement | null>,
  outside: RefObject<HTMLElement | null>,
) {
  const was = useRef(active);
  useEffect(() => {
    if (was.current === active) return;
    was.current = active;
    (active ? inside : outside).current?.focus({ preventScroll: true });
  }, [active, inside, outside]);
}

/** The /game page (reduced layout): the launched game in an iframe, docs/product.md §3 iframeUrl. */
export function GameScreen() {
  const { t } = useTranslation('play');
  const [params] = useSearchParams();
  const location = useLocation();
  const state = readGamePageState(location.state);
  const address = useGameAddress();
  const game = useLinkedGame(!address, params, t('game.untitled'));
  const { id: gameId, vendor, name } = game;
  const lobby = useLobbyHref(state, vendor);
  const relaunching = useRelaunch(!address, game) || game.lookingUp;
  const stage = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const fullscreen = useFullscreen(stage);
  const fullscreenToggle = useRef<HTMLButtonElement>(null);
  const exitFullscreen = useRef<HTMLButtonElement>(null);
  useGameSessionRefresh(address?.origin ?? null);
  useFocusOnFullscreenChange(fullscreen.active, exitFullscreen, fullscreenToggle);

  // The launcher that led here is gone with its button: the member starts at the game's name.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  if (!address && relaunching) {
    return (
      <section className="notice-state game-missing" aria-busy="true">
        <h1 ref={heading} tabIndex={-1}>
          {name}
        </h1>
        <p role="status">{t('game.reopening')}</p>
      </section>
    );
  }

  if (!address) {
    return (
      <section className="notice-state game-missing">
        <h1 ref={heading} tabIndex={-1}>
          {t('game.missing_title')}
        </h1>
        <p>{t('game.missing_body')}</p>
        <Link className="button" to={lobby}>
          {t('game.to_lobby')}
        </Link>
      </section>
    );
  }

  return (
    <section className="game-page">
      <div className="game-page__bar">
        <div className="game-page__name">
          {gameId ? <GameArt gameId={gameId} /> : null}
          <h1 ref={heading} tabIndex={-1} className="game-page__title">
            {name}
          </h1>
        </div>
        <GameBalance />
        <div className="game-page__controls">
          <Link className="button button--ghost" to={lobby}>
            {t('game.back')}
          </Link>
          <button
            ref={fullscreenToggle}
            type="button"
            className="button button--ghost"
            aria-pressed={fullscreen.active}
            onClick={() => void fullscreen.toggle()}
          >
            {t('game.fullscreen')}
          </button>
        </div>
      </div>
      {fullscreen.unsupported ? (
        <p className="game-page__note" role="status">
          {t('game.fullscreen_unsupported')}
        </p>
      ) : null}
      <div ref={stage} className="game-page__stage">
        {fullscreen.active ? (
          // Touch screens have no Esc: full screen needs its own way out.
          <button
            ref={exitFullscreen}
            type="button"
            className="button button--ghost game-page__exit"
            onClick={() => void fullscreen.toggle()}
          >
            {t('game.exit_fullscreen')}
          </button>
        ) : null}
        <GameFrame
          title={name}
          url={address.href}
          fallbackUrl={state?.fallbackUrl ? (gameAddress(state.fallbackUrl)?.href ?? null) : null}
        />
      </div>
    </section>
  );
}

/**
 * The game's picture, the art its lobby card shows; decorative (alt="") because the game's
 * name is beside it.
 */
function GameArt({ gameId }: { gameId: string }) {
  return (
    <img
      className="game-page__art"
      src={`/media/game/${encodeURIComponent(gameId)}.svg`}
      alt=""
      width={40}
      height={40}
      decoding="async"
    />
  );
}

/**
 * The member's total balance (docs/product.md §4 balance text), which the house game's rounds keep
 * current. Named the total of all wallets: the game inside shows only the wallet it bets from
 * as its "Balance", and two bare balances that differ read as a contradiction.
 */
function GameBalance() {
  const { t } = useTranslation('play');
  const hidden = useUiStore((s) => s.balanceHidden);
  const balance = useQuery(walletQueries.balance());
  const symbol = useCurrencySymbol();
  const amount = balance.data
    ? hidden
      ? '***'
      : formatAmount(balance.data.sumBalance, symbol)
    : '…';
  return (
    <p className="game-page__balance">
      <span>{t('game.balance')}</span> <strong>{amount}</strong>
      <PlayMoneyBadge playMoney={balance.data?.playMoney} />
    </p>
  );
}

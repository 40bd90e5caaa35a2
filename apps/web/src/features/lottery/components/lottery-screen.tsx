import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link, useSearchParams } from 'react-router';
import {
  BET_UNITS,
  zodiacYearAt,
  type LotteryFamily,
  type LotteryGame,
  type LottPlay,
  type PlacedOrder,
  type PlayMode,
} from '@site/contract';
import { walletKeys } from '../../../api/keys';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import { PageLoading } from '../../../components/ui/page-loading';
import { Tabs } from '../../../components/ui/tabs';
import { paths } from '../../../config/paths';
import { useClock } from '../../../hooks/use-clock';
import { useCurrencySymbol } from '../../../hooks/use-currency-symbol';
import { useSession } from '../../../hooks/use-session';
import { PlayMoneyBadge } from '../../../components/play-money';
import { formatAmount } from '../../../lib/format';
import { useUiStore } from '../../../stores/ui';
import { lotteryKeys } from '../api/keys';
import { lotteryQueries, type TimedNear } from '../api/lottery-queries';
import { useSpendingWallet } from '../hooks/use-spending-wallet';
import { DEFAULT_CHASE_ISSUES } from '../utils/chase-plan';
import { toMinor, type Pricing, type SlipLine } from '../utils/line-math';
import { playFromType } from '../utils/plays';
import { BetBuilder } from './bet-builder';
import { BetSlip } from './bet-slip';
import { SlipBar } from './slip-bar';
import type { ChaseState } from './chase-panel';
import { ClosingSoon } from './closing-soon';
import { FamilyIcon } from '../../../components/lottery/family-icon';
import { IssueHeader, issueDeadlines } from './issue-header';
import { MyBets, shortOrderNumber } from './my-bets';
import { PlayPicker } from './play-picker';
import { RecentDraws } from './recent-draws';
import { ResultsPanel } from './results-panel';
import '../lottery.css';

type View = 'bet' | 'results' | 'mine';

/** How long after a draw its orders are surely settled (the settle job looks every second). */
const SETTLE_WAIT_MS = 3_000;

/**
 * /lottery (Tradition, prizeMode Lott) and /elott (Entertainment, the two-sided plays): family
 * tabs, the game picker, the issue on sale with its countdown and the last results, then the
 * board and slip, results and trends, and the member's bets. ?gameCode=&playType= open a game
 * and play directly (game cards, popular lotteries).
 */
export function LotteryScreen({ mode }: { mode: PlayMode }) {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const games = useQuery(lotteryQueries.games());
  const groups = useMemo(
    () => (games.data?.groups ?? []).filter((g) => g.games.length > 0),
    [games.data],
  );
  const wanted = params.get('gameCode')?.toUpperCase() ?? null;
  const all = groups.flatMap((g) => g.games);
  const game = all.find((g) => g.gameCode.toUpperCase() === wanted) ?? all[0];

  if (games.isPending) return <PageLoading />;
  if (games.isError) return <LoadError error={games.error} onRetry={() => void games.refetch()} />;
  if (!game) return <EmptyState>{t('noGames')}</EmptyState>;

  const choose = (next: LotteryGame) => setParams({ gameCode: next.gameCode }, { replace: true });
  return (
    <div className="lot-page">
      <TopBar mode={mode} gameCode={game.gameCode} />
      <nav className="lot-families" aria-label={t('families')}>
        <ul>
          {groups.map((group) => (
            <li key={group.code}>
              <button
                type="button"
                aria-pressed={group.code === game.family}
                className="lot-families__tab"
                onClick={() => {
                  if (group.code !== game.family) choose(group.games[0]!);
                }}
              >
                <FamilyIcon family={group.code} />
                <span>{group.labelName}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="lot-games" role="group" aria-label={t('gamePicker')}>
        {groups
          .find((g) => g.code === game.family)
          ?.games.map((g) => (
            <button
              key={g.gameCode}
              type="button"
              aria-pressed={g.gameCode === game.gameCode}
              className="lot-games__game"
              onClick={() => choose(g)}
            >
              <span className="lot-games__name">{g.gameName}</span>
              <span className="lot-games__every">{intervalText(t, g.intervalSeconds)}</span>
            </button>
          ))}
      </div>
      <ClosingSoon current={game.gameCode} onChoose={choose} />
      <GameBoard
        key={`${game.gameCode}-${mode}`}
        game={game}
        mode={mode}
        playType={params.get('playType')}
      />
    </div>
  );
}

function intervalText(t: ReturnType<typeof useTranslation<'lottery'>>['t'], seconds: number) {
  if (seconds >= 86_400) return t('every.daily');
  return t('every.minutes', { count: Math.round(seconds / 60) });
}

/**
 * Mode switch (Tradition / Entertainment) and the balance of the wallet bets are paid from
 * (MAIN, named so; a free-play guest's play money), or a way to log in.
 */
function TopBar({ mode, gameCode }: { mode: PlayMode; gameCode: string }) {
  const { t } = useTranslation('lottery');
  const session = useSession();
  const symbol = useCurrencySymbol();
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const wallet = useSpendingWallet(session.token !== null);
  const query = `?gameCode=${encodeURIComponent(gameCode)}`;
  return (
    <div className="lot-topbar">
      <h1 className="lot-topbar__title">{mode === 'Lott' ? t('title.lott') : t('title.elott')}</h1>
      <nav className="lot-modes" aria-label={t('modes')}>
        <Link
          to={`${paths.lottery}${query}`}
          className="lot-modes__mode"
          aria-current={mode === 'Lott' ? 'page' : undefined}
        >
          {t('mode.Lott')}
        </Link>
        <Link
          to={`${paths.elott}${query}`}
          className="lot-modes__mode"
          aria-current={mode === 'Elott' ? 'page' : undefined}
        >
          {t('mode.Elott')}
        </Link>
      </nav>
      <div className="lot-topbar__wallet">
        {session.token ? (
          <p className="lot-balance" aria-live="polite">
            <span className="lot-balance__label">
              {wallet?.playMoney ? t('balance') : t('mainWallet')}
            </span>{' '}
            <strong data-testid="lottery-balance">
              {wallet ? formatAmount(wallet.balance, symbol) : '…'}
            </strong>
            <PlayMoneyBadge playMoney={wallet?.playMoney} />
          </p>
        ) : (
          <button
            type="button"
            className="button button--accent"
            onClick={() => openAuthModal('login')}
          >
            {t('login')}
          </button>
        )}
      </div>
    </div>
  );
}

/** One game: header, recent draws and the three views. Remounted per game, so the slip is per game. */
function GameBoard({
  game,
  mode,
  playType,
}: {
  game: LotteryGame;
  mode: PlayMode;
  playType: string | null;
}) {
  const { t } = useTranslation('lottery');
  const client = useQueryClient();
  const session = useSession();
  const family: LotteryFamily = game.family;
  const gameId = game.gameCode;
  const [view, setView] = useState<View>('bet');
  const [play, setPlay] = useState<LottPlay>(() => playFromType(family, mode, playType));
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const placedRef = useRef<HTMLParagraphElement>(null);
  const slipRef = useRef<HTMLElement>(null);
  const placeRef = useRef<HTMLButtonElement>(null);
  // After the dialog closes (and its opener, the emptied slip's button, is off), the news of
  // the placement takes focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (placed) placedRef.current?.focus();
  }, [placed]);
  const setting = useQuery(lotteryQueries.setting(gameId));
  const stats = useQuery(lotteryQueries.hotGap(gameId, 100));
  const near = useQuery({
    ...lotteryQueries.near(gameId),
    // While the last issue is being drawn, look every 2 s for its result.
    refetchInterval: (query) => {
      const previous = query.state.data?.previousNumero;
      return previous && previous.balls === null && previous.state !== 'VOID' ? 2_000 : 60_000;
    },
  });
  // Near issues the server fetched for its render count on the server's clock: once hydrated,
  // ask again, so the countdown runs from an answer timed on this browser's clock.
  const serverTimed = near.data?.timedOnServer === true;
  useEffect(() => {
    if (serverTimed) void client.refetchQueries({ queryKey: lotteryKeys.near(gameId) });
  }, [serverTimed, client, gameId]);
  // Whose zodiac year prices Mark Six: the render's instant, as the server saw it.
  const today = useClock(null);
  const maxMultiple = setting.data?.maxMultiple ?? 999;
  const [chase, setChase] = useState<ChaseState>(() => ({
    on: false,
    count: DEFAULT_CHASE_ISSUES,
    settings: { kind: 'same', startMultiple: 1, every: 2, factor: 2, maxMultiple },
    multiples: Array.from({ length: DEFAULT_CHASE_ISSUES }, () => 1),
    winStop: true,
  }));

  // A result that lands refreshes the history, the trends and the member's orders.
  const drawnNumero = near.data?.previousNumero?.balls ? near.data.previousNumero.numero : null;
  const firstDrawn = useRef(drawnNumero);
  useEffect(() => {
    if (drawnNumero === null || drawnNumero === firstDrawn.current) return;
    firstDrawn.current = drawnNumero;
    void client.invalidateQueries({ queryKey: lotteryKeys.draws(gameId) });
    void client.invalidateQueries({ queryKey: lotteryKeys.hotGaps(gameId) });
    // Settlement follows the draw within seconds: then the wins reach the balance and orders.
    const settled = setTimeout(
      () => void client.invalidateQueries({ queryKey: walletKeys.all }),
      SETTLE_WAIT_MS,
    );
    return () => clearTimeout(settled);
  }, [client, drawnNumero, gameId]);

  const onClosed = () => {
    // The close has come: the next issue goes on sale now and the closed one draws soon.
    setTimeout(() => {
      void client.invalidateQueries({ queryKey: lotteryKeys.near(gameId) });
      void client.invalidateQueries({ queryKey: lotteryKeys.draws(gameId) });
      void client.invalidateQueries({ queryKey: lotteryKeys.chaseNumerosAll(gameId) });
    }, 1_000);
  };

  const pricing: Pricing | null = setting.data
    ? {
        priceMinor: toMinor(setting.data.betPrice),
        returnBp: setting.data.returnBp,
        zodiacYear: zodiacYearAt(new Date(today)),
      }
    : null;
  const current = near.data?.currentNumero ?? null;
  const onSale = useOnSale(near.data);
  const wallet = useSpendingWallet(session.token !== null);
  const showSlip = () => {
    slipRef.current?.scrollIntoView({ block: 'start' });
    slipRef.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <div className="lot-top">
        <IssueHeader game={game} family={family} near={near.data} onClosed={onClosed} />
        <RecentDraws gameId={gameId} family={family} />
      </div>
      {near.isError ? <LoadError error={near.error} onRetry={() => void near.refetch()} /> : null}
      <Tabs
        label={t('views')}
        items={[
          { key: 'bet', label: t('view.bet') },
          { key: 'results', label: t('view.results') },
          { key: 'mine', label: t('view.mine') },
        ]}
        value={view}
        onChange={setView}
        panelClassName="lot-view"
      >
        {view === 'bet' ? (
          <>
            <div className="lot-bet">
              <div className="lot-bet__main">
                <PlayPicker family={family} mode={mode} play={play} onChange={setPlay} />
                {setting.isError ? (
                  <LoadError error={setting.error} onRetry={() => void setting.refetch()} />
                ) : pricing && setting.data ? (
                  <BetBuilder
                    key={play.playId}
                    family={family}
                    play={play}
                    pricing={pricing}
                    units={setting.data.units.length > 0 ? setting.data.units : BET_UNITS}
                    maxMultiple={setting.data.maxMultiple}
                    minLineAmount={setting.data.minLineAmount}
                    maxLineAmount={setting.data.maxLineAmount}
                    stats={stats.data}
                    onAdd={(added) => {
                      setPlaced(null);
                      setLines((now) => [...now, ...added]);
                    }}
                  />
                ) : (
                  <PageLoading />
                )}
              </div>
              <aside
                className="lot-bet__side"
                aria-label={t('slip.title')}
                ref={slipRef}
                tabIndex={-1}
              >
                {placed ? (
                  <p className="lot-placed" role="status" tabIndex={-1} ref={placedRef}>
                    {t(placed.orders > 1 ? 'placedChase' : 'placed', {
                      order: shortOrderNumber(placed.orderNumber),
                      numero: placed.numero,
                      issues: placed.orders,
                    })}
                  </p>
                ) : null}
                <BetSlip
                  gameId={gameId}
                  gameName={game.gameName}
                  numero={onSale}
                  wallet={wallet}
                  lines={lines}
                  onRemove={(id) => setLines((now) => now.filter((line) => line.id !== id))}
                  onClear={() => setLines([])}
                  chase={chase}
                  onChaseChange={setChase}
                  chaseOffered={setting.data?.chase ?? false}
                  placeRef={placeRef}
                  onPlaced={(result) => {
                    setPlaced(result);
                    setLines([]);
                    setChase((now) => ({ ...now, on: false }));
                  }}
                />
              </aside>
            </div>
            <SlipBar
              near={near.data}
              lines={lines}
              onPlace={() => {
                // A slip that cannot be placed yet says why where it stands.
                if (placeRef.current?.disabled) showSlip();
                else placeRef.current?.click();
              }}
              onShowSlip={showSlip}
            />
          </>
        ) : null}
        {view === 'results' ? (
          <ResultsPanel gameId={gameId} family={family} anchors={near.data?.chainAnchors ?? []} />
        ) : null}
        {view === 'mine' ? (
          <MyBets
            gameId={gameId}
            signedIn={session.isLoggedIn}
            issueNow={current ? { gameId, numero: current.numero, isSale: current.isSale } : null}
          />
        ) : null}
      </Tabs>
    </>
  );
}

/**
 * The issue on sale, or null: not once its close has come by the local clock, though the
 * answer saying it is on sale has not been asked again yet (the lock window).
 */
function useOnSale(near: TimedNear | undefined): string | null {
  const current = near?.currentNumero ?? null;
  const { close } = issueDeadlines(near);
  const [closed, setClosed] = useState<number | null>(null);
  useEffect(() => {
    if (close === null) return;
    const timer = setTimeout(() => setClosed(close), Math.max(0, close - Date.now()));
    return () => clearTimeout(timer);
  }, [close]);
  return current?.isSale && close !== null && closed !== close ? current.numero : null;
}

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { lotteryCalls, type LotteryGame } from '@site/contract';
import { lotteryKeys } from '../../../api/keys';
import { FamilyIcon } from '../../../components/lottery/family-icon';
import { useHydrated } from '../../../hooks/use-hydrated';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/react';
import { call } from '../../../lib/api-client';
import './lottery-strip.css';

const SHOWN = 6;

/** The lottery pages' own query of the games (the same key): one answer serves both. */
const lotteryGames = {
  queryKey: lotteryKeys.games(),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(lotteryCalls.games, { signal }),
};

/** "01:05" under an hour, "1:02:05" above: a strip's countdown. */
export function shortCountdown(seconds: number) {
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const rest = `${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return h > 0 ? `${h}:${rest}` : rest;
}

/**
 * The house lotteries whose issues close soonest, with live countdowns from the answer's
 * arrival (asked again every 15 s); each opens its game on /lottery. Nothing while none is
 * on sale or the games cannot be read: the rest of home does not wait on it.
 */
export function LotteryStrip() {
  const { t } = useTranslation('home');
  const games = useQuery({ ...lotteryGames, refetchInterval: 15_000 });
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const arrived = games.dataUpdatedAt;
  // The server's render and the hydrating one are the answer's alone (its arrival for "now",
  // no countdown): they match; the clock runs from the render after.
  const hydrated = useHydrated();
  const now = hydrated ? clock : arrived;
  const open = (games.data?.groups ?? [])
    .flatMap((group) => group.games)
    .filter(
      (game): game is LotteryGame & { currentNumero: NonNullable<LotteryGame['currentNumero']> } =>
        Boolean(game.currentNumero?.isSale),
    )
    .map((game) => ({ game, closes: arrived + game.currentNumero.remainTime }))
    .filter(({ closes }) => closes - now >= 1_000)
    .sort((a, b) => a.closes - b.closes)
    .slice(0, SHOWN);
  if (open.length === 0) return null;
  return (
    <section className="home-section home-lottery" aria-labelledby="home-lottery-title">
      <div className="home-lottery__head">
        <h2 id="home-lottery-title" className="home-section__title">
          {t('lottery_title')}
        </h2>
        <Link className="home-lottery__all" to={paths.lottery}>
          {t('lottery_all')}
        </Link>
      </div>
      <ul className="home-lottery__list">
        {open.map(({ game, closes }) => (
          <li key={game.gameCode}>
            <Link
              className="home-lottery__game"
              to={`${paths.lottery}?gameCode=${encodeURIComponent(game.gameCode)}`}
            >
              <FamilyIcon family={game.family} size={32} />
              <span className="home-lottery__name">{game.gameName}</span>
              <span className="home-lottery__issue">
                {t('lottery_issue', { numero: game.currentNumero.numero })}
              </span>
              <span className="home-lottery__time">
                <span className="visually-hidden">{t('lottery_closes')} </span>
                {hydrated
                  ? shortCountdown(Math.max(0, Math.floor((closes - now) / 1000)))
                  : '--:--'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { LotteryGame } from '@site/contract';
import { lotteryQueries } from '../api/lottery-queries';
import { formatCountdown } from '../hooks/use-countdown';
import { FamilyIcon } from '../../../components/lottery/family-icon';
import { useClock } from '../../../hooks/use-clock';

const SHOWN = 6;

/**
 * The games whose issues close soonest, with live countdowns: one press switches to one.
 * Counted from when the games answer arrived; the list is asked again every 15 s.
 */
export function ClosingSoon({
  current,
  onChoose,
}: {
  current: string;
  onChoose: (game: LotteryGame) => void;
}) {
  const { t } = useTranslation('lottery');
  const games = useQuery({ ...lotteryQueries.games(), refetchInterval: 15_000 });
  const now = useClock(1_000);
  const arrived = games.dataUpdatedAt;
  const open = (games.data?.groups ?? [])
    .flatMap((group) => group.games)
    .filter((game) => game.gameCode !== current && game.currentNumero?.isSale)
    .map((game) => ({ game, closes: arrived + game.currentNumero!.remainTime }))
    .filter(({ closes }) => closes - now >= 1_000)
    .sort((a, b) => a.closes - b.closes)
    .slice(0, SHOWN);
  if (open.length === 0) return null;
  return (
    <section className="lot-soon" aria-labelledby="lot-soon-title">
      <h2 id="lot-soon-title" className="lot-soon__title">
        {t('soon.title')}
      </h2>
      <ul className="lot-soon__list">
        {open.map(({ game, closes }) => (
          <li key={game.gameCode}>
            <button type="button" className="lot-soon__game" onClick={() => onChoose(game)}>
              <FamilyIcon family={game.family} size={22} />
              <span className="lot-soon__name">{game.gameName}</span>
              <span className="lot-soon__time">
                {formatCountdown(Math.max(0, Math.floor((closes - now) / 1000)))}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

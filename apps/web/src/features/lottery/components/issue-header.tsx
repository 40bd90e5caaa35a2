import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawnNumero, LotteryFamily, LotteryGame } from '@site/contract';
import type { TimedNear } from '../api/lottery-queries';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { ResultBalls } from './result-balls';

/** Local instant the issue on sale closes: receivedAt + remainTime − half the round trip. */
export const closeDeadline = (near: TimedNear | undefined): number | null =>
  near?.currentNumero?.isSale
    ? near.receivedAt + near.currentNumero.remainTime - near.roundTrip / 2
    : null;

/**
 * The game's header: the issue on sale with its countdown to the close ("--:--:--" when not
 * on sale), and the last result, its balls rolling out as a draw comes in.
 */
export function IssueHeader({
  game,
  family,
  near,
  onClosed,
}: {
  game: LotteryGame;
  family: LotteryFamily;
  near: TimedNear | undefined;
  /** The countdown reached 0: ask for the near issues and the results again. */
  onClosed: () => void;
}) {
  const { t } = useTranslation('lottery');
  const seconds = useCountdown(closeDeadline(near), onClosed);
  const current = near?.currentNumero ?? null;
  const previous = near?.previousNumero ?? null;
  const locked = current !== null && seconds === 0;
  return (
    <section className="lot-header" aria-label={t('header.label', { game: game.gameName })}>
      <div className="lot-header__issue">
        <p className="lot-header__kicker">{t('header.current')}</p>
        <p className="lot-header__numero" data-testid="current-numero">
          {current?.numero ?? '—'}
        </p>
        <p className="lot-header__countdown-label">
          {locked ? t('header.locked') : t('header.closesIn')}
        </p>
        <p
          className={`lot-header__countdown${locked ? ' lot-header__countdown--locked' : ''}`}
          role="timer"
          aria-label={t('header.closesIn')}
          data-testid="countdown"
        >
          {formatCountdown(current?.isSale ? seconds : null)}
        </p>
      </div>
      <div className="lot-header__result">
        <p className="lot-header__kicker">
          {previous ? t('header.lastResult', { numero: previous.numero }) : t('header.noResult')}
        </p>
        <LastResult family={family} issue={previous} />
      </div>
    </section>
  );
}

/** The last issue's balls; rolling while it is being drawn, revealed one by one when it lands. */
function LastResult({ family, issue }: { family: LotteryFamily; issue: DrawnNumero | null }) {
  const { t } = useTranslation('lottery');
  // Animate only a result that arrives while the page is open, not the one found on arrival.
  const seenPending = useRef<string | null>(null);
  useEffect(() => {
    if (issue && issue.balls === null && issue.state !== 'VOID') seenPending.current = issue.numero;
  }, [issue]);
  if (!issue) return null;
  if (issue.state === 'VOID') return <p className="lot-header__void">{t('state.VOID')}</p>;
  if (!issue.balls) {
    return (
      <p className="lot-header__drawing" role="status">
        <span className="lot-header__dots" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {t('drawing')}
      </p>
    );
  }
  return (
    <div role="status" aria-live="polite">
      <ResultBalls
        family={family}
        balls={issue.balls}
        size="lg"
        animate={seenPending.current === issue.numero}
      />
    </div>
  );
}

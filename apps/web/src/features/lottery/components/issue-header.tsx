import { useTranslation } from '../../../i18n/react';
import type { DrawnNumero, LotteryFamily, LotteryGame } from '@site/contract';
import type { TimedNear } from '../api/lottery-queries';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { ResultBalls } from './result-balls';

/**
 * Local instants of the issue's close and draw, from the server's clock: the answer's
 * remainTime counts from when it was made, about half the round trip before it arrived.
 */
export function issueDeadlines(near: TimedNear | undefined) {
  const current = near?.currentNumero;
  if (!near || !current) return { close: null, draw: null };
  const made = near.receivedAt - near.roundTrip / 2;
  return {
    close: current.isSale ? made + current.remainTime : null,
    draw: made + (Date.parse(current.drawsAt) - near.serverTime),
  };
}

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
  const deadlines = issueDeadlines(near);
  const current = near?.currentNumero ?? null;
  // On sale: count to the close. Closed and waiting for its draw: ask again when it draws.
  const seconds = useCountdown(deadlines.close ?? deadlines.draw, onClosed);
  const onSale = current?.isSale === true && seconds !== 0;
  const previous = near?.previousNumero ?? null;
  const locked = current !== null && !onSale;
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
          {formatCountdown(onSale ? seconds : null)}
        </p>
      </div>
      <div className="lot-header__result">
        <p className="lot-header__kicker">
          {previous ? t('header.lastResult', { numero: previous.numero }) : t('header.noResult')}
        </p>
        <LastResult family={family} issue={previous} serverTime={near?.serverTime ?? 0} />
      </div>
    </section>
  );
}

/** A draw this recent (by the server's clock) is news: its balls roll out one by one. */
const FRESH_DRAW_MS = 20_000;

/** The last issue's balls; rolling while it is being drawn, revealed one by one when it lands. */
function LastResult({
  family,
  issue,
  serverTime,
}: {
  family: LotteryFamily;
  issue: DrawnNumero | null;
  serverTime: number;
}) {
  const { t } = useTranslation('lottery');
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
        key={issue.numero}
        family={family}
        balls={issue.balls}
        size={issue.balls.length > 7 ? 'md' : 'lg'}
        animate={issue.drawnAt !== null && serverTime - Date.parse(issue.drawnAt) < FRESH_DRAW_MS}
      />
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { LotteryFamily } from '@site/contract';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { Ball } from './ball';

/** Balls come out one every 500 ms (notes §1 Timer). */
export const REVEAL_MS = 500;

/**
 * A result, revealed ball by ball when `animate` (a draw that just came in), at once when the
 * member prefers less motion. PC28 adds its sum; Mark Six sets the special number apart.
 * The whole result is announced once, when every ball is out.
 */
export function ResultBalls({
  family,
  balls,
  animate = false,
  size = 'md',
}: {
  family: LotteryFamily;
  balls: readonly number[];
  animate?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation('lottery');
  const reduced = usePrefersReducedMotion();
  const instant = !animate || reduced;
  // Balls out so far; the parent remounts this per result (its key), so it starts at 0.
  const [revealed, setRevealed] = useState(0);
  useEffect(() => {
    if (instant) return;
    const timer = setInterval(() => {
      setRevealed((n) => {
        if (n + 1 >= balls.length) clearInterval(timer);
        return Math.min(balls.length, n + 1);
      });
    }, REVEAL_MS);
    return () => clearInterval(timer);
  }, [balls.length, instant]);

  const shown = instant ? balls.length : revealed;
  const done = shown >= balls.length;
  const sum = balls.reduce((a, b) => a + b, 0);
  return (
    <span className={`lot-balls lot-balls--${size}`}>
      {balls.map((value, i) => (
        <span key={i} className="lot-balls__item">
          {family === 'LHC' && i === 6 ? (
            <span className="lot-balls__plus" aria-hidden="true">
              +
            </span>
          ) : null}
          <Ball family={family} value={value} hidden={i >= shown} size={size} />
        </span>
      ))}
      {(family === 'PCB' || family === 'K3') && done ? (
        <span className="lot-balls__sum">
          = <strong>{sum}</strong>
        </span>
      ) : null}
      {!done ? <span className="visually-hidden">{t('drawing')}</span> : null}
    </span>
  );
}

import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (a local Date.now() instant), ticking once a second;
 * null without a deadline. `onZero` runs once when it reaches 0.
 */
export function useCountdown(deadline: number | null, onZero?: () => void): number | null {
  const left = () => (deadline === null ? null : Math.max(0, Math.floor((deadline - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (deadline === null) return;
    let fired = false;
    const tick = () => {
      const now = left();
      setSeconds(now);
      if (now === 0 && !fired) {
        fired = true;
        onZero?.();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
    // onZero is read when the deadline passes; a new render's copy does not restart the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deadline]);
  return seconds;
}

/** "hh:mm:ss" of a countdown; "--:--:--" when nothing is on sale (notes §1 Timer). */
export function formatCountdown(seconds: number | null): string {
  if (seconds === null) return '--:--:--';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left until `deadline` (a local Date.now() instant), ticking four times a
 * second; null without a deadline. `onZero` runs once when the clock is seen crossing it (a
 * deadline already past when it arrives does not fire: the caller's own polling covers that).
 */
export function useCountdown(deadline: number | null, onZero?: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });
  useEffect(() => {
    if (deadline === null) return;
    let armed = Date.now() < deadline;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (armed && at >= deadline) {
        armed = false;
        onZeroRef.current?.();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : Math.max(0, Math.floor((deadline - now) / 1000));
}

/** "hh:mm:ss" of a countdown; "--:--:--" when nothing is on sale (notes §1 Timer). */
export function formatCountdown(seconds: number | null): string {
  if (seconds === null) return '--:--:--';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

import { useEffect, useRef } from 'react';
import { useClock } from '../../../hooks/use-clock';

/**
 * Whole seconds left until `deadline` (a local Date.now() instant), ticking four times a
 * second; null without a deadline. `onZero` runs once when the clock is seen crossing it (a
 * deadline already past when it arrives does not fire: the caller's own polling covers that).
 * Server-rendered, it counts from the render's instant until hydrated (useClock).
 */
export function useCountdown(deadline: number | null, onZero?: () => void): number | null {
  const now = useClock(deadline === null ? null : 250);
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  });
  // The deadline still to be crossed, armed when it arrives in the future.
  const armed = useRef<number | null>(null);
  useEffect(() => {
    armed.current = deadline !== null && Date.now() < deadline ? deadline : null;
  }, [deadline]);
  useEffect(() => {
    if (armed.current === null || armed.current !== deadline || now < deadline) return;
    armed.current = null;
    onZeroRef.current?.();
  }, [now, deadline]);
  return deadline === null ? null : Math.max(0, Math.floor((deadline - now) / 1000));
}

/** "hh:mm:ss" of a countdown; "--:--:--" when nothing is on sale (notes §1 Timer). */
export function formatCountdown(seconds: number | null): string {
  if (seconds === null) return '--:--:--';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The Fullscreen API on one element: whether it is full screen now (Esc, handled by the
 * browser, ends it too), a toggle, and whether the browser can do it at all (iOS Safari on
 * iPhone cannot; then the page says so instead of a button that does nothing).
 */
export function useFullscreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const onChange = () =>
      setActive(target.current !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [target]);

  const toggle = useCallback(async () => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (!document.fullscreenEnabled || typeof element.requestFullscreen !== 'function') {
      setUnsupported(true);
      return;
    }
    try {
      await element.requestFullscreen();
    } catch {
      // Refused (a permissions policy, or not from a user gesture): same as not supported.
      setUnsupported(true);
    }
  }, [target]);

  return { active, unsupported, toggle };
}

import { useContext, useEffect, useState } from 'react';
import { RenderNowContext } from '../lib/render-now';
import { useHydrated } from './use-hydrated';

/**
 * The clock, read again every `everyMs` (with null, once after mounting). On the server and
 * in the hydrating render it is the render's instant (RenderNowContext), so the browser's
 * first render matches the server's HTML; from the render after, the browser's own clock.
 */
export function useClock(everyMs: number | null): number {
  const renderNow = useContext(RenderNowContext);
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const read = () => setNow(Date.now());
    // Read when the (hydrating) render began, which may be a while ago: read again at once.
    const first = setTimeout(read, 0);
    const timer = everyMs === null ? undefined : setInterval(read, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs]);
  return hydrated || renderNow === null ? now : renderNow;
}

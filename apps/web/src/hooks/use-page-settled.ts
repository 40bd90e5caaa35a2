import { useEffect, useState } from 'react';
import { pageSettled } from '../lib/page-settled';

/**
 * False on the server, while the browser hydrates and until the page has loaded and had an
 * idle moment (lib/page-settled.ts); true from then on.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void pageSettled().then(() => {
      if (!cancelled) setSettled(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return settled;
}

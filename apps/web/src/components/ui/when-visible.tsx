import { useEffect, useRef, useState, type ReactNode } from 'react';
import { pageLoaded } from '../../lib/page-settled';

interface WhenVisibleProps {
  children: ReactNode;
  /** Space held until the content renders, so nothing below it jumps. */
  minHeight: number;
  /** How far ahead of the viewport to start (px). */
  margin?: number;
}

/**
 * Renders its content once the page has loaded and it comes near the viewport: below-the-fold
 * parts (and the calls they make) stay out of the first screen's way. Waiting for the load
 * matters too: while the page above is still a skeleton, everything looks "near".
 */
export function WhenVisible({ children, minHeight, margin = 400 }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A server render holds the space like a browser would (it cannot tell what is near).
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    let cancelled = false;
    void pageLoaded().then(() => {
      if (!cancelled) observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [visible, margin]);

  if (visible) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}

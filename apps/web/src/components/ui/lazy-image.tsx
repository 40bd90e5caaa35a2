import { useEffect, useRef, useState } from 'react';
import './lazy-image.css';

/** docs/product.md §9 lazy images: 3 attempts in all before giving up. */
export const IMAGE_ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;
/**
 * docs/product.md §9 preload factor 1.3: an image starts loading once it is within 1.3 viewports,
 * i.e.
 * 30% of the viewport's height above or below it (IntersectionObserver's rootMargin).
 */
export const PRELOAD_MARGIN = '30% 0px';

/**
 * Where the browser cannot tell what is near, the browser's own lazy loading decides. A server
 * render renders as a browser that can (only priority images in its HTML), so hydration agrees.
 */
const canObserve = () =>
  typeof window === 'undefined' || typeof IntersectionObserver !== 'undefined';

interface LazyImageProps {
  src: string;
  /** '' for a decorative image. */
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** For the image that is the largest paint of the page: load now, with high priority. */
  priority?: boolean;
}

type Status = 'loading' | 'loaded' | 'failed';

/**
 * An image that loads when it nears the viewport, keeps its box (no layout shift),
 * shows a placeholder until it arrives and tries again when the network drops it.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
}: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  // A priority image loads at once; without an observer the img's own loading="lazy" waits.
  const [near, setNear] = useState(() => priority || !canObserve());
  const [attempt, setAttempt] = useState({ src, count: 1 });
  const [status, setStatus] = useState<{ src: string; value: Status }>({ src, value: 'loading' });
  const img = useRef<HTMLImageElement>(null);
  const current = attempt.src === src ? attempt.count : 1;
  const state = status.src === src ? status.value : 'loading';

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  // An image from the cache can finish before React listens for onLoad.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth > 0) setStatus({ src, value: 'loaded' });
  }, [src, current, near]);

  useEffect(() => {
    if (state !== 'failed' || current >= IMAGE_ATTEMPTS) return;
    const timer = setTimeout(() => {
      setAttempt({ src, count: current + 1 });
      setStatus({ src, value: 'loading' });
    }, RETRY_DELAY_MS * current);
    return () => clearTimeout(timer);
  }, [state, current, src]);

  const gaveUp = state === 'failed' && current >= IMAGE_ATTEMPTS;
  return (
    <span
      ref={box}
      className={`lazy-image lazy-image--${gaveUp ? 'broken' : state}${priority ? ' lazy-image--priority' : ''}${className ? ` ${className}` : ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {gaveUp ? (
        <span
          className="lazy-image__fallback"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        />
      ) : !near ? (
        // Named while it waits, so the page reads the same before the picture comes.
        alt ? (
          <span role="img" aria-label={alt} />
        ) : null
      ) : (
        <img
          // A new element per attempt makes the browser ask the network again.
          key={`${src}#${current}`}
          ref={img}
          src={src}
          alt={alt}
          width={width}
          height={height}
          // Observed images are near by now: load them; the others leave it to the browser.
          loading={priority || canObserve() ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setStatus({ src, value: 'loaded' })}
          onError={() => setStatus({ src, value: 'failed' })}
        />
      )}
    </span>
  );
}

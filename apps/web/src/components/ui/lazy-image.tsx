import { useEffect, useRef, useState } from 'react';
import './lazy-image.css';

/** SPEC §9 lazy images: 3 attempts in all before giving up. */
export const IMAGE_ATTEMPTS = 3;
const RETRY_DELAY_MS = 200;

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
  const [attempt, setAttempt] = useState({ src, count: 1 });
  const [status, setStatus] = useState<{ src: string; value: Status }>({ src, value: 'loading' });
  const img = useRef<HTMLImageElement>(null);
  const current = attempt.src === src ? attempt.count : 1;
  const state = status.src === src ? status.value : 'loading';

  // An image from the cache can finish before React listens for onLoad.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth > 0) setStatus({ src, value: 'loaded' });
  }, [src, current]);

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
      className={`lazy-image lazy-image--${gaveUp ? 'broken' : state}${priority ? ' lazy-image--priority' : ''}${className ? ` ${className}` : ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      {gaveUp ? (
        <span
          className="lazy-image__fallback"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        />
      ) : (
        <img
          // A new element per attempt makes the browser ask the network again.
          key={`${src}#${current}`}
          ref={img}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : 'auto'}
          onLoad={() => setStatus({ src, value: 'loaded' })}
          onError={() => setStatus({ src, value: 'failed' })}
        />
      )}
    </span>
  );
}

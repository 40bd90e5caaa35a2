import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import type { Notice } from '@site/contract';
import { contentQueries } from '../../../api/content';
import { LazyImage } from '../../../components/ui/lazy-image';
import { useHydrated } from '../../../hooks/use-hydrated';
import { LoadError } from '../../../components/ui/section-state';
import './banner-carousel.css';

const ADVANCE_MS = 5000;
const SWIPE_PX = 40;
/** The drawing size of banners; CSS scales them to the page width. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The promotion banners at the top of home (announcements of type B). */
export function BannerCarousel() {
  const { t } = useTranslation(['home', 'common']);
  const query = useQuery(contentQueries.announcements());
  if (query.isPending) {
    return (
      <div className="banner-carousel banner-carousel--skeleton" role="status">
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="banner-carousel banner-carousel--message">
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const banners = query.data.banners.filter((banner) => banner.imageUrl);
  if (banners.length === 0) {
    return (
      <div className="banner-carousel banner-carousel--message banner-carousel--brand">
        <p className="banner-carousel__pitch">{t('banners_empty_title')}</p>
        <p>{t('banners_empty_body')}</p>
      </div>
    );
  }
  return <Carousel banners={banners} />;
}

function Carousel({ banners }: { banners: Notice[] }) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  // The visitor's choice, else their reduced-motion setting (not known to the server, so not
  // while hydrating).
  const hydrated = useHydrated();
  const [pausedByVisitor, setPaused] = useState<boolean | null>(null);
  const paused = pausedByVisitor ?? (hydrated && prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = banners.length;
  const current = index % total;
  const rotating = total > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % total), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, total]);

  const show = (next: number) => setIndex((next + total) % total);
  // Touch screens swipe; the buttons below do the same for everyone else.
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null);
  const onTouchEnd = (x: number) => {
    if (swipeFrom !== null && Math.abs(x - swipeFrom) > SWIPE_PX) {
      show(current + (x < swipeFrom ? 1 : -1));
    }
    setSwipeFrom(null);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* While it rotates on its own, announcing every slide would drown the page. */}
      <div
        className="banner-carousel__slides"
        aria-live={rotating ? 'off' : 'polite'}
        onTouchStart={(event) => setSwipeFrom(event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => onTouchEnd(event.changedTouches[0]?.clientX ?? 0)}
      >
        {banners.map((banner, i) => (
          <div
            key={banner.id}
            className={`banner-carousel__slide${i === current ? ' is-current' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('banner_slide', { n: i + 1, total })}
            inert={i !== current}
          >
            <BannerLink href={banner.linkUrl}>
              <LazyImage
                src={banner.imageUrl ?? ''}
                alt={banner.title}
                width={BANNER_WIDTH}
                height={BANNER_HEIGHT}
                priority={i === 0}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {total > 1 ? (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__button"
            onClick={() => setPaused(!paused)}
            aria-label={paused ? t('banner_play') : t('banner_pause')}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zM13 5h4v14h-4z'}
                fill="currentColor"
              />
            </svg>
          </button>
          <button
            type="button"
            className="banner-carousel__button banner-carousel__step"
            onClick={() => show(current - 1)}
            aria-label={t('banner_previous')}
          >
            <Chevron direction="left" />
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={t('banner_show', { n: i + 1, title: banner.title })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-carousel__button banner-carousel__step"
            onClick={() => show(current + 1)}
            aria-label={t('banner_next')}
          >
            <Chevron direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** A banner goes where the operator points it: a page of the site, or another site. */
function BannerLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return <div className="banner-carousel__link">{children}</div>;
  if (href.startsWith('/')) {
    return (
      <Link className="banner-carousel__link" to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a className="banner-carousel__link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

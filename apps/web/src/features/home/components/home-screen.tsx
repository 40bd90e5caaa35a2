import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { BannerCarousel } from './banner-carousel';
import { GameCategories } from './game-categories';
import { HeadlineTicker } from './headline-ticker';
import { HotGames } from './hot-games';
import { NoticePopup } from './notice-popup';
import { PitchStrip } from './pitch-strip';
import './home-screen.css';

// Members only: a visitor's first page does not carry the strip's code.
const RecentGames = lazy(() => import('../../../components/games/recent-games'));

/**
 * Home (/index): banners, news line, categories, the pitch (only for visitors: a session
 * has nothing left to register) or the member's recent games, hot games and the notices popup.
 */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const loggedIn = useSessionStore((s) => s.token !== null);
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title')}</h1>
      <BannerCarousel />
      <HeadlineTicker />
      <GameCategories />
      {loggedIn ? (
        <Suspense fallback={null}>
          <RecentGames hideWhenEmpty />
        </Suspense>
      ) : (
        <PitchStrip />
      )}
      <HotGames />
      <NoticePopup />
    </div>
  );
}

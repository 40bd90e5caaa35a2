import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useSession } from '../../../hooks/use-session';
import { useSessionStore } from '../../../stores/session';
import { BannerCarousel } from './banner-carousel';
import { GameCategories } from './game-categories';
import { HeadlineTicker } from './headline-ticker';
import { WhenVisible } from '../../../components/ui/when-visible';
import { NoticePopup } from './notice-popup';
import { PitchStrip } from './pitch-strip';
import './home-screen.css';

// Below the fold: the game cards (and the launch they start) come when the visitor nears
// them, out of the first page's JavaScript.
const HomeGames = lazy(() => import('./home-games'));
// Only a free-play guest sees it: not in everyone's first JavaScript.
const PlayMoneyStrip = lazy(() => import('./play-money-strip'));

/** About two rows of cards with their title, held until they render. */
const HOT_GAMES_HEIGHT = 560;

/**
 * Home (/index): banners, news line, categories, the pitch (only for visitors: a session
 * has nothing left to register) or, for a free-play guest, where its play money plays; the
 * member's recent games, hot games and the notices popup.
 */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const loggedIn = useSessionStore((s) => s.token !== null);
  const { isTrial } = useSession();
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title')}</h1>
      <BannerCarousel />
      <HeadlineTicker />
      <GameCategories />
      {loggedIn ? null : <PitchStrip />}
      {isTrial ? (
        <Suspense fallback={null}>
          <PlayMoneyStrip />
        </Suspense>
      ) : null}
      <WhenVisible minHeight={HOT_GAMES_HEIGHT}>
        <Suspense fallback={<div style={{ minHeight: HOT_GAMES_HEIGHT }} />}>
          <HomeGames />
        </Suspense>
      </WhenVisible>
      <NoticePopup />
    </div>
  );
}

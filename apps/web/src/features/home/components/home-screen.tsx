import { useTranslation } from 'react-i18next';
import { BannerCarousel } from './banner-carousel';
import { GameCategories } from './game-categories';
import { HeadlineTicker } from './headline-ticker';
import { HotGames } from './hot-games';
import { NoticePopup } from './notice-popup';
import { PitchStrip } from './pitch-strip';
import './home-screen.css';

/** Home (/index): banners, news line, categories, the pitch, hot games and the notices popup. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('title')}</h1>
      <BannerCarousel />
      <HeadlineTicker />
      <GameCategories />
      <PitchStrip />
      <HotGames />
      <NoticePopup />
    </div>
  );
}

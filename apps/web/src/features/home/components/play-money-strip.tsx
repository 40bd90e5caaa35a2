import { Link } from 'react-router';
import { PLAY_MONEY_VENDOR } from '@site/contract/play-money.js';
import { categoryHref, paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/react';
import './play-money-strip.css';

/**
 * What a free-play guest sees on home in place of the pitch: that its balance is play money,
 * where the games it plays are, and the way to a real account.
 */
export default function PlayMoneyStrip() {
  const { t } = useTranslation('home');
  return (
    <section className="play-money-strip" aria-labelledby="home-play-money">
      <div>
        <h2 id="home-play-money" className="play-money-strip__title">
          {t('play_money_title')}
        </h2>
        <p className="play-money-strip__body">{t('play_money_body')}</p>
      </div>
      <div className="play-money-strip__actions">
        <Link className="button button--accent" to={categoryHref('rng', PLAY_MONEY_VENDOR)}>
          {t('play_money_games')}
        </Link>
        <Link className="button button--ghost play-money-strip__register" to={paths.register}>
          {t('play_money_register')}
        </Link>
      </div>
    </section>
  );
}

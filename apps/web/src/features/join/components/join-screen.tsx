import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { CATALOGUE_FIGURES } from '../../../config/catalogue-figures';
import { categoryHref, paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import { JoinIcon } from './join-icon';
import './join-screen.css';

const GAMES = ['live', 'slots', 'sports', 'esports', 'fish', 'pvp', 'lottery'] as const;
const BENEFITS = ['bonus', 'points', 'vip', 'cashback', 'referral', 'support'] as const;
const STEPS = ['register', 'deposit', 'play'] as const;

/** /join: the pitch, what members get, how to start, and the way in. */
export function JoinScreen() {
  const { t } = useTranslation('join');
  return (
    <div className="join">
      <section className="join-hero" aria-labelledby="join-title">
        <p className="join-hero__eyebrow">{t('eyebrow')}</p>
        <h1 id="join-title">{t('title')}</h1>
        <p className="join-hero__lead">{t('lead')}</p>
        <CallsToAction />
        <dl className="join-hero__stats" aria-label={t('stats_label')}>
          {(['sports', 'casino', 'games'] as const).map((stat) => (
            <div key={stat}>
              <dt>{t(`stat_${stat}_label`)}</dt>
              <dd>{t(`stat_${stat}`, { total: formatCount(CATALOGUE_FIGURES[stat]) })}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="join-section" aria-labelledby="join-games">
        <h2 id="join-games">{t('games_title')}</h2>
        <ul className="join-grid">
          {GAMES.map((game) => (
            <li key={game} className="join-tile">
              <span className="join-tile__icon">
                <JoinIcon name={game} />
              </span>
              <h3>{t(`games.${game}.name`)}</h3>
              <p>{t(`games.${game}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="join-section" aria-labelledby="join-benefits">
        <h2 id="join-benefits">{t('benefits_title')}</h2>
        <ul className="join-grid join-grid--benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="join-tile join-tile--row">
              <span className="join-tile__icon join-tile__icon--accent">
                <JoinIcon name={benefit} />
              </span>
              <div>
                <h3>{t(`benefits.${benefit}.name`)}</h3>
                <p>{t(`benefits.${benefit}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="join-section" aria-labelledby="join-steps">
        <h2 id="join-steps">{t('steps_title')}</h2>
        <ol className="join-steps">
          {STEPS.map((step, i) => (
            <li key={step}>
              <span className="join-steps__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{t(`steps.${step}.name`)}</h3>
              <p>{t(`steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="join-cta" aria-labelledby="join-cta">
        <h2 id="join-cta">{t('cta_title')}</h2>
        <p>{t('cta_body')}</p>
        <CallsToAction />
        <p className="join-cta__small">
          {t('responsible')}{' '}
          <Link to={{ pathname: paths.help, hash: 'responsible' }}>{t('responsible_link')}</Link>
        </p>
      </section>
    </div>
  );
}

function CallsToAction() {
  const { t } = useTranslation('join');
  return (
    <div className="join-actions">
      <Link className="button button--accent join-actions__main" to={paths.register}>
        {t('register')}
      </Link>
      <Link className="button button--ghost" to={categoryHref('rng')}>
        {t('browse')}
      </Link>
    </div>
  );
}

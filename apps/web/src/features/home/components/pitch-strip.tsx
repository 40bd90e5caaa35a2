import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { CATALOGUE_FIGURES } from '../../../config/catalogue-figures';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import './pitch-strip.css';

const STEPS = [
  { title: 'pitch_register', body: 'pitch_register_body' },
  { title: 'pitch_play', body: 'pitch_play_body' },
  { title: 'pitch_win', body: 'pitch_win_body' },
] as const;

/** The REGISTER, PLAY, WIN pitch with the catalogue's headline figures (docs/product.md §1). */
export function PitchStrip() {
  const { t } = useTranslation('home');
  return (
    <section className="pitch-strip" aria-labelledby="home-pitch">
      <h2 id="home-pitch" className="pitch-strip__title">
        {t('pitch_title')}
      </h2>
      <ol className="pitch-strip__steps">
        {STEPS.map((step, i) => (
          <li key={step.title}>
            <span className="pitch-strip__number" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <strong>{t(step.title)}</strong>
              <span className="pitch-strip__body">{t(step.body)}</span>
            </span>
          </li>
        ))}
      </ol>
      <dl className="pitch-strip__stats">
        <div>
          <dt>{t('stat_sports_label')}</dt>
          <dd>{t('stat_sports', { total: formatCount(CATALOGUE_FIGURES.sports) })}</dd>
        </div>
        <div>
          <dt>{t('stat_casino_label')}</dt>
          <dd>{t('stat_casino', { total: formatCount(CATALOGUE_FIGURES.casino) })}</dd>
        </div>
      </dl>
      <Link className="button button--accent pitch-strip__cta" to={paths.register}>
        {t('join_now')}
      </Link>
    </section>
  );
}

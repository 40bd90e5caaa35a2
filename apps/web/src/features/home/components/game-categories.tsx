import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { gameQueries } from '../../../api/games';
import { categoryPath } from '../utils/category-path';
import { CategoryIcon } from './category-icon';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import './game-categories.css';

const SKELETON_CARDS = 8;
const ART_SIZE = 160;

/** Entry points to the categories that have vendors, in the merchant's order. */
export function GameCategories() {
  const { t } = useTranslation(['home', 'common']);
  const query = useQuery(gameQueries.menus());
  const categories = query.data?.navSorting.filter((entry) => entry.vendors.length > 0) ?? [];

  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories" className="home-section__title">
        {t('categories_title')}
      </h2>
      {query.isPending ? (
        <ul className="category-grid" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <li key={i} className="category-card category-card--skeleton" />
          ))}
        </ul>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : categories.length === 0 ? (
        <EmptyState>{t('categories_empty')}</EmptyState>
      ) : (
        <ul className="category-grid">
          {categories.map(({ gameCategory, vendors }) => (
            <li key={gameCategory}>
              <Link
                className={`category-card category-card--${gameCategory.toLowerCase()}`}
                to={categoryPath(gameCategory)}
              >
                {/* The category's art (the platform draws it): decoration, the name says it. */}
                <img
                  className="category-card__art"
                  src={`/media/category/${gameCategory}.svg`}
                  alt=""
                  width={ART_SIZE}
                  height={ART_SIZE}
                  loading="lazy"
                  decoding="async"
                />
                <span className="category-card__icon">
                  <CategoryIcon category={gameCategory} />
                </span>
                <span className="category-card__name">
                  {t(`common:categories.${gameCategory}`)}
                </span>
                <span className="category-card__blurb">{t(`category_blurb.${gameCategory}`)}</span>
                <span className="category-card__count">
                  {t('providers', { count: vendors.length })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useTranslation } from '../../i18n/react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { ReducedBar } from '../../features/layout/components/reduced-bar';

/** Lottery, seamless, game and points mall: a slim bar, no header navigation (docs/product.md §2). */
export function ReducedLayout() {
  const { t } = useTranslation();
  // The game page has its own way back, to the lobby the game was launched from.
  const onGamePage = useLocation().pathname === paths.game;
  return (
    <div className="layout layout--reduced">
      <a href="#main" className="skip-link">
        {t('skip_to_content')}
      </a>
      <ReducedBar back={!onGamePage} />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

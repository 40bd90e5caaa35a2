import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ReducedBar } from '../../features/layout/components/reduced-bar';

/** Lottery, seamless, game and points mall: a slim bar, no header navigation (SPEC §2). */
export function ReducedLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout layout--reduced">
      <a href="#main" className="skip-link">
        {t('skip_to_content')}
      </a>
      <ReducedBar />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

import { useTranslation } from '../../i18n/react';
import { Outlet } from 'react-router';
import { BottomNav } from '../../features/layout/components/bottom-nav';
import { RightBar } from '../../features/layout/components/right-bar';
import { SideMenu } from '../../features/layout/components/side-menu';
import { SideMenuDrawer } from '../../features/layout/components/side-menu-drawer';
import { SiteFooter } from '../../features/layout/components/site-footer';
import { SiteHeader } from '../../features/layout/components/site-header';
import { DESKTOP_QUERY, useMediaQuery } from '../../features/layout/hooks/use-media-query';

/**
 * Header, side menu, right bar, footer and the phone's bottom bar around a page. On desktop
 * the side menu is a column; narrower screens open it as a drawer from the header.
 */
export function FullLayout() {
  const { t } = useTranslation(['common', 'layout']);
  // Rendered as desktop on the server: the side column is hidden by CSS on narrower screens
  // (and its drawer renders nothing until opened), so no width shifts the page on hydration.
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  return (
    <div className="layout layout--full">
      <a href="#main" className="skip-link">
        {t('skip_to_content')}
      </a>
      <SiteHeader />
      <div className="layout__body">
        {desktop ? (
          <aside className="layout__side" aria-label={t('layout:side_menu')}>
            <SideMenu />
          </aside>
        ) : (
          <SideMenuDrawer />
        )}
        <div className="layout__content">
          <main id="main" className="layout__main" tabIndex={-1}>
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      </div>
      <RightBar />
      <BottomNav />
    </div>
  );
}

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
 * The side menu: a column on desktop, a drawer from the header on narrower screens. Rendered
 * as desktop on the server: the column is hidden by CSS on narrower screens (and the drawer
 * renders nothing until opened), so no width shifts the page on hydration. Its own component
 * so that the switch to the drawer after a phone's hydration re-renders this alone, not the
 * whole layout around the page.
 */
function SideMenuSeat() {
  const { t } = useTranslation('layout');
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  return desktop ? (
    <aside className="layout__side" aria-label={t('side_menu')}>
      <SideMenu />
    </aside>
  ) : (
    <SideMenuDrawer />
  );
}

/** Header, side menu, right bar, footer and the phone's bottom bar around a page. */
export function FullLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="layout layout--full">
      <a href="#main" className="skip-link">
        {t('skip_to_content')}
      </a>
      <SiteHeader />
      <div className="layout__body">
        <SideMenuSeat />
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

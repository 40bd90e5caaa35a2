import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { env } from '../config/env';
import { PUBLIC_WITHOUT_TOKEN, paths } from '../config/paths';
import { useSessionLifecycle } from '../features/auth/hooks/use-session-lifecycle';
import { useCentreHistory } from '../hooks/use-centre';
import { SystemGate } from '../features/system/components/system-gate';
import { session } from '../lib/storage';
import { Modals } from './modals';
import { NoticeBanner } from './notice-banner';

/**
 * Every route passes the system gate (maintenance and region screens replace the site),
 * then the optional loginedToHomePage guard of docs/product.md §2; scrolls to top on navigation.
 * The
 * app-wide modals, the centres' history entries and the session's lifecycle live here, once.
 */
export function Root() {
  const { pathname } = useLocation();
  useSessionLifecycle();
  useCentreHistory();
  useEffect(() => {
    // A block body: scrollTo returns a promise in newer browsers, which React would take
    // for a cleanup function.
    window.scrollTo(0, 0);
  }, [pathname]);
  const mustLogIn =
    env.loginedToHomePage && !session.get('token') && !PUBLIC_WITHOUT_TOKEN.includes(pathname);
  return (
    <SystemGate>
      {mustLogIn ? <Navigate to={paths.login} replace /> : <Outlet />}
      <Modals />
      <NoticeBanner />
    </SystemGate>
  );
}

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { env } from '../config/env';
import { PUBLIC_WITHOUT_TOKEN, paths } from '../config/paths';
import { session } from '../lib/storage';

/** The optional loginedToHomePage guard of SPEC §2, and scroll to top on navigation. */
export function Root() {
  const { pathname } = useLocation();
  useEffect(() => window.scrollTo(0, 0), [pathname]);
  if (env.loginedToHomePage && !session.get('token') && !PUBLIC_WITHOUT_TOKEN.includes(pathname)) {
    return <Navigate to={paths.login} replace />;
  }
  return <Outlet />;
}

import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../stores/session';
import { useUiStore } from '../../stores/ui';
import HomePage from './home';

/**
 * /login (docs/product.md §2): the home page with the login popup open; a member already logged in
 * just gets home. The address stays /login, which the loginedToHomePage guard lets through.
 */
export default function LoginPage() {
  const token = useSessionStore((s) => s.token);
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  useEffect(() => {
    if (!token) openAuthModal('login');
  }, [token, openAuthModal]);
  if (token) return <Navigate to={paths.home} replace />;
  return <HomePage />;
}

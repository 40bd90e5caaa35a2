import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { RegisterPage } from '../../features/registration/components/register-page';
import { useSessionStore } from '../../stores/session';

/** /register and /register.html: a logged-in member has nothing to register, so goes home. */
export default function Register() {
  const token = useSessionStore((s) => s.token);
  if (token) return <Navigate to={paths.home} replace />;
  return <RegisterPage />;
}

import { useNavigate } from 'react-router';
import type { LoginSuccess } from '@site/contract';
import { useCompleteLogin } from '../../../hooks/use-complete-login';

/**
 * After a reset by phone or link the member is logged in and sent home (SPEC §4), through
 * the same steps as any login (first-login report, a change the platform still requires).
 */
export function useFinishReset() {
  const completeLogin = useCompleteLogin();
  const navigate = useNavigate();
  return (result: LoginSuccess, newPassword: string) =>
    completeLogin(result, {
      loginType: 'reset',
      typedPassword: newPassword,
      then: () => navigate('/', { replace: true }),
    });
}

import { useTranslation } from '../../../i18n/react';
import { useNavigate } from 'react-router';
import type { LoginSuccess } from '@site/contract';
import { useCompleteLogin } from '../../../hooks/use-complete-login';
import { useUiStore } from '../../../stores/ui';

/**
 * After a reset by phone or link the member is logged in and sent home (docs/product.md §4),
 * through
 * the same steps as any login (first-login report, a change the platform still requires).
 */
export function useFinishReset() {
  const { t } = useTranslation('registration');
  const completeLogin = useCompleteLogin();
  const showNotice = useUiStore((s) => s.showNotice);
  const navigate = useNavigate();
  return (result: LoginSuccess, newPassword: string) => {
    showNotice(t('forgot.reset_done'));
    completeLogin(result, {
      loginType: 'reset',
      typedPassword: newPassword,
      then: () => navigate('/', { replace: true }),
    });
  };
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useUiStore } from '../../../stores/ui';

/** Until the login modal of the next issue: says so plainly and offers registration. */
export function LoginSoonDialog() {
  const { t } = useTranslation('layout');
  const open = useUiStore((s) => s.authModal === 'login');
  const close = useUiStore((s) => s.closeAuthModal);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('login_soon_title')}
      size="dialog"
      footer={
        <Link className="button" to={paths.register} onClick={close}>
          {t('login_soon_register')}
        </Link>
      }
    >
      <p className="login-soon__body">{t('login_soon_body')}</p>
    </Dialog>
  );
}

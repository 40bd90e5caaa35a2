import { useTranslation } from '../../../i18n/react';
import { Dialog } from '../../../components/ui/dialog';
import { useUiStore } from '../../../stores/ui';
import { RegisterForm } from './register-form';

/** registerModal (docs/product.md §2): the form; the login steps close it once the member is logged in. */
export default function RegisterModal() {
  const { t } = useTranslation('registration');
  const open = useUiStore((s) => s.authModal === 'register');
  const close = useUiStore((s) => s.closeAuthModal);
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  return (
    <Dialog
      open={open}
      onClose={close}
      initialFocus="first-field"
      title={t('register.title')}
      footer={
        <p className="reg-form__links">
          {t('register.has_account')}{' '}
          <button type="button" className="reg-form__link" onClick={() => openAuthModal('login')}>
            {t('register.login')}
          </button>
        </p>
      }
    >
      <RegisterForm />
    </Dialog>
  );
}

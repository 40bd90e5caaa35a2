import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useUiStore } from '../../../stores/ui';
import { RegisterForm } from './register-form';
import './registration.css';

/** The /register and /register.html pages: the modal's form on a page of its own. */
export function RegisterPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const titleId = useId();
  return (
    <section className="reg-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('register.title')}</h1>
      <p className="reg-form__hint">{t('register.page_intro')}</p>
      <RegisterForm onDone={() => navigate(paths.home, { replace: true })} />
      <p className="reg-form__links">
        {t('register.has_account')}{' '}
        <button type="button" className="reg-form__link" onClick={() => openAuthModal('login')}>
          {t('register.login')}
        </button>
      </p>
    </section>
  );
}

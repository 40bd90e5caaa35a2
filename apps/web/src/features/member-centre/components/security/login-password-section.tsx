import { useId } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { useUiStore } from '../../../../stores/ui';

/** The login password is changed in the shared change-password modal. */
export function LoginPasswordSection() {
  const { t } = useTranslation('member');
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const titleId = useId();
  return (
    <section className="mc-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="mc-section__title">
        {t('security.login_password.title')}
      </h4>
      <p className="mc-section__text">{t('security.login_password.body')}</p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => openAuthModal('changePass')}
      >
        {t('security.login_password.change')}
      </button>
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../../stores/ui';

/** No payment password yet (PAYMENTPASS3 asks for one): say so and lead to the security centre. */
export function PaymentPasswordNotice() {
  const { t } = useTranslation('payments');
  const openPage = useUiStore((s) => s.openMemberCentre);
  const titleId = useId();
  return (
    <section className="money-notice" aria-labelledby={titleId}>
      <h4 id={titleId} className="mc-section__title">
        {t('withdraw.password_missing.title')}
      </h4>
      <p className="mc-section__text">{t('withdraw.password_missing.body')}</p>
      <button type="button" className="button" onClick={() => openPage('securityCenter')}>
        {t('withdraw.password_missing.action')}
      </button>
    </section>
  );
}

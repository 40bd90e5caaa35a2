import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../../stores/ui';

/** No payment password yet: say so and offer the security centre, where it is set. */
export function MissingPaymentPassword() {
  const { t } = useTranslation('wallet');
  const openPage = useUiStore((s) => s.openMemberCentre);
  return (
    <div className="wallet-note" role="note">
      <p className="mc-section__text">{t('payment_password.missing')}</p>
      <button type="button" className="button" onClick={() => openPage('securityCenter')}>
        {t('payment_password.open_security')}
      </button>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { ApiError } from '../../../../lib/api-client';
import { memberPlace } from '../../../../config/centre-links';
import { useCentreNavigation, useCentrePlace } from '../../../../hooks/use-centre';

/** Whether the platform refused because no payment password is set (it may know better). */
export const isPaymentPasswordMissing = (error: unknown) =>
  error instanceof ApiError && error.code === 'not.exists.payment.password';

/**
 * No payment password yet while the merchant asks for one (PAYMENTPASS3): what it is needed
 * for here (`reason`) and the way to the security centre's payment password form, which
 * offers the way back to this page once it is set.
 */
export function PaymentPasswordMissing({ reason }: { reason: string }) {
  const { t } = useTranslation('payments');
  const { open } = useCentreNavigation();
  const place = useCentrePlace();
  const here = place?.centre === 'member' ? place.page : null;
  const titleId = useId();
  const setIt = () =>
    open(memberPlace('securityCenter', here ? { section: 'paymentPassword', from: here } : null));
  return (
    <section className="money-notice" aria-labelledby={titleId}>
      <h4 id={titleId} className="mc-section__title">
        {t('payment_password.missing.title')}
      </h4>
      <p className="mc-section__text">{reason}</p>
      <button type="button" className="button" onClick={setIt}>
        {t('payment_password.missing.action')}
      </button>
    </section>
  );
}

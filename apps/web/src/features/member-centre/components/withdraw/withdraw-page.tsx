import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { LoadError } from '../../../../components/ui/section-state';
import { cardsQuery } from '../../api/cards';
import { withdrawSettingsQuery } from '../../api/withdraw';
import { Loading } from '../money/loading';
import { MoneySection } from '../money/money-section';
import { PaymentPasswordMissing } from '../money/payment-password-missing';
import { CardsSection } from './cards-section';
import { WithdrawForm } from './withdraw-form';
import { WithdrawSummary } from './withdraw-summary';
import { WithdrawalRecords } from './withdrawal-records';
import '../money/money.css';

/**
 * withdraw: the limits and what may be withdrawn, the payout cards (and binding one), the
 * withdrawal form and the withdrawal history with the member's confirmation of a payment.
 */
export default function WithdrawPage() {
  const { t } = useTranslation('payments');
  const settings = useQuery(withdrawSettingsQuery());
  const cards = useQuery(cardsQuery());
  // The platform may know better than the settings we hold (set or removed meanwhile).
  const [platformSaysMissing, setPlatformSaysMissing] = useState(false);

  const passwordRequired = settings.data?.paymentPasswordRequired ?? false;
  const passwordMissing =
    platformSaysMissing || (passwordRequired && settings.data?.hasPaymentPassword === false);
  const onPasswordMissing = () => {
    setPlatformSaysMissing(true);
    void settings.refetch();
  };

  return (
    <div className="money-page">
      <WithdrawSummary settings={settings} />
      {passwordMissing ? <PaymentPasswordMissing reason={t('withdraw.password_needed')} /> : null}
      <CardsSection
        cards={cards}
        canBind={settings.isSuccess && !passwordMissing}
        passwordRequired={passwordRequired}
        onPasswordMissing={onPasswordMissing}
      />
      <MoneySection title={t('withdraw.form_title')}>
        {settings.isPending || cards.isPending ? (
          <Loading />
        ) : settings.isError ? (
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : cards.isError ? (
          <LoadError error={cards.error} onRetry={() => void cards.refetch()} />
        ) : cards.data.list.length === 0 ? (
          <p className="mc-section__text">{t('withdraw.no_cards')}</p>
        ) : passwordMissing ? (
          <p className="mc-section__text">{t('payment_password.missing.title')}</p>
        ) : (
          <WithdrawForm
            settings={settings.data}
            cards={cards.data.list}
            onPasswordMissing={onPasswordMissing}
          />
        )}
      </MoneySection>
      <WithdrawalRecords />
    </div>
  );
}

import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/ui/section-state';
import { cardsQuery } from '../../api/cards';
import { withdrawSettingsQuery } from '../../api/withdraw';
import { ListLoading } from '../money/list-loading';
import { CardsSection } from './cards-section';
import { PaymentPasswordNotice } from './payment-password-notice';
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
  const formTitleId = useId();

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
      {passwordMissing ? <PaymentPasswordNotice /> : null}
      <CardsSection
        cards={cards}
        canBind={settings.isSuccess && !passwordMissing}
        passwordRequired={passwordRequired}
        onPasswordMissing={onPasswordMissing}
      />
      <section className="mc-section" aria-labelledby={formTitleId}>
        <h4 id={formTitleId} className="mc-section__title">
          {t('withdraw.form_title')}
        </h4>
        {settings.isPending || cards.isPending ? (
          <ListLoading />
        ) : settings.isError ? (
          <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
        ) : cards.isError ? (
          <LoadError error={cards.error} onRetry={() => void cards.refetch()} />
        ) : cards.data.list.length === 0 ? (
          <p className="mc-section__text">{t('withdraw.no_cards')}</p>
        ) : passwordMissing ? (
          <p className="mc-section__text">{t('withdraw.password_missing.title')}</p>
        ) : (
          <WithdrawForm
            settings={settings.data}
            cards={cards.data.list}
            onPasswordMissing={onPasswordMissing}
          />
        )}
      </section>
      <WithdrawalRecords />
    </div>
  );
}

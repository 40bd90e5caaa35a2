import { useQuery } from '@tanstack/react-query';
import { isSwitchOn } from '@site/contract';
import { memberQueries } from '../../../../api/member';
import { systemQueries } from '../../../../api/system';
import { merchantWalletQuery } from '../../../../api/wallet';
import { LoadError } from '../../../../components/ui/section-state';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useTranslation } from '../../../../i18n/react';
import { formatAmount } from '../../../../lib/format';
import { useTransferDownline } from '../../api/transfers';
import { Loading } from '../money/loading';
import { PaymentPasswordMissing } from '../money/payment-password-missing';
import { SendForm } from './send-form';
import '../money/money.css';
import '../wallet/wallet.css';

/**
 * The transfer to one direct downline, for the agent centre's team list (the app layer hands
 * it over): the same form, call and payment password rule as transfer-to-upline's downline
 * form, with the recipient already chosen.
 */
export default function DownlineTransfer({ username }: { username: string }) {
  const { t } = useTranslation('wallet');
  const settings = useQuery(systemQueries.settings());
  const member = useQuery(memberQueries.info());
  const wallet = useQuery(merchantWalletQuery());
  const symbol = useCurrencySymbol();
  const downline = useTransferDownline();

  if (settings.isPending || member.isPending) return <Loading />;
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  if (member.isError)
    return <LoadError error={member.error} onRetry={() => void member.refetch()} />;
  const askPassword = isSwitchOn(settings.data, 'PAYMENTPASS3');
  const available = wallet.data?.main.balance;
  if (askPassword && !member.data.hasPaymentPassword) {
    return <PaymentPasswordMissing reason={t('payment_password_needed')} />;
  }
  return (
    <div className="wallet-page">
      {available !== undefined ? (
        <dl className="wallet-summary wallet-summary__figures money-figures">
          <div>
            <dt>{t('upline.main_balance')}</dt>
            <dd className="wallet-summary__total">{formatAmount(available, symbol)}</dd>
          </div>
        </dl>
      ) : null}
      <SendForm
        title={t('downline.title')}
        intro={
          <dl className="mc-facts">
            <dt>{t('upline.recipient')}</dt>
            <dd>{username}</dd>
          </dl>
        }
        recipient={{ kind: 'fixed', username }}
        askPassword={askPassword}
        available={available}
        symbol={symbol}
        mutation={downline}
        toBody={(body, to) => ({ ...body, username: to })}
      />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { isAgentType, isSwitchOn, type MemberInfo } from '@site/contract';
import { systemQueries } from '../../../../api/system';
import { LoadError } from '../../../../components/ui/section-state';
import { formatAmount } from '../../../../lib/format';
import { useDownlineLookUp, useTransferDownline, useTransferUpline } from '../../api/transfers';
import { merchantWalletQuery } from '../../../../api/wallet';
import { Loading } from '../money/loading';
import { PaymentPasswordMissing } from '../money/payment-password-missing';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { SendForm } from './send-form';
import '../money/money.css';
import '../wallet/wallet.css';

/**
 * Transfer to upline (docs/product.md §6): MAIN to the member's upline, and for agents MAIN to a
 * direct
 * downline, both with the payment password when the merchant asks for it (PAYMENTPASS3). An
 * agent without an upline sees the downline form first; that it has no upline comes after.
 */
export default function TransferUpline({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('wallet');
  const settings = useQuery(systemQueries.settings());
  const wallet = useQuery(merchantWalletQuery());
  const symbol = useCurrencySymbol();
  const upline = useTransferUpline();
  const downline = useTransferDownline();
  const lookUp = useDownlineLookUp();

  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  const askPassword = isSwitchOn(settings.data, 'PAYMENTPASS3');
  const available = wallet.data?.main.balance;
  const isAgent = isAgentType(member.type);
  // Nothing can leave the account before the payment password is set: say where to set it.
  const blocked = askPassword && !member.hasPaymentPassword;

  const noUpline =
    member.toUpline === null ? <p className="wallet-note">{t('upline.none')}</p> : null;

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
      {isAgent ? null : noUpline}
      {blocked && (member.toUpline !== null || isAgent) ? (
        <PaymentPasswordMissing reason={t('payment_password_needed')} />
      ) : null}
      {!blocked && member.toUpline !== null ? (
        <SendForm
          title={t('upline.title')}
          intro={
            <dl className="mc-facts">
              <dt>{t('upline.recipient')}</dt>
              <dd>{member.toUpline}</dd>
            </dl>
          }
          recipient={{ kind: 'fixed', username: member.toUpline }}
          askPassword={askPassword}
          available={available}
          symbol={symbol}
          mutation={upline}
          toBody={(body) => body}
        />
      ) : null}
      {!blocked && isAgent ? (
        <SendForm
          title={t('downline.title')}
          intro={<p className="mc-section__text">{t('downline.body')}</p>}
          recipient={{ kind: 'typed', lookUp }}
          askPassword={askPassword}
          available={available}
          symbol={symbol}
          mutation={downline}
          toBody={(body, username) => ({ ...body, username })}
          refusals={{
            'member.not.downline': ['username'],
            'member.not.found': ['username', 'code:member.not.downline'],
          }}
        />
      ) : null}
      {isAgent ? noUpline : null}
    </div>
  );
}

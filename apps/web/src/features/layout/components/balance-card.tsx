import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { Balance } from '@site/contract';
import { walletQueries } from '../../../api/member';
import { formatAmount } from '../../../lib/format';
import { useUiStore } from '../../../stores/ui';
import { PlayMoneyBadge, PlayTopUp } from '../../../components/play-money';
import { Icon } from './icon';

/**
 * The member's balance (docs/product.md §2, §4): "updating" until it arrives, then the currency
 * symbol
 * and amount; a click hides it as ***, the refresh icon asks again.
 */
export function BalanceCard() {
  const { t } = useTranslation('layout');
  const hidden = useUiStore((s) => s.balanceHidden);
  const toggle = useUiStore((s) => s.toggleBalanceHidden);
  const balance = useQuery(walletQueries.balance());
  return (
    <div className="balance-card">
      <span className="balance-card__label">{t('balance')}</span>
      <div className="balance-card__row">
        <button
          type="button"
          className="balance-card__amount"
          onClick={toggle}
          // One name, its state in aria-pressed: "hide balance, pressed" while it shows ***.
          aria-pressed={hidden}
          aria-label={t('hide_balance')}
        >
          <span aria-hidden="true">{hidden ? '***' : <BalanceText balance={balance} />}</span>
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
        <button
          type="button"
          className="icon-button balance-card__refresh"
          onClick={() => void balance.refetch()}
          aria-label={t('refresh_balance')}
          aria-busy={balance.isFetching}
        >
          <Icon name="refresh" size={18} />
        </button>
      </div>
      <PlayTopUp />
      {/* The amount for screen readers, unless the member hid it. */}
      <span className="visually-hidden" role="status">
        {hidden ? t('balance_hidden') : <BalanceText balance={balance} />}
      </span>
    </div>
  );
}

/**
 * The amount with its currency symbol (and "Play money" for a free-play guest's), or what is
 * happening instead.
 */
export function BalanceText({ balance }: { balance: UseQueryResult<Balance> }) {
  const { t } = useTranslation(['layout', 'common']);
  if (balance.data)
    return (
      <>
        {formatAmount(balance.data.sumBalance, balance.data.currencySymbol)}
        <PlayMoneyBadge playMoney={balance.data.playMoney} />
      </>
    );
  if (balance.isError) return <>{t('common:load_failed')}</>;
  return <>{t('balance_updating')}</>;
}

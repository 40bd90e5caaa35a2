import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../../stores/ui';
import { Icon } from './icon';

/**
 * The member's balance with the hide toggle (*** when hidden). The balance call arrives with
 * the wallet (next issue); until then the card says the amount is not available yet.
 */
export function BalanceCard() {
  const { t } = useTranslation('layout');
  const hidden = useUiStore((s) => s.balanceHidden);
  const toggle = useUiStore((s) => s.toggleBalanceHidden);
  return (
    <div className="balance-card">
      <span className="balance-card__label">{t('balance')}</span>
      <div className="balance-card__row">
        <button
          type="button"
          className="balance-card__amount"
          onClick={toggle}
          aria-pressed={hidden}
          aria-label={hidden ? t('show_balance') : t('hide_balance')}
        >
          <span aria-hidden="true">{hidden ? '***' : '—'}</span>
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
        <span className="tag" title={t('balance_unavailable')}>
          {t('coming_soon')}
        </span>
      </div>
    </div>
  );
}

import { useId } from 'react';
import type { ContractTier, ContractType } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { formatAmount, formatCount } from '../../../../lib/format';
import { formatPercent, formatRate, usesNetLoss } from '../../utils/contract-terms';

/** What a contract pays: its tiers, or a real-time salary's rates. */
export interface Terms {
  type: ContractType;
  tiers: readonly ContractTier[];
  profitRate?: number | null;
  lossRate?: number | null;
  singleBetAmount?: number | null;
}

/**
 * A contract's terms as the holder reads them: the tiers (thresholds and the rate, a
 * percentage or a fixed amount), or for a real-time salary its loss and profit rates and the
 * least stake counted.
 */
export function ContractTerms({ terms, caption }: { terms: Terms; caption?: string }) {
  const { t } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  const captionId = useId();
  if (terms.type === 'REALTIME') {
    return (
      <div className="agent-contract__terms">
        {caption ? <p className="agent-contract__caption">{caption}</p> : null}
        <dl className="agent-contract__facts">
          <dt>{t('contracts.realtime.lossRate')}</dt>
          <dd>{formatPercent(terms.lossRate ?? 0)}</dd>
          <dt>{t('contracts.realtime.profitRate')}</dt>
          <dd>{formatPercent(terms.profitRate ?? 0)}</dd>
          <dt>{t('contracts.realtime.singleBetAmount')}</dt>
          <dd>{formatAmount(terms.singleBetAmount ?? 0, symbol)}</dd>
        </dl>
        <p className="agent-contract__note">{t('contracts.realtime.note')}</p>
      </div>
    );
  }
  const netLoss = usesNetLoss(terms.type);
  return (
    <div className="agent-contract__terms">
      <div className="agent-contract__scroll">
        <table className="agent-page__table agent-contract__table" aria-labelledby={captionId}>
          <caption id={captionId}>{caption ?? t('contracts.tiers.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('contracts.tiers.tier')}</th>
              <th scope="col">{t('contracts.tiers.minimumBet')}</th>
              {netLoss ? <th scope="col">{t('contracts.tiers.netLoss')}</th> : null}
              <th scope="col">{t('contracts.tiers.activeMember')}</th>
              <th scope="col">{t('contracts.tiers.rate')}</th>
            </tr>
          </thead>
          <tbody>
            {terms.tiers.map((tier, index) => (
              <tr key={index}>
                <th scope="row">{t('contracts.tiers.tier_n', { n: index + 1 })}</th>
                <td>≥ {formatAmount(tier.minimumBet, symbol)}</td>
                {netLoss ? <td>≥ {formatAmount(tier.netLoss, symbol)}</td> : null}
                <td>≥ {formatCount(tier.activeMember)}</td>
                <td>{formatRate(tier, symbol)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="agent-contract__note">{t('contracts.tiers.note')}</p>
    </div>
  );
}

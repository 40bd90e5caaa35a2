import { useId } from 'react';
import type { ContractTier, ContractType } from '@site/contract';
import {
  Cell,
  CardBody,
  CardHead,
  CardRow,
  CardTable,
  ColumnHeader,
  RowHeader,
} from '../../../../components/ui/card-table';
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
  const columns = [
    'contracts.tiers.tier',
    'contracts.tiers.minimumBet',
    ...(netLoss ? (['contracts.tiers.netLoss'] as const) : []),
    'contracts.tiers.activeMember',
    'contracts.tiers.rate',
  ] as const;
  return (
    <div className="agent-contract__terms">
      <div className="agent-contract__scroll">
        <CardTable className="agent-page__table agent-contract__table" aria-labelledby={captionId}>
          <caption id={captionId}>{caption ?? t('contracts.tiers.caption')}</caption>
          <CardHead>
            <CardRow>
              {columns.map((column) => (
                <ColumnHeader key={column}>{t(column)}</ColumnHeader>
              ))}
            </CardRow>
          </CardHead>
          <CardBody>
            {terms.tiers.map((tier, index) => (
              <CardRow key={index}>
                <RowHeader label={t('contracts.tiers.tier')}>
                  {t('contracts.tiers.tier_n', { n: index + 1 })}
                </RowHeader>
                <Cell label={t('contracts.tiers.minimumBet')}>
                  ≥ {formatAmount(tier.minimumBet, symbol)}
                </Cell>
                {netLoss ? (
                  <Cell label={t('contracts.tiers.netLoss')}>
                    ≥ {formatAmount(tier.netLoss, symbol)}
                  </Cell>
                ) : null}
                <Cell label={t('contracts.tiers.activeMember')}>
                  ≥ {formatCount(tier.activeMember)}
                </Cell>
                <Cell label={t('contracts.tiers.rate')}>{formatRate(tier, symbol)}</Cell>
              </CardRow>
            ))}
          </CardBody>
        </CardTable>
      </div>
      <p className="agent-contract__note">{t('contracts.tiers.note')}</p>
    </div>
  );
}

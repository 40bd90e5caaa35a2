import { useTranslation } from '../../../../i18n/react';
import { formatAmount } from '../../../../lib/format';
import { useConsolidate } from '../../../../api/wallet';
import { MutationFeedback } from '../mutation-feedback';

/**
 * Recall all: every vendor wallet back to MAIN in one call, busy until it answers; says
 * plainly when there was nothing out in the game wallets.
 */
export function RecallAll({ symbol }: { symbol: string }) {
  const { t } = useTranslation('wallet');
  const consolidate = useConsolidate();
  return (
    <div className="wallet-recall">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => consolidate.mutate()}
        disabled={consolidate.isPending}
        aria-busy={consolidate.isPending}
      >
        {consolidate.isPending ? t('fund.recalling') : t('fund.recall_all')}
      </button>
      <MutationFeedback
        error={consolidate.error}
        success={
          consolidate.data
            ? t(
                // No transaction: every game wallet was empty (or under maintenance).
                consolidate.data.transactionId === null
                  ? 'fund.recall_nothing'
                  : 'fund.recall_done',
                { total: formatAmount(consolidate.data.sumBalance, symbol) },
              )
            : null
        }
      />
    </div>
  );
}

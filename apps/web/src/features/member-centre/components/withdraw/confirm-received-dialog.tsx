import { useTranslation } from '../../../../i18n/react';
import type { Withdrawal } from '@site/contract';
import { formatAmount } from '../../../../lib/format';
import { useConfirmWithdrawal } from '../../api/withdraw';
import { MutationFeedback } from '../mutation-feedback';
import { NestedDialog } from '../money/nested-dialog';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';

interface ConfirmReceivedDialogProps {
  /** The PAID withdrawal being confirmed; null while closed. */
  withdrawal: Withdrawal | null;
  onClose: () => void;
  onDone: (withdrawal: Withdrawal) => void;
}

/** "Received" is final, so it is asked once more before it is sent. */
export function ConfirmReceivedDialog({ withdrawal, onClose, onDone }: ConfirmReceivedDialogProps) {
  const { t } = useTranslation('payments');
  const { t: common } = useTranslation();
  const symbol = useCurrencySymbol();
  const confirm = useConfirmWithdrawal();
  const close = () => {
    confirm.reset();
    onClose();
  };
  return (
    <NestedDialog
      open={withdrawal !== null}
      onClose={close}
      title={t('records.confirm_title')}
      size="dialog"
      role="alertdialog"
      footer={
        <div className="money-dialog-actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {common('cancel')}
          </button>
          <button
            type="button"
            className="button"
            disabled={confirm.isPending}
            onClick={() => {
              if (!withdrawal) return;
              confirm.mutate(
                { id: withdrawal.id, body: { received: true } },
                {
                  onSuccess: (answered) => {
                    confirm.reset();
                    onDone(answered);
                  },
                },
              );
            }}
          >
            {confirm.isPending ? t('sending') : t('records.confirm_yes')}
          </button>
        </div>
      }
    >
      {withdrawal ? (
        <p>
          {t('records.confirm_body', {
            amount: formatAmount(withdrawal.amount, symbol),
            account: `${withdrawal.card.providerName} ${withdrawal.card.accountNoMasked}`,
          })}
        </p>
      ) : null}
      <MutationFeedback error={confirm.error} success={null} />
    </NestedDialog>
  );
}

import { useTranslation } from '../../../../i18n/react';
import { formatAmount } from '../../../../lib/format';
import { NestedDialog } from '../money/nested-dialog';

interface ConfirmTransferProps {
  /** What is about to be sent; the dialog is closed while null. */
  transfer: { amount: number; recipient: string; nickname?: string | null } | null;
  symbol: string;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before money leaves the account: amount and recipient, then send or cancel. */
export function ConfirmTransfer({
  transfer,
  symbol,
  sending,
  onConfirm,
  onCancel,
}: ConfirmTransferProps) {
  const { t } = useTranslation('wallet');
  return (
    <NestedDialog
      open={transfer !== null}
      onClose={() => {
        if (!sending) onCancel();
      }}
      title={t('confirm.title')}
      size="dialog"
      role="alertdialog"
      footer={
        <div className="wallet-confirm__actions">
          <button
            type="button"
            className="button button--ghost"
            onClick={onCancel}
            disabled={sending}
          >
            {t('confirm.cancel')}
          </button>
          <button
            type="button"
            className="button"
            onClick={onConfirm}
            disabled={sending}
            aria-busy={sending}
          >
            {sending ? t('confirm.sending') : t('confirm.send')}
          </button>
        </div>
      }
    >
      <p className="mc-section__text">{t('confirm.body')}</p>
      {transfer ? (
        <dl className="mc-facts">
          <dt>{t('confirm.amount')}</dt>
          <dd>{formatAmount(transfer.amount, symbol)}</dd>
          <dt>{t('confirm.recipient')}</dt>
          <dd>{transfer.recipient}</dd>
          {transfer.nickname ? (
            <>
              <dt>{t('confirm.nickname')}</dt>
              <dd>{transfer.nickname}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </NestedDialog>
  );
}

import { useTranslation } from '../../../i18n/react';
import { Dialog } from '../../../components/ui/dialog';
import { useUiStore } from '../../../stores/ui';

/** The warning a trial account (type 4) gets on a protected action (docs/product.md §5). */
export default function TrialDialog() {
  const { t } = useTranslation('auth');
  const open = useUiStore((s) => s.trialDialogOpen);
  const close = useUiStore((s) => s.closeTrialDialog);
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('trial.title')}
      size="dialog"
      footer={
        <button type="button" className="button" onClick={close}>
          {t('trial.in_increase_submit')}
        </button>
      }
    >
      <p>{t('trial.in_need_true_account')}</p>
    </Dialog>
  );
}

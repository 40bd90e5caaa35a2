import type { ReactNode } from 'react';
import { Dialog } from '../../../../components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question before a step that cannot be taken back (terminate, replace a higher contract):
 * an alert dialog over the agent centre; Esc and Cancel go back, focus returns to the opener.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size="dialog"
      role="alertdialog"
      className="agent-confirm"
      footer={
        <div className="agent-confirm__actions">
          <button type="button" className="button button--ghost" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {confirmLabel}
          </button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}

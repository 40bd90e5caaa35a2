import { useTranslation } from '../../../i18n/react';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useUiStore } from '../../../stores/ui';
import { useLogout } from '../../../hooks/use-logout';

/** Asks before logging out (docs/product.md §4); a failure stays in the dialog with a retry. */
export default function LogoutConfirmDialog() {
  const { t } = useTranslation(['auth', 'common']);
  const open = useUiStore((s) => s.logoutConfirmOpen);
  const close = useUiStore((s) => s.closeLogoutConfirm);
  const logout = useLogout(close);
  const errorMessage = useErrorMessage();
  const dismiss = () => {
    logout.reset();
    close();
  };
  return (
    <Dialog
      open={open}
      onClose={dismiss}
      title={t('logout.title')}
      size="dialog"
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={dismiss}>
            {t('common:cancel')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            aria-busy={logout.isPending}
          >
            {logout.isPending ? t('logout.submitting') : t('logout.submit')}
          </button>
        </>
      }
    >
      <p>{t('logout.confirm')}</p>
      {logout.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(logout.error)}
        </p>
      ) : null}
    </Dialog>
  );
}

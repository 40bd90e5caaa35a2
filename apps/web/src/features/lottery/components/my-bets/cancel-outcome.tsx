import { useTranslation } from '../../../../i18n/react';
import { useErrorMessage } from '../../../../hooks/use-error-message';

/** How a cancel went: said once done, or why it was refused. */
export function CancelOutcome({
  cancel,
}: {
  cancel: { isSuccess: boolean; isError: boolean; error: unknown };
}) {
  const { t } = useTranslation('lottery');
  const errorMessage = useErrorMessage();
  return (
    <>
      {cancel.isSuccess ? (
        <p role="status" className="lot-good">
          {t('mine.cancelled')}
        </p>
      ) : null}
      {cancel.isError ? (
        <p role="alert" className="lot-error">
          {errorMessage(cancel.error)}
        </p>
      ) : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { useTranslation } from '../../../../i18n/react';

/**
 * The end of a form that makes downlines (direct registration, invitation link): the submit
 * button, what was done (a polite status) and a refusal not tied to a field (an alert).
 */
export function DownlineFormEnd({
  pending,
  submitLabel,
  outcome,
  failure,
}: {
  pending: boolean;
  submitLabel: string;
  outcome: ReactNode;
  failure: unknown;
}) {
  const { t } = useTranslation('agent');
  const message = useErrorMessage();
  return (
    <>
      <div className="agent-form__actions">
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('team.sending') : submitLabel}
        </button>
      </div>
      <div role="status" aria-live="polite" className="agent-form__outcome">
        {outcome}
      </div>
      {failure ? (
        <p role="alert" className="agent-form__error">
          {message(failure)}
        </p>
      ) : null}
    </>
  );
}

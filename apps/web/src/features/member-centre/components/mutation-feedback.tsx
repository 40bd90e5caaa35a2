import { useErrorMessage } from '../../../hooks/use-error-message';

interface MutationFeedbackProps {
  /** The failure of the last try, if it failed. */
  error: unknown;
  /** What to say of that failure instead of its error code's general text. */
  errorText?: string | null;
  /** What to announce when the last try succeeded; null while there is nothing to say. */
  success: string | null;
}

/**
 * A form's outcome: the server's reason in the user's language (alert) or the success
 * sentence (status). The status region stays mounted so screen readers announce it.
 */
export function MutationFeedback({ error, errorText, success }: MutationFeedbackProps) {
  const message = useErrorMessage();
  return (
    <>
      {error ? (
        <p className="mc-feedback mc-feedback--error" role="alert">
          {errorText ?? message(error)}
        </p>
      ) : null}
      <p className="mc-feedback mc-feedback--success" role="status">
        {success ?? ''}
      </p>
    </>
  );
}

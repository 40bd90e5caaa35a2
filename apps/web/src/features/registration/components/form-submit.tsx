import { useErrorMessage } from '../../../hooks/use-error-message';

interface FormSubmitProps {
  label: string;
  pendingLabel: string;
  pending: boolean;
  /** The last failure, shown in the user's language above the button. */
  error: unknown;
}

/** A form's submit button with its progress, and the failure of the last try. */
export function FormSubmit({ label, pendingLabel, pending, error }: FormSubmitProps) {
  const errorMessage = useErrorMessage();
  return (
    <>
      {error ? (
        <p className="reg-form__failure" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="button reg-form__submit"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {pendingLabel}
          </>
        ) : (
          label
        )}
      </button>
    </>
  );
}

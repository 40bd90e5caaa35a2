import { useId, type ComponentProps, type ReactNode } from 'react';

type AuthFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string;
  /** Controls beside the input (e.g. the SMS code button). */
  trailing?: ReactNode;
  /** Controls before the input (e.g. the dialing code). */
  leading?: ReactNode;
};

/** A labelled input whose error is tied to it for screen readers. */
export function AuthField({ label, error, trailing, leading, ...inputProps }: AuthFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <div className="auth-field__row">
        {leading}
        <input
          id={id}
          className="auth-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

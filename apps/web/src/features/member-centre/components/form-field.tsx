import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The translated problem with the value, shown under it and tied to the input. */
  error?: string | null;
  hint?: string;
  /** A control beside the input, e.g. the send-code button. */
  addon?: ReactNode;
}

/** A labelled input whose hint and error are read out with it. */
export function FormField({ label, error, hint, addon, className, ...input }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`mc-field${className ? ` ${className}` : ''}`}>
      <label className="mc-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="mc-field__row">
        <input
          id={id}
          className="mc-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="mc-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

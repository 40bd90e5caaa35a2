import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  required?: boolean;
  /** The error, already in words. */
  error?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  /** Shown before the input (a dialing code picker). */
  before?: ReactNode;
  /** Shown after the input (the SMS code button). */
  after?: ReactNode;
  maxLength?: number;
}

/** One labelled input: * when required (SPEC §5), its error read out with it. */
export function TextField({
  label,
  registration,
  required,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  before,
  after,
  maxLength,
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="reg-field">
      <label htmlFor={id} className="reg-field__label">
        {label}
        {required ? (
          <span className="reg-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="reg-field__row">
        {before}
        <input
          id={id}
          className="reg-field__input"
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        {after}
      </div>
      {error ? (
        <p id={errorId} className="reg-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

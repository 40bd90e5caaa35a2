import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import '../../../../components/form/field.css';
import './money.css';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  /** A standing hint under the select, read out with it. */
  hint?: string;
  /** The problem with the choice, already in words; read out with the select. */
  error?: string | null;
  /** Its <option>s. */
  children: ReactNode;
};

/**
 * A labelled native select in the look of components/form Field, with its hint and error
 * wiring; takes react-hook-form's `register(...)` spread or value and onChange.
 */
export function SelectField({
  label,
  hint,
  error,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__row">
        <select
          id={id}
          className="field__input money-select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...select}
        >
          {children}
        </select>
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from './field';
import './field.css';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'required'> & {
  label: string;
  required?: boolean;
  /** A standing hint under the select, read out with it. */
  hint?: string;
  /** The problem with the choice, already in words; read out with the select. */
  error?: string | null;
  /** Its <option>s. */
  children: ReactNode;
};

/**
 * A labelled native select in the frame of every field; takes react-hook-form's
 * `register(...)` spread or value and onChange.
 */
export function SelectField({
  label,
  required,
  hint,
  error,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <select className="field__input field__select" {...control} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

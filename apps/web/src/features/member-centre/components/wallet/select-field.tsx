import { useId, type ComponentPropsWithRef } from 'react';
import '../../../../components/form/field.css';

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id'> & {
  label: string;
  options: readonly { value: string; label: string; disabled?: boolean }[];
};

/** A labelled native select in the look of Field (takes react-hook-form's register spread). */
export function SelectField({ label, options, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__row">
        <select id={id} className="field__input" {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

import { useId, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useHeldWhilePressedOutside } from './use-held-while-pressed';
import './field.css';

type FieldProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'required'> & {
  label: string;
  /** Marks the label with * (docs/product.md §5) and tells assistive technology; the form checks it. */
  required?: boolean;
  /** A standing hint under the input, read out with it. */
  hint?: string;
  /** The problem with the value, already in words; read out with the input. */
  error?: string | null;
  /** Controls before the input (a dialing code picker). */
  leading?: ReactNode;
  /** Controls after the input (the send-code button). */
  trailing?: ReactNode;
  /** Words that follow the typing (an amount field's reading), said politely as they change. */
  live?: string;
  /** Extra classes on the field's wrapper (layout of the form around it). */
  className?: string;
};

/** What a control needs to be tied to its frame's label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | null;
  live?: string;
  className?: string;
  /** The control (input, select ...) and anything beside it, given its ids and aria. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * The frame of every form control: the label with the required mark, a hint and an error,
 * tied to the control through aria-describedby and aria-invalid.
 */
export function FieldFrame({
  label,
  required,
  hint,
  error: currentError,
  live,
  className,
  children,
}: FieldFrameProps) {
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  // An error that appears as focus leaves for a click elsewhere would move that click's target.
  const error = useHeldWhilePressedOutside(currentError, frame);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div ref={frame} className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="field__row">
        {children({
          id,
          'aria-required': required || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      {/* Present while empty, so screen readers announce the words when they come. */}
      {live !== undefined ? (
        <p className="field__live" aria-live="polite">
          {live}
        </p>
      ) : null}
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

/**
 * One labelled input for every form (in a FieldFrame). Takes react-hook-form's `register(...)`
 * spread like any input prop (React 19 passes `ref` through).
 */
export function Field({
  label,
  required,
  hint,
  error,
  leading,
  trailing,
  live,
  className,
  ...input
}: FieldProps) {
  return (
    <FieldFrame
      label={label}
      required={required}
      hint={hint}
      error={error}
      live={live}
      className={className}
    >
      {(control) => (
        <>
          {leading}
          <input className="field__input" {...control} {...input} />
          {trailing}
        </>
      )}
    </FieldFrame>
  );
}

import { useId, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { CodeSent } from '@site/contract';
import { Field } from '../../../../components/form/field';
import { SmsCodeButton } from '../../../../components/form/sms-code-button';

interface BindSectionProps {
  title: string;
  /** What is bound now, or that nothing is. */
  current: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The contact's field, the code's and the form's end (BindFormEnd). */
  children: ReactNode;
}

/** A contact binding's section: its title, what is bound now, and its form. */
export function BindSection({ title, current, onSubmit, children }: BindSectionProps) {
  const titleId = useId();
  return (
    <section className="mc-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="mc-section__title">
        {title}
      </h4>
      <p className="mc-section__text">{current}</p>
      <form className="mc-form" noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </section>
  );
}

interface BindCodeFieldProps {
  label: string;
  error: string | undefined;
  /** The registered code input of the form. */
  code: UseFormRegisterReturn<'verificationCode'>;
  /** The bindings done: each one starts the code button afresh. */
  bindings: number;
  /** Checks the contact typed above (false: its field says why, and no code is sent). */
  checkContact: () => Promise<boolean>;
  /** Sends the code to that contact. */
  send: () => Promise<CodeSent>;
}

/** The code a binding sends to the new contact, with the button that sends it. */
export function BindCodeField({
  label,
  error,
  code,
  bindings,
  checkContact,
  send,
}: BindCodeFieldProps) {
  return (
    <Field
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      error={error}
      trailing={<SmsCodeButton resetKey={bindings} beforeSend={checkContact} send={send} />}
      {...code}
    />
  );
}

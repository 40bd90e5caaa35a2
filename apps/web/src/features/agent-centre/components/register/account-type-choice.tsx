import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/react';

/** Member (41) or agent (42): what the registration or the link makes. */
export function AccountTypeChoice({
  value,
  register,
  legend,
}: {
  value: string;
  register: UseFormRegisterReturn;
  legend: string;
}) {
  const { t } = useTranslation('agent');
  const name = useId();
  return (
    <fieldset className="agent-page__presets" id={name}>
      <legend className="agent-page__legend">{legend}</legend>
      {(['41', '42'] as const).map((type) => (
        <label key={type} className="agent-page__chip">
          <input type="radio" value={type} defaultChecked={value === type} {...register} />
          <span>{t(type === '42' ? 'team.types.agent' : 'team.types.member')}</span>
        </label>
      ))}
    </fieldset>
  );
}

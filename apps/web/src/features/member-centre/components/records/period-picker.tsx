import { useId } from 'react';
import { useTranslation } from '../../../../i18n/react';
import type { PeriodPreset } from '../../utils/periods';

interface PeriodPickerProps {
  presets: readonly PeriodPreset[];
  value: PeriodPreset;
  onChange: (preset: PeriodPreset) => void;
}

/** The date presets as a radio group (arrow keys move between them), drawn as chips. */
export function PeriodPicker({ presets, value, onChange }: PeriodPickerProps) {
  const { t } = useTranslation('wallet');
  const name = useId();
  return (
    <fieldset className="records-periods">
      <legend className="records-periods__legend">{t('period.label')}</legend>
      {presets.map((preset) => (
        <label key={preset} className="records-periods__chip">
          <input
            type="radio"
            name={name}
            value={preset}
            checked={value === preset}
            onChange={() => onChange(preset)}
          />
          <span>{t(`period.${preset}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

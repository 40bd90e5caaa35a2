import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';

/** A multiple 1..max: a number field between − and + buttons. */
export function MultipleField({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  label?: string;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  const clamp = (n: number) => Math.max(1, Math.min(max, Number.isFinite(n) ? Math.trunc(n) : 1));
  const name = label ?? t('multiple.label');
  return (
    <div className="lot-multiple">
      <label htmlFor={id} className="lot-multiple__label">
        {name}
      </label>
      <button
        type="button"
        className="lot-multiple__step"
        aria-label={t('multiple.less', { name })}
        disabled={value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        id={id}
        className="lot-multiple__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        onChange={(event) => onChange(clamp(Number(event.target.value)))}
      />
      <button
        type="button"
        className="lot-multiple__step"
        aria-label={t('multiple.more', { name })}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </div>
  );
}

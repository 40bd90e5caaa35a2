import { useId } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { Field } from '../../../../components/form/field';
import { useMerchantTimeZone } from '../../../../hooks/use-merchant-time-zone';
import { zoneLabel } from '../../../../lib/merchant-time';
import { DAY_PRESETS, rangeOf } from '../../utils/day-ranges';
import {
  MAX_REPORT_DAYS,
  type RangeChoice,
  type RangeDraft,
  type RangeProblems,
} from '../../utils/report-range';

const CHOICES: readonly RangeChoice[] = [...DAY_PRESETS, 'custom'];

interface RangeFilterProps {
  value: RangeDraft;
  onChange: (next: RangeDraft) => void;
  problems: RangeProblems;
}

/**
 * The period of a report: a preset of the merchant's days or two dates of one's own, with
 * what is wrong with them under each date. Custom starts from the preset it replaces.
 */
export function RangeFilter({ value, onChange, problems }: RangeFilterProps) {
  const { t } = useTranslation('agent');
  const name = useId();
  const zone = useMerchantTimeZone();
  const choose = (choice: RangeChoice) => {
    if (choice === 'custom' && value.choice !== 'custom') {
      const from = rangeOf(value.choice, zone);
      onChange({ choice, start: from.startDate, end: from.endDate });
    } else {
      onChange({ ...value, choice });
    }
  };
  const problem = (key: keyof RangeProblems) => {
    const found = problems[key];
    return found ? t(`reports.range.problems.${found}`, { days: MAX_REPORT_DAYS }) : null;
  };
  return (
    <div className="report-range">
      <fieldset className="report-chips">
        <legend className="report-chips__legend">{t('reports.range.period')}</legend>
        {CHOICES.map((choice) => (
          <label key={choice} className="report-chips__chip">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value.choice === choice}
              onChange={() => choose(choice)}
            />
            <span>{t(`reports.range.presets.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      {value.choice === 'custom' ? (
        <div className="report-range__dates">
          <Field
            type="date"
            label={t('reports.range.start')}
            value={value.start}
            max={rangeOf('today', zone).endDate}
            onChange={(event) => onChange({ ...value, start: event.target.value })}
            error={problem('start')}
            hint={t('reports.range.hint', { days: MAX_REPORT_DAYS, zone: zoneLabel(zone) })}
          />
          <Field
            type="date"
            label={t('reports.range.end')}
            value={value.end}
            max={rangeOf('today', zone).endDate}
            onChange={(event) => onChange({ ...value, end: event.target.value })}
            error={problem('end')}
          />
        </div>
      ) : null}
    </div>
  );
}

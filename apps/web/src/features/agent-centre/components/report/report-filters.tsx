import type { ReactNode } from 'react';
import { Field } from '../../../../components/form/field';
import { SelectField } from '../../../../components/form/select-field';
import { useTranslation } from '../../../../i18n/react';
import type { useReportFilters } from '../../hooks/use-report-filters';
import { RangeFilter } from './range-filter';

type Filters<F extends object> = ReturnType<typeof useReportFilters<F>>;

/**
 * A report's filter form: the member's account first when the report has one, the report's own
 * choices, then the period and the search button.
 */
export function ReportFilters<F extends object>({
  filters,
  children,
}: {
  filters: Filters<F>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  return (
    <form className="report-filters" onSubmit={filters.submit} noValidate>
      {children}
      <RangeFilter value={filters.range} onChange={filters.setRange} problems={filters.problems} />
      <button type="submit" className="button report-filters__submit">
        {t('reports.search')}
      </button>
    </form>
  );
}

/** The account filter of a report by member (a downline's username, any depth). */
export function AccountFilter<F extends { username: string }>({
  filters,
}: {
  filters: Filters<F>;
}) {
  const { t } = useTranslation('agent');
  return (
    <Field
      label={t('reports.columns.account')}
      value={filters.fields.username}
      onChange={(event) => filters.setField('username', event.target.value)}
      maxLength={64}
      autoComplete="off"
      hint={t('reports.username_hint')}
    />
  );
}

interface ChoiceFilterProps<T extends string> {
  label: string;
  /** The first option's name: no filter, every value. */
  all: string;
  value: T | '';
  choices: readonly T[];
  nameOf: (choice: T) => string;
  onChange: (value: T | '') => void;
}

/** A filter of one of `choices`, or of none (''): anything else the select says is none. */
export function ChoiceFilter<T extends string>({
  label,
  all,
  value,
  choices,
  nameOf,
  onChange,
}: ChoiceFilterProps<T>) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => {
        const picked = choices.find((choice) => choice === event.target.value);
        onChange(picked ?? '');
      }}
    >
      <option value="">{all}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {nameOf(choice)}
        </option>
      ))}
    </SelectField>
  );
}

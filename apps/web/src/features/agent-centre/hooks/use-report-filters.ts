import { useState, type FormEvent } from 'react';
import { useMerchantTimeZone } from '../../../hooks/use-merchant-time-zone';
import { rangeOf, type DayPreset } from '../utils/day-ranges';
import {
  resolveRange,
  type DayRange,
  type RangeDraft,
  type RangeProblems,
} from '../utils/report-range';

export interface AppliedFilters<F> {
  fields: F;
  range: DayRange;
}

/**
 * A report's filters: what the form holds (draft) and what the table shows (applied), which
 * the form's submit replaces when the dates hold, going back to page 1. A preset is turned
 * into days when applied, so "today" stays the day it was asked on while paging.
 */
export function useReportFilters<F extends object>(initial: F, preset: DayPreset) {
  const zone = useMerchantTimeZone();
  const [fields, setFields] = useState<F>(initial);
  const [range, setRange] = useState<RangeDraft>({ choice: preset, start: '', end: '' });
  const [problems, setProblems] = useState<RangeProblems>({});
  const [applied, setApplied] = useState<AppliedFilters<F>>(() => ({
    fields: initial,
    range: rangeOf(preset, zone),
  }));
  const [page, setPage] = useState(1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget;
    const resolved = resolveRange(range, zone);
    if ('problems' in resolved) {
      setProblems(resolved.problems);
      // The keyboard goes to the first date to fix, once it says what is wrong.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setProblems({});
    setApplied({ fields, range: resolved.range });
    setPage(1);
  };

  return {
    fields,
    setField: <K extends keyof F>(key: K, value: F[K]) =>
      setFields((current) => ({ ...current, [key]: value })),
    range,
    setRange,
    problems,
    applied,
    page,
    setPage,
    submit,
  };
}

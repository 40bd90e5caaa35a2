import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { MAX_CHASE_ISSUES, type CallResult, type lotteryOrderCalls } from '@site/contract';
import { LoadError } from '../../../components/ui/section-state';
import { useCurrencySymbol } from '../../../hooks/use-currency-symbol';
import { formatAmount } from '../../../lib/format';
import { chaseAmountMinor, planMultiples, type ChaseSettings } from '../utils/chase-plan';
import { fromMinor } from '../utils/line-math';
import { MultipleField } from './multiple-field';

type ChaseNumeros = CallResult<typeof lotteryOrderCalls.chaseNumeros>;

export interface ChaseState {
  on: boolean;
  count: number;
  settings: ChaseSettings;
  /** Per-issue multiples as edited in the table (the plan's until the member changes one). */
  multiples: number[];
  winStop: boolean;
}

export const chaseIssues = (chase: ChaseState, numeros: readonly string[]) =>
  numeros.slice(0, chase.count).map((numero, i) => ({ numero, multiple: chase.multiples[i] ?? 1 }));

/**
 * The chase planner: how many issues from the one on sale (default 10), the start multiple
 * and a plan (same, or doubling every k issues), a table of the issues with each one's multiple
 * and amount, and stop-on-win.
 */
export function ChasePanel({
  chase,
  onChange,
  slipAmountMinor,
  numeros,
}: {
  chase: ChaseState;
  onChange: (chase: ChaseState) => void;
  slipAmountMinor: bigint;
  numeros: UseQueryResult<ChaseNumeros>;
}) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const countId = useId();
  const everyId = useId();
  const replan = (next: Partial<ChaseState> & { settings?: ChaseSettings }) => {
    const merged = { ...chase, ...next };
    onChange({ ...merged, multiples: planMultiples(merged.count, merged.settings) });
  };
  const issues = numeros.data?.chaseNumeros.slice(0, chase.count) ?? [];
  const total = chaseAmountMinor(slipAmountMinor, chase.multiples.slice(0, issues.length));

  return (
    <section className="lot-chase" aria-labelledby={`${countId}-title`}>
      <div className="lot-chase__head">
        <h4 id={`${countId}-title`} className="lot-chase__title">
          {t('chase.title')}
        </h4>
        <label className="lot-switch">
          <input
            type="checkbox"
            checked={chase.on}
            onChange={(event) => onChange({ ...chase, on: event.target.checked })}
          />
          <span>{t('chase.enable')}</span>
        </label>
      </div>
      {chase.on ? (
        <div className="lot-chase__body">
          <div className="lot-chase__settings">
            <div className="lot-field">
              <label htmlFor={countId}>{t('chase.issues')}</label>
              <input
                id={countId}
                type="number"
                inputMode="numeric"
                min={2}
                max={MAX_CHASE_ISSUES}
                value={chase.count}
                onChange={(event) =>
                  replan({
                    count: Math.max(
                      2,
                      Math.min(MAX_CHASE_ISSUES, Math.trunc(Number(event.target.value)) || 2),
                    ),
                  })
                }
              />
            </div>
            <MultipleField
              label={t('chase.startMultiple')}
              value={chase.settings.startMultiple}
              max={chase.settings.maxMultiple}
              onChange={(startMultiple) =>
                replan({ settings: { ...chase.settings, startMultiple } })
              }
            />
            <div className="lot-chase__plans" role="group" aria-label={t('chase.plan')}>
              {(['same', 'doubling'] as const).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  aria-pressed={chase.settings.kind === kind}
                  className="lot-units__unit"
                  onClick={() => replan({ settings: { ...chase.settings, kind } })}
                >
                  {t(`chase.${kind}`)}
                </button>
              ))}
            </div>
            {chase.settings.kind === 'doubling' ? (
              <div className="lot-field">
                <label htmlFor={everyId}>{t('chase.every')}</label>
                <input
                  id={everyId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={chase.count}
                  value={chase.settings.every}
                  onChange={(event) =>
                    replan({
                      settings: {
                        ...chase.settings,
                        every: Math.max(1, Math.trunc(Number(event.target.value)) || 1),
                      },
                    })
                  }
                />
              </div>
            ) : null}
            <label className="lot-switch">
              <input
                type="checkbox"
                checked={chase.winStop}
                onChange={(event) => onChange({ ...chase, winStop: event.target.checked })}
              />
              <span>{t('chase.winStop')}</span>
            </label>
          </div>
          {numeros.isError ? (
            <LoadError error={numeros.error} onRetry={() => void numeros.refetch()} />
          ) : (
            <div className="lot-table-wrap">
              <table className="lot-table lot-chase__table">
                <caption className="visually-hidden">{t('chase.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('issue')}</th>
                    <th scope="col">{t('multiple.label')}</th>
                    <th scope="col">{t('amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {issues.map((issue, i) => (
                    <tr key={issue.numero}>
                      <th scope="row">{issue.numero}</th>
                      <td>
                        <input
                          className="lot-chase__multiple"
                          type="number"
                          inputMode="numeric"
                          min={1}
                          max={chase.settings.maxMultiple}
                          aria-label={t('chase.multipleOf', { numero: issue.numero })}
                          value={chase.multiples[i] ?? 1}
                          onChange={(event) => {
                            const value = Math.max(
                              1,
                              Math.min(
                                chase.settings.maxMultiple,
                                Math.trunc(Number(event.target.value)) || 1,
                              ),
                            );
                            const multiples = [...chase.multiples];
                            multiples[i] = value;
                            onChange({ ...chase, multiples });
                          }}
                        />
                      </td>
                      <td>
                        {formatAmount(
                          fromMinor(slipAmountMinor * BigInt(chase.multiples[i] ?? 1)),
                          symbol,
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="lot-chase__total">
            {t('chase.total', {
              issues: issues.length,
              total: formatAmount(fromMinor(total), symbol),
            })}
          </p>
        </div>
      ) : null}
    </section>
  );
}

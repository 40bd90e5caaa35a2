import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { formatAmount, formatCount } from '../../../../lib/format';
import { teamOverviewQuery } from '../../api/reports';
import { DAY_PRESETS, rangeOf, type DayPreset } from '../../utils/day-ranges';

const COUNTS = ['teamSize', 'newMembers', 'firstDepositors', 'activeMembers'] as const;
const AMOUNTS = ['deposit', 'withdrawal', 'validBet', 'profit', 'teamBalance'] as const;

/**
 * Team overview (agentTeamOverview): the team's cards over a preset range of days and the
 * figures per day, from the platform's daily aggregates.
 */
export default function TeamOverview() {
  const { t } = useTranslation('member');
  const symbol = useCurrencySymbol();
  const name = useId();
  const tableId = useId();
  const [preset, setPreset] = useState<DayPreset>('today');
  const range = useMemo(() => rangeOf(preset), [preset]);
  const query = useQuery(teamOverviewQuery(range));
  const overview = query.data;

  return (
    <div className="agent-page">
      <fieldset className="agent-page__presets">
        <legend className="agent-page__legend">{t('agent.overview.period')}</legend>
        {DAY_PRESETS.map((value) => (
          <label key={value} className="agent-page__chip">
            <input
              type="radio"
              name={name}
              value={value}
              checked={preset === value}
              onChange={() => setPreset(value)}
            />
            <span>{t(`agent.overview.presets.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {query.isError ? (
        <p role="alert">{t('agent.overview.failed')}</p>
      ) : !overview ? (
        <p role="status">{t('centre.loading')}</p>
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <dl className="agent-page__cards">
            {COUNTS.map((key) => (
              <div key={key} className="agent-page__card">
                <dt>{t(`agent.overview.cards.${key}`)}</dt>
                <dd>{formatCount(overview[key])}</dd>
              </div>
            ))}
            {AMOUNTS.map((key) => (
              <div key={key} className="agent-page__card">
                <dt>{t(`agent.overview.cards.${key}`)}</dt>
                <dd>{formatAmount(overview[key], symbol)}</dd>
              </div>
            ))}
          </dl>
          <table className="agent-page__table" aria-labelledby={tableId}>
            <caption id={tableId}>{t('agent.overview.by_day')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agent.overview.day')}</th>
                <th scope="col">{t('agent.overview.cards.newMembers')}</th>
                <th scope="col">{t('agent.overview.cards.activeMembers')}</th>
                <th scope="col">{t('agent.overview.cards.deposit')}</th>
                <th scope="col">{t('agent.overview.cards.validBet')}</th>
                <th scope="col">{t('agent.overview.cards.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.series.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  <td>{formatCount(day.newMembers)}</td>
                  <td>{formatCount(day.activeMembers)}</td>
                  <td>{formatAmount(day.deposit, symbol)}</td>
                  <td>{formatAmount(day.validBet, symbol)}</td>
                  <td>{formatAmount(day.profit, symbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

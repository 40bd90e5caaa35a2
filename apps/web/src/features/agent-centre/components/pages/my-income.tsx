import { useQuery } from '@tanstack/react-query';
import { agentCalls, type CallResult } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { call } from '../../../../lib/api-client';
import { formatAmount } from '../../../../lib/format';
import { incomeQuery } from '../../api/team-reports';
import { useReportFilters } from '../../hooks/use-report-filters';
import { csvAmount } from '../../utils/csv';
import { ExportCsv } from '../report/export-csv';
import { ReportFilters } from '../report/report-filters';
import { ReportState } from '../report/report-state';
import { ReportTable, type ReportColumn } from '../report/report-table';
import '../report/report.css';

type IncomeRow = CallResult<typeof agentCalls.income>['list'][number];

/** The kinds of income, in the order of the columns. */
const KINDS = ['rebate', 'dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;

/**
 * My income (agentRevenueReport): what the agent's contracts paid it, less what it paid its
 * downlines' contracts, by day and kind over a period, with the period's totals. One answer
 * holds every day of the period (93 at most), so there is no paging and the export is whole.
 */
export default function MyIncome() {
  const { t } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  const filters = useReportFilters<Record<string, never>>({}, 'last7');
  const { range } = filters.applied;
  const query = useQuery(incomeQuery(range));

  const columns: ReportColumn<IncomeRow>[] = [
    {
      key: 'day',
      label: t('reports.income.columns.day'),
      cell: (row) => row.day,
      sortValue: (row) => row.day,
      rowHeader: true,
    },
    ...[...KINDS, 'total' as const].map((kind): ReportColumn<IncomeRow> => ({
      key: kind,
      label: t(`reports.income.columns.${kind}`),
      cell: (row) => formatAmount(row[kind], symbol),
      sortValue: (row) => row[kind],
      numeric: true,
    })),
  ];

  const exportSpec = () => {
    const shown = range;
    return {
      filename: `my-income_${shown.startDate}_${shown.endDate}.csv`,
      header: columns.map((column) => column.label),
      fetchPage: async (_pageNo: number, signal: AbortSignal) => {
        const answer = await call(agentCalls.income, { query: shown, signal });
        const cells = (row: IncomeRow) =>
          [...KINDS, 'total' as const].map((kind) => csvAmount(row[kind]));
        return {
          totalPages: 1,
          rows: answer.list.map((row) => [row.day, ...cells(row)]),
          trailer: [[t('reports.total'), ...cells(answer.total)]],
        };
      },
    };
  };

  return (
    <div className="agent-page report">
      <ReportFilters filters={filters} />
      <ExportCsv spec={exportSpec} scope="whole" />
      <ReportState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        empty={t('reports.income.empty')}
      >
        {(data) => (
          <div aria-busy={query.isPlaceholderData || undefined} className="report-section">
            <dl className="agent-page__cards">
              {(['total', ...KINDS] as const).map((kind) => (
                <div key={kind} className="agent-page__card">
                  <dt>{t(`reports.income.columns.${kind}`)}</dt>
                  <dd>{formatAmount(data.total[kind], symbol)}</dd>
                </div>
              ))}
            </dl>
            <ReportTable
              caption={t('reports.income.caption', { start: range.startDate, end: range.endDate })}
              columns={columns}
              rows={data.list}
              rowKey={(row) => row.day}
              busy={query.isPlaceholderData}
              totals={{
                label: t('reports.total'),
                cells: Object.fromEntries(
                  [...KINDS, 'total' as const].map((kind) => [
                    kind,
                    formatAmount(data.total[kind], symbol),
                  ]),
                ),
              }}
            />
          </div>
        )}
      </ReportState>
    </div>
  );
}

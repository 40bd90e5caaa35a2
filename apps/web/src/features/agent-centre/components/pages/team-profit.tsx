import { useContext, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { agentCalls, PRODUCTS, type CallResult, type Product } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { Pagination } from '../../../../components/ui/pagination';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { call } from '../../../../lib/api-client';
import { formatAmount, formatCount } from '../../../../lib/format';
import {
  teamProductsQuery,
  teamProfitQuery,
  type TeamProductsQuery,
  type TeamProfitQuery,
} from '../../api/team-reports';
import { useReportFilters } from '../../hooks/use-report-filters';
import { EXPORT_PAGE_SIZE } from '../../hooks/use-csv-export';
import { AgentNavContext } from '../../utils/agent-nav';
import { csvAmount, type CsvCell } from '../../utils/csv';
import type { DayRange } from '../../utils/report-range';
import { SignedAmount } from '../report/cells';
import { ExportCsv } from '../report/export-csv';
import { ReportFilters } from '../report/report-filters';
import { ReportState } from '../report/report-state';
import { ReportTable, type ReportColumn } from '../report/report-table';
import '../report/report.css';

type ProfitPage = CallResult<typeof agentCalls.profit>;
type MemberRow = ProfitPage['list'][number];
type Figures = ProfitPage['total'];
type ProductRow = CallResult<typeof agentCalls.products>['list'][number];

const FIGURES = [
  ['deposit', 'deposit'],
  ['withdrawal', 'withdrawal'],
  ['betAmount', 'bet'],
  ['validBet', 'valid_bet'],
  ['payout', 'payout'],
  ['bonus', 'bonus'],
] as const satisfies readonly (readonly [keyof Figures, string])[];

const isProduct = (value: string): value is Product =>
  (PRODUCTS as readonly string[]).includes(value);
/** Sums in cents, so a column of decimals adds up to what each line says. */
const sumOf = (
  rows: readonly ProductRow[],
  key: 'bets' | 'betAmount' | 'validBet' | 'payout' | 'profit',
) => rows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0) / 100;

const profitQueryOf = (
  range: DayRange,
  parent: string | undefined,
  pageNo: number,
  pageSize?: number,
) => {
  const query: TeamProfitQuery = { ...range, pageNo };
  if (pageSize) query.pageSize = pageSize;
  if (parent) query.parent = parent;
  return query;
};

/**
 * Team P&L (palStatementsAgentCopy): each member one level down with its whole team's figures
 * and the level's team total, a member with a team of its own opening the level below it (the
 * trail leads back); under it the same team's betting by product. The members' P&L is theirs
 * (payout + bonus − bet): the team's loss is its negative. The platform pays no rebates yet,
 * so there is no rebate column (README "Not yet").
 */
export default function TeamProfit() {
  const { t } = useTranslation(['agent', 'common']);
  const symbol = useCurrencySymbol();
  const start = useContext(AgentNavContext)?.params.username;
  // The members whose level is shown, from the agent down: [] is the agent's own level.
  const [trail, setTrail] = useState<string[]>(start ? [start] : []);
  const parent = trail.at(-1);
  const filters = useReportFilters<Record<string, never>>({}, 'today');
  const { range } = filters.applied;
  const query = useQuery(teamProfitQuery(profitQueryOf(range, parent, filters.page)));
  const productsQuery: TeamProductsQuery = parent ? { ...range, username: parent } : { ...range };
  const products = useQuery(teamProductsQuery(productsQuery));

  // After a move through the levels, the keyboard lands on the level now shown.
  const levelRef = useRef<HTMLSpanElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) levelRef.current?.focus();
  }, [trail]);
  const openLevel = (next: string[]) => {
    moved.current = true;
    setTrail(next);
    filters.setPage(1);
  };

  const teamName = parent ?? t('reports.profit.my_team');
  // "Total tim Tim saya" said the team twice: the member's own team has a total of its own.
  const teamTotal = parent
    ? t('reports.profit.total', { team: parent })
    : t('reports.profit.total_mine');
  const productName = (product: string) =>
    isProduct(product) ? t(`common:categories.${product}`) : product;

  const figureColumns = FIGURES.map(([key, label]): ReportColumn<MemberRow> => ({
    key,
    label: t(`reports.profit.columns.${label}`),
    cell: (row) => formatAmount(row[key], symbol),
    sortValue: (row) => row[key],
    numeric: true,
  }));
  const columns: ReportColumn<MemberRow>[] = [
    {
      key: 'account',
      label: t('reports.columns.account'),
      rowHeader: true,
      sortValue: (row) => row.account,
      cell: (row) =>
        row.teamCount > 0 ? (
          <button
            type="button"
            className="report-link"
            onClick={() => openLevel([...trail, row.account])}
          >
            {row.account} <span className="visually-hidden">{t('reports.profit.open_team')}</span>
          </button>
        ) : (
          row.account
        ),
    },
    {
      key: 'level',
      label: t('reports.profit.columns.level'),
      cell: (row) => formatCount(row.level),
      sortValue: (row) => row.level,
      numeric: true,
    },
    {
      key: 'teamCount',
      label: t('reports.profit.columns.team_count'),
      cell: (row) => formatCount(row.teamCount),
      sortValue: (row) => row.teamCount,
      numeric: true,
    },
    ...figureColumns,
    {
      key: 'profit',
      label: t('reports.profit.columns.profit'),
      cell: (row) => <SignedAmount value={row.profit} symbol={symbol} />,
      sortValue: (row) => row.profit,
      numeric: true,
    },
  ];
  const totalCells = (total: Figures) => ({
    ...Object.fromEntries(FIGURES.map(([key]) => [key, formatAmount(total[key], symbol)])),
    profit: <SignedAmount value={total.profit} symbol={symbol} />,
  });

  const productColumns: ReportColumn<ProductRow>[] = [
    {
      key: 'product',
      label: t('reports.profit.columns.product'),
      rowHeader: true,
      cell: (row) => productName(row.product),
      sortValue: (row) => productName(row.product),
    },
    {
      key: 'bets',
      label: t('reports.profit.columns.bets'),
      cell: (row) => formatCount(row.bets),
      sortValue: (row) => row.bets,
      numeric: true,
    },
    ...(['betAmount', 'validBet', 'payout'] as const).map((key): ReportColumn<ProductRow> => ({
      key,
      label: t(
        `reports.profit.columns.${key === 'betAmount' ? 'bet' : key === 'validBet' ? 'valid_bet' : 'payout'}`,
      ),
      cell: (row) => formatAmount(row[key], symbol),
      sortValue: (row) => row[key],
      numeric: true,
    })),
    {
      key: 'profit',
      label: t('reports.profit.columns.profit'),
      cell: (row) => <SignedAmount value={row.profit} symbol={symbol} />,
      sortValue: (row) => row.profit,
      numeric: true,
    },
  ];

  const memberHeader = () => [
    t('reports.columns.account'),
    t('reports.profit.columns.level'),
    t('reports.profit.columns.team_count'),
    ...FIGURES.map(([, label]) => t(`reports.profit.columns.${label}`)),
    t('reports.profit.columns.profit'),
  ];
  const figureCells = (row: Figures): CsvCell[] => [
    ...FIGURES.map(([key]) => csvAmount(row[key])),
    csvAmount(row.profit),
  ];
  const exportMembers = () => {
    const shownRange = range;
    const shownParent = parent;
    const totalLabel = teamTotal;
    return {
      filename: `team-pnl_${shownParent ?? 'me'}_${shownRange.startDate}_${shownRange.endDate}.csv`,
      header: memberHeader(),
      fetchPage: async (pageNo: number, signal: AbortSignal) => {
        const page = await call(agentCalls.profit, {
          query: profitQueryOf(shownRange, shownParent, pageNo, EXPORT_PAGE_SIZE),
          signal,
        });
        return {
          totalPages: page.totalPages,
          rows: page.list.map((row): CsvCell[] => [
            row.account,
            row.level,
            row.teamCount,
            ...figureCells(row),
          ]),
          trailer: [[totalLabel, '', '', ...figureCells(page.total)]],
        };
      },
    };
  };
  const exportProducts = () => {
    const shown = productsQuery;
    return {
      filename: `team-products_${parent ?? 'me'}_${range.startDate}_${range.endDate}.csv`,
      header: productColumns.map((column) => column.label),
      fetchPage: async (_pageNo: number, signal: AbortSignal) => {
        const answer = await call(agentCalls.products, { query: shown, signal });
        return {
          totalPages: 1,
          rows: answer.list.map((row): CsvCell[] => [
            productName(row.product),
            row.bets,
            csvAmount(row.betAmount),
            csvAmount(row.validBet),
            csvAmount(row.payout),
            csvAmount(row.profit),
          ]),
          trailer: [
            [
              t('reports.total'),
              sumOf(answer.list, 'bets'),
              ...(['betAmount', 'validBet', 'payout', 'profit'] as const).map((key) =>
                csvAmount(sumOf(answer.list, key)),
              ),
            ],
          ],
        };
      },
    };
  };

  return (
    <div className="agent-page report">
      <ReportFilters filters={filters} />
      <nav className="report-trail" aria-label={t('reports.profit.levels')}>
        <ol>
          {[undefined, ...trail].map((account, index) => {
            const last = index === trail.length;
            const name = account ?? t('reports.profit.my_team');
            return (
              <li key={account ?? ''}>
                {last ? (
                  <span ref={levelRef} tabIndex={-1} aria-current="page">
                    {name}
                  </span>
                ) : (
                  <button
                    type="button"
                    className="report-link"
                    onClick={() => openLevel(trail.slice(0, index))}
                  >
                    {name}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <ExportCsv spec={exportMembers} scope="pages" />
      <ReportState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        empty={t('reports.profit.empty')}
      >
        {(data) => (
          <>
            <ReportTable
              caption={t('reports.profit.caption', {
                team: teamName,
                count: formatCount(data.totalCount),
              })}
              columns={columns}
              rows={data.list}
              rowKey={(row) => row.account}
              busy={query.isPlaceholderData}
              totals={{
                label: teamTotal,
                cells: totalCells(data.total),
              }}
            />
            <p className="report-note">{t('reports.profit.total_note')}</p>
            <Pagination
              page={filters.page}
              totalPages={data.totalPages}
              onChange={filters.setPage}
              label={t('reports.profit.pagination')}
            />
          </>
        )}
      </ReportState>
      <section
        className="report-section"
        aria-label={t('reports.profit.products_caption', { team: teamName })}
      >
        <ExportCsv
          spec={exportProducts}
          scope="whole"
          label={t('reports.profit.export_products')}
        />
        <ReportState
          query={products}
          isEmpty={(data) => data.list.length === 0}
          empty={t('reports.profit.products_empty')}
        >
          {(data) => (
            <ReportTable
              caption={t('reports.profit.products_caption', { team: teamName })}
              columns={productColumns}
              rows={data.list}
              rowKey={(row) => row.product}
              busy={products.isPlaceholderData}
              totals={{
                label: t('reports.total'),
                cells: {
                  bets: formatCount(sumOf(data.list, 'bets')),
                  betAmount: formatAmount(sumOf(data.list, 'betAmount'), symbol),
                  validBet: formatAmount(sumOf(data.list, 'validBet'), symbol),
                  payout: formatAmount(sumOf(data.list, 'payout'), symbol),
                  profit: <SignedAmount value={sumOf(data.list, 'profit')} symbol={symbol} />,
                },
              }}
            />
          )}
        </ReportState>
      </section>
    </div>
  );
}

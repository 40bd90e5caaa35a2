import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import { agentCentreCalls, PRODUCTS, type CallResult, type Product } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { Field } from '../../../../components/form/field';
import { SelectField } from '../../../../components/form/select-field';
import { Pagination } from '../../../../components/ui/pagination';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useLanguage } from '../../../../hooks/use-language';
import { call } from '../../../../lib/api-client';
import { formatAmount, formatCount } from '../../../../lib/format';
import { teamBetsQuery, type TeamBetsQuery } from '../../api/team-reports';
import { useReportFilters, type AppliedFilters } from '../../hooks/use-report-filters';
import { EXPORT_PAGE_SIZE } from '../../hooks/use-csv-export';
import { AgentNavContext } from '../../utils/agent-nav';
import { csvAmount, csvTime } from '../../utils/csv';
import { Instant, SignedAmount } from '../report/cells';
import { ExportCsv } from '../report/export-csv';
import { RangeFilter } from '../report/range-filter';
import { ReportState } from '../report/report-state';
import { ReportTable, type ReportColumn } from '../report/report-table';
import '../report/report.css';

type Bet = CallResult<typeof agentCentreCalls.bets>['list'][number];
interface Filters {
  username: string;
  product: Product | '';
}

/** Round statuses the platform writes (game_rounds.status); another is shown as it comes. */
const STATUSES = ['OPEN', 'SETTLED', 'VOID'] as const;
const isProduct = (value: string): value is Product =>
  (PRODUCTS as readonly string[]).includes(value);

const queryOf = ({ fields, range }: AppliedFilters<Filters>, pageNo: number, pageSize?: number) => {
  const query: TeamBetsQuery = { ...range, pageNo };
  if (pageSize) query.pageSize = pageSize;
  const username = fields.username.trim();
  if (username) query.username = username;
  if (fields.product) query.product = fields.product;
  return query;
};

/**
 * Team betting (personalHistoryCopy): the rounds of the agent's team, newest first, by member,
 * product and period, a page at a time. The call filters by member, product and days only: it
 * has no vendor or status filter, so the page offers none rather than filtering one page.
 */
export default function TeamBets() {
  const { t } = useTranslation(['agent', 'common']);
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const start = useContext(AgentNavContext)?.params.username;
  const filters = useReportFilters<Filters>({ username: start ?? '', product: '' }, 'today');
  const query = useQuery(teamBetsQuery(queryOf(filters.applied, filters.page)));

  const productName = (product: string) =>
    isProduct(product) ? t(`common:categories.${product}`) : product;
  const statusName = (status: string) =>
    (STATUSES as readonly string[]).includes(status)
      ? t(`reports.bets.statuses.${status as (typeof STATUSES)[number]}`)
      : status;

  const columns: ReportColumn<Bet>[] = [
    { key: 'id', label: t('reports.bets.columns.id'), cell: (bet) => bet.id, rowHeader: true },
    {
      key: 'account',
      label: t('reports.columns.account'),
      cell: (bet) => bet.account,
      sortValue: (bet) => bet.account,
    },
    {
      key: 'game',
      label: t('reports.bets.columns.game'),
      cell: (bet) => (
        <>
          {bet.gameName}
          <span className="report-table__sub">{productName(bet.product)}</span>
        </>
      ),
      sortValue: (bet) => bet.gameName,
    },
    {
      key: 'bet',
      label: t('reports.bets.columns.bet'),
      cell: (bet) => formatAmount(bet.betAmount, symbol),
      sortValue: (bet) => bet.betAmount,
      numeric: true,
    },
    {
      key: 'validBet',
      label: t('reports.columns.valid_bet'),
      cell: (bet) => formatAmount(bet.validBet, symbol),
      sortValue: (bet) => bet.validBet,
      numeric: true,
    },
    {
      key: 'winLoss',
      label: t('reports.bets.columns.win_loss'),
      cell: (bet) => <SignedAmount value={bet.winLoss} symbol={symbol} />,
      sortValue: (bet) => bet.winLoss,
      numeric: true,
    },
    {
      key: 'time',
      label: t('reports.columns.time'),
      cell: (bet) => <Instant iso={bet.createdAt} language={language} />,
      sortValue: (bet) => bet.createdAt,
    },
    {
      key: 'status',
      label: t('reports.bets.columns.status'),
      cell: (bet) => statusName(bet.status),
      sortValue: (bet) => statusName(bet.status),
    },
  ];

  const exportSpec = () => {
    const applied = filters.applied;
    return {
      filename: `team-bets_${applied.range.startDate}_${applied.range.endDate}.csv`,
      header: [
        t('reports.bets.columns.id'),
        t('reports.columns.account'),
        t('reports.bets.columns.game'),
        t('reports.bets.columns.product'),
        t('reports.bets.columns.bet'),
        t('reports.columns.valid_bet'),
        t('reports.bets.columns.win_loss'),
        t('reports.csv.time', { label: t('reports.columns.time') }),
        t('reports.bets.columns.status'),
      ],
      fetchPage: async (pageNo: number, signal: AbortSignal) => {
        const page = await call(agentCentreCalls.bets, {
          query: queryOf(applied, pageNo, EXPORT_PAGE_SIZE),
          signal,
        });
        return {
          totalPages: page.totalPages,
          rows: page.list.map((bet) => [
            bet.id,
            bet.account,
            bet.gameName,
            productName(bet.product),
            csvAmount(bet.betAmount),
            csvAmount(bet.validBet),
            csvAmount(bet.winLoss),
            csvTime(bet.createdAt),
            statusName(bet.status),
          ]),
        };
      },
    };
  };

  return (
    <div className="agent-page report">
      <form className="report-filters" onSubmit={filters.submit} noValidate>
        <Field
          label={t('reports.columns.account')}
          value={filters.fields.username}
          onChange={(event) => filters.setField('username', event.target.value)}
          maxLength={64}
          autoComplete="off"
          hint={t('reports.username_hint')}
        />
        <SelectField
          label={t('reports.bets.columns.product')}
          value={filters.fields.product}
          onChange={(event) =>
            filters.setField('product', isProduct(event.target.value) ? event.target.value : '')
          }
        >
          <option value="">{t('reports.bets.all_products')}</option>
          {PRODUCTS.map((product) => (
            <option key={product} value={product}>
              {productName(product)}
            </option>
          ))}
        </SelectField>
        <RangeFilter
          value={filters.range}
          onChange={filters.setRange}
          problems={filters.problems}
        />
        <button type="submit" className="button report-filters__submit">
          {t('reports.search')}
        </button>
      </form>
      <ExportCsv spec={exportSpec} scope="pages" />
      <ReportState
        query={query}
        isEmpty={(data) => data.list.length === 0}
        empty={t('reports.bets.empty')}
      >
        {(data) => (
          <>
            <ReportTable
              caption={t('reports.bets.caption', { count: formatCount(data.totalCount) })}
              columns={columns}
              rows={data.list}
              rowKey={(bet) => bet.id}
              busy={query.isPlaceholderData}
            />
            <Pagination
              page={filters.page}
              totalPages={data.totalPages}
              onChange={filters.setPage}
              label={t('reports.bets.pagination')}
            />
          </>
        )}
      </ReportState>
    </div>
  );
}

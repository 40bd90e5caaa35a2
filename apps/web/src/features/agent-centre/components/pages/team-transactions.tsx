import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  agentCalls,
  REAL_MONEY_TRANSACTION_TYPES,
  type CallResult,
  type TransactionType,
} from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useLanguage } from '../../../../hooks/use-language';
import { call } from '../../../../lib/api-client';
import { formatAmount, formatCount } from '../../../../lib/format';
import { teamTransactionsQuery, type TeamTransactionsQuery } from '../../api/team-reports';
import { useReportFilters, type AppliedFilters } from '../../hooks/use-report-filters';
import { EXPORT_PAGE_SIZE } from '../../hooks/use-csv-export';
import { AgentNavContext } from '../../utils/agent-nav';
import { useMerchantTimeZone } from '../../../../hooks/use-merchant-time-zone';
import { zoneLabel } from '../../../../lib/merchant-time';
import { csvAmount, csvTime } from '../../utils/csv';
import { Instant, SignedAmount } from '../report/cells';
import { PagedReport } from '../report/paged-report';
import { AccountFilter, ChoiceFilter, ReportFilters } from '../report/report-filters';
import type { ReportColumn } from '../report/report-table';
import '../report/report.css';

type Line = CallResult<typeof agentCalls.transactions>['list'][number];
interface Filters {
  username: string;
  type: TransactionType | '';
}

const TYPES = REAL_MONEY_TRANSACTION_TYPES;
const isType = (value: string): value is TransactionType =>
  (TYPES as readonly string[]).includes(value);

const queryOf = ({ fields, range }: AppliedFilters<Filters>, pageNo: number, pageSize?: number) => {
  const query: TeamTransactionsQuery = { ...range, pageNo };
  if (pageSize) query.pageSize = pageSize;
  const username = fields.username.trim();
  if (username) query.username = username;
  if (fields.type) query.type = fields.type;
  return query;
};

/**
 * Account details (agentDownlineTransactionDetailsCopy): the downlines' ledger lines on every
 * wallet, newest first, by member, kind and period, a page at a time. The kinds' names are the
 * account record's (wallet namespace). The call carries no remark for a line, so there is no
 * remark column.
 */
export default function TeamTransactions() {
  const { t } = useTranslation(['agent', 'wallet']);
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const zone = useMerchantTimeZone();
  const start = useContext(AgentNavContext)?.params.username;
  const filters = useReportFilters<Filters>({ username: start ?? '', type: '' }, 'today');
  const query = useQuery(teamTransactionsQuery(queryOf(filters.applied, filters.page)));
  const typeName = (type: string) => (isType(type) ? t(`wallet:types.${type}`) : type);

  const columns: ReportColumn<Line>[] = [
    {
      key: 'time',
      label: t('reports.columns.time'),
      cell: (line) => <Instant iso={line.createdAt} language={language} />,
      sortValue: (line) => line.createdAt,
      rowHeader: true,
    },
    {
      key: 'account',
      label: t('reports.columns.account'),
      cell: (line) => line.account,
      sortValue: (line) => line.account,
    },
    {
      key: 'type',
      label: t('reports.transactions.columns.type'),
      cell: (line) => typeName(line.type),
      sortValue: (line) => typeName(line.type),
    },
    {
      key: 'amount',
      label: t('reports.transactions.columns.amount'),
      cell: (line) => <SignedAmount value={line.amount} symbol={symbol} />,
      sortValue: (line) => line.amount,
      numeric: true,
    },
    {
      key: 'balanceAfter',
      label: t('reports.transactions.columns.balance_after'),
      cell: (line) => formatAmount(line.balanceAfter, symbol),
      sortValue: (line) => line.balanceAfter,
      numeric: true,
    },
  ];

  const exportSpec = () => {
    const applied = filters.applied;
    return {
      filename: `team-transactions_${applied.range.startDate}_${applied.range.endDate}.csv`,
      header: [
        t('reports.csv.time', { label: t('reports.columns.time'), zone: zoneLabel(zone) }),
        t('reports.columns.account'),
        t('reports.transactions.columns.type'),
        t('reports.transactions.columns.amount'),
        t('reports.transactions.columns.balance_after'),
      ],
      fetchPage: async (pageNo: number, signal: AbortSignal) => {
        const page = await call(agentCalls.transactions, {
          query: queryOf(applied, pageNo, EXPORT_PAGE_SIZE),
          signal,
        });
        return {
          totalPages: page.totalPages,
          rows: page.list.map((line) => [
            csvTime(line.createdAt, zone),
            line.account,
            typeName(line.type),
            csvAmount(line.amount),
            csvAmount(line.balanceAfter),
          ]),
        };
      },
    };
  };

  return (
    <div className="agent-page report">
      <ReportFilters filters={filters}>
        <AccountFilter filters={filters} />
        <ChoiceFilter
          label={t('reports.transactions.columns.type')}
          all={t('reports.transactions.all_types')}
          value={filters.fields.type}
          choices={TYPES}
          nameOf={typeName}
          onChange={(type) => filters.setField('type', type)}
        />
      </ReportFilters>
      <PagedReport
        query={query}
        exportSpec={exportSpec}
        empty={t('reports.transactions.empty')}
        caption={(count) => t('reports.transactions.caption', { count: formatCount(count) })}
        columns={columns}
        rowKey={(line) => line.id}
        page={filters.page}
        onPage={filters.setPage}
        paginationLabel={t('reports.transactions.pagination')}
      />
    </div>
  );
}

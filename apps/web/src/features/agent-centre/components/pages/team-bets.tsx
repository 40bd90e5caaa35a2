import { useContext } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  agentCalls,
  PRODUCTS,
  teamBetStatusSchema,
  type CallResult,
  type Product,
  type VendorCategory,
} from '@site/contract';
import { gameQueries } from '../../../../api/games';
import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useLanguage } from '../../../../hooks/use-language';
import { call } from '../../../../lib/api-client';
import { formatAmount, formatCount } from '../../../../lib/format';
import { teamBetsQuery, type TeamBetsQuery } from '../../api/team-reports';
import { useReportFilters, type AppliedFilters } from '../../hooks/use-report-filters';
import { EXPORT_PAGE_SIZE } from '../../hooks/use-csv-export';
import { AgentNavContext } from '../../utils/agent-nav';
import { useMerchantTimeZone } from '../../../../hooks/use-merchant-time-zone';
import { zoneLabel } from '../../../../lib/merchant-time';
import { csvAmount, csvTime } from '../../utils/csv';
import { Instant, ShortId, SignedAmount } from '../report/cells';
import { PagedReport } from '../report/paged-report';
import { AccountFilter, ChoiceFilter, ReportFilters } from '../report/report-filters';
import type { ReportColumn } from '../report/report-table';
import '../report/report.css';

type Bet = CallResult<typeof agentCalls.bets>['list'][number];
interface Filters {
  username: string;
  product: Product | '';
  /** A vendor's vassalage. */
  vendor: string;
  status: BetStatus | '';
}

/** Round statuses the platform writes (game_rounds.status); another is shown as it comes. */
const STATUSES = teamBetStatusSchema.options;
type BetStatus = (typeof STATUSES)[number];
const isStatus = (value: string): value is BetStatus =>
  (STATUSES as readonly string[]).includes(value);

/**
 * The vendors to choose from, once each in the lobby's order: those of the product chosen, or
 * every vendor.
 */
function vendorOptions(categories: readonly VendorCategory[], product: Product | '') {
  const seen = new Map<string, string>();
  for (const category of categories)
    if (!product || category.title === product)
      for (const card of category.cards)
        if (!seen.has(card.vassalage)) seen.set(card.vassalage, card.displayName);
  return [...seen].map(([vassalage, displayName]) => ({ vassalage, displayName }));
}
const isProduct = (value: string): value is Product =>
  (PRODUCTS as readonly string[]).includes(value);

const queryOf = ({ fields, range }: AppliedFilters<Filters>, pageNo: number, pageSize?: number) => {
  const query: TeamBetsQuery = { ...range, pageNo };
  if (pageSize) query.pageSize = pageSize;
  const username = fields.username.trim();
  if (username) query.username = username;
  if (fields.product) query.product = fields.product;
  if (fields.vendor) query.vendor = fields.vendor;
  if (fields.status) query.status = fields.status;
  return query;
};

/**
 * Team betting (personalHistoryCopy): the rounds of the agent's team, newest first, by member,
 * product, vendor, status and period, a page at a time (every filter applied by the platform).
 */
export default function TeamBets() {
  const { t } = useTranslation(['agent', 'common']);
  const { language } = useLanguage();
  const symbol = useCurrencySymbol();
  const zone = useMerchantTimeZone();
  const start = useContext(AgentNavContext)?.params.username;
  const filters = useReportFilters<Filters>(
    { username: start ?? '', product: '', vendor: '', status: '' },
    'today',
  );
  const vendors = useQuery(gameQueries.vendors());
  const vendorChoices = vendorOptions(vendors.data?.categories ?? [], filters.fields.product);
  const query = useQuery(teamBetsQuery(queryOf(filters.applied, filters.page)));

  const productName = (product: string) =>
    isProduct(product) ? t(`common:categories.${product}`) : product;
  const statusName = (status: string) =>
    isStatus(status) ? t(`reports.bets.statuses.${status}`) : status;

  const columns: ReportColumn<Bet>[] = [
    {
      key: 'id',
      label: t('reports.bets.columns.id'),
      cell: (bet) => <ShortId id={bet.id} />,
      rowHeader: true,
    },
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
          <span className="report-table__sub">
            {productName(bet.product)} · {bet.vendorName}
          </span>
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
        t('reports.bets.columns.vendor'),
        t('reports.bets.columns.bet'),
        t('reports.columns.valid_bet'),
        t('reports.bets.columns.win_loss'),
        t('reports.csv.time', { label: t('reports.columns.time'), zone: zoneLabel(zone) }),
        t('reports.bets.columns.status'),
      ],
      fetchPage: async (pageNo: number, signal: AbortSignal) => {
        const page = await call(agentCalls.bets, {
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
            bet.vendorName,
            csvAmount(bet.betAmount),
            csvAmount(bet.validBet),
            csvAmount(bet.winLoss),
            csvTime(bet.createdAt, zone),
            statusName(bet.status),
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
          label={t('reports.bets.columns.product')}
          all={t('reports.bets.all_products')}
          value={filters.fields.product}
          choices={PRODUCTS}
          nameOf={productName}
          onChange={(product) => {
            filters.setField('product', product);
            const kept = vendorOptions(vendors.data?.categories ?? [], product);
            if (!kept.some((vendor) => vendor.vassalage === filters.fields.vendor))
              filters.setField('vendor', '');
          }}
        />
        <ChoiceFilter
          label={t('reports.bets.columns.vendor')}
          all={t('reports.bets.all_vendors')}
          value={filters.fields.vendor}
          choices={vendorChoices.map((vendor) => vendor.vassalage)}
          nameOf={(vassalage) =>
            vendorChoices.find((vendor) => vendor.vassalage === vassalage)?.displayName ?? vassalage
          }
          onChange={(vendor) => filters.setField('vendor', vendor)}
        />
        <ChoiceFilter
          label={t('reports.bets.columns.status')}
          all={t('reports.bets.all_statuses')}
          value={filters.fields.status}
          choices={STATUSES}
          nameOf={statusName}
          onChange={(status) => filters.setField('status', status)}
        />
      </ReportFilters>
      <PagedReport
        query={query}
        exportSpec={exportSpec}
        empty={t('reports.bets.empty')}
        caption={(count) => t('reports.bets.caption', { count: formatCount(count) })}
        columns={columns}
        rowKey={(bet) => bet.id}
        page={filters.page}
        onPage={filters.setPage}
        paginationLabel={t('reports.bets.pagination')}
      />
    </div>
  );
}

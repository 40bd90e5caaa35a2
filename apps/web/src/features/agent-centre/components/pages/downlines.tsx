import { Suspense, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownlineRow } from '@site/contract';
import { Field } from '../../../../components/form/field';
import { SelectField } from '../../../../components/form/select-field';
import {
  Cell,
  CardBody,
  CardHead,
  CardRow,
  CardTable,
  ColumnHeader,
  RowHeader,
} from '../../../../components/ui/card-table';
import { Dialog } from '../../../../components/ui/dialog';
import { Pagination } from '../../../../components/ui/pagination';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useTranslation } from '../../../../i18n/react';
import { formatAmount, formatCount, formatDateTime } from '../../../../lib/format';
import { consolidatedQuery, featuresOf } from '../../api/consolidated';
import { teamKeys } from '../../api/keys';
import { downlinesQuery, type DownlinesQuery } from '../../api/team';
import { useAgentNav } from '../../utils/agent-nav';
import type { AgentPageKey } from '../../utils/agent-pages';
import { useDownlineTransfer } from '../../utils/downline-transfer';
import { EditRebates } from '../downlines/edit-rebates';
import { RebateList } from '../register/invite-links';

const PAGE_SIZE = 20;
/** The downline table's columns, in order (their headers: team.columns.*). */
const DOWNLINE_COLUMNS = [
  'account',
  'type',
  'level',
  'balance',
  'registered',
  'last_login',
  'team_count',
  'rebate',
  'actions',
] as const;

interface Filters {
  username: string;
  level: 'direct' | 'all';
  registeredFrom: string;
  registeredTo: string;
  online: '' | 'Y' | 'N';
}
const NO_FILTERS: Filters = {
  username: '',
  level: 'direct',
  registeredFrom: '',
  registeredTo: '',
  online: '',
};

/** The contract pages an offer leads to, by contract type, with the feature that shows each. */
const CONTRACTS = [
  { type: 'dividend', page: 'agentDividendRecordCopy2', feature: 'dividend' },
  { type: 'daily', page: 'agentDailyWages2', feature: 'dailySalary' },
  { type: 'hourly', page: 'agentHourSalary', feature: 'hourlySalary' },
  { type: 'realtime', page: 'agentRealtimeSalary', feature: 'realtimeSalary' },
] as const satisfies readonly { type: string; page: AgentPageKey; feature: string }[];

/**
 * Team management (downlineManagmentView): the team filtered and paged, newest registered
 * first (the only order the platform gives); drill into a downline's own team with a way
 * back; for direct downlines, transfer money, edit rebates, offer a contract.
 */
export default function Downlines() {
  const { t } = useTranslation('agent');
  const symbol = useCurrencySymbol();
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  /** The downlines drilled into, outermost first: whose team is listed is the last one. */
  const [trail, setTrail] = useState<string[]>([]);
  const [editing, setEditing] = useState<DownlineRow | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const tableRef = useRef<HTMLTableCaptionElement>(null);
  const captionId = useId();
  const renderTransfer = useDownlineTransfer();
  const client = useQueryClient();
  const { data: consolidated } = useQuery(consolidatedQuery());
  const features = featuresOf(consolidated);
  const contracts = CONTRACTS.filter((c) => features.has(c.feature));

  const parent = trail.at(-1);
  const query = useMemo<DownlinesQuery>(
    () => ({
      pageNo: page,
      pageSize: PAGE_SIZE,
      level: filters.level,
      ...(filters.username.trim() ? { username: filters.username.trim() } : {}),
      ...(parent ? { parent } : {}),
      ...(filters.registeredFrom ? { registeredFrom: filters.registeredFrom } : {}),
      ...(filters.registeredTo ? { registeredTo: filters.registeredTo } : {}),
      ...(filters.online ? { online: filters.online } : {}),
    }),
    [filters, page, parent],
  );
  const list = useQuery(downlinesQuery(query));

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (typed.registeredFrom && typed.registeredTo && typed.registeredFrom > typed.registeredTo) {
      setProblem('team.range.reversed');
      return;
    }
    setProblem(null);
    setFilters({ ...typed });
    setPage(1);
  };
  const drill = (next: string[]) => {
    setTrail(next);
    setPage(1);
    // A downline's own team starts with its direct downlines, whatever the level filter was.
    setFilters((f) => ({ ...f, level: 'direct' }));
    setTyped((f) => ({ ...f, level: 'direct' }));
    requestAnimationFrame(() => tableRef.current?.focus());
  };

  return (
    <div className="agent-page">
      <form className="agent-form agent-form--filters" noValidate onSubmit={search}>
        <Field
          label={t('team.downlines.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={typed.username}
          onChange={(e) => setTyped((f) => ({ ...f, username: e.target.value }))}
        />
        <SelectField
          label={t('team.downlines.level')}
          value={typed.level}
          onChange={(e) => setTyped((f) => ({ ...f, level: e.target.value as Filters['level'] }))}
        >
          <option value="direct">{t('team.downlines.level_direct')}</option>
          <option value="all">{t('team.downlines.level_all')}</option>
        </SelectField>
        <Field
          label={t('team.downlines.registered_from')}
          type="date"
          value={typed.registeredFrom}
          onChange={(e) => setTyped((f) => ({ ...f, registeredFrom: e.target.value }))}
        />
        <Field
          label={t('team.downlines.registered_to')}
          type="date"
          value={typed.registeredTo}
          error={problem ? t(problem as 'team.range.reversed') : null}
          onChange={(e) => setTyped((f) => ({ ...f, registeredTo: e.target.value }))}
        />
        <SelectField
          label={t('team.downlines.online')}
          value={typed.online}
          onChange={(e) => setTyped((f) => ({ ...f, online: e.target.value as Filters['online'] }))}
        >
          <option value="">{t('team.downlines.online_any')}</option>
          <option value="Y">{t('team.downlines.online_yes')}</option>
          <option value="N">{t('team.downlines.online_no')}</option>
        </SelectField>
        <div className="agent-form__actions">
          <button type="submit" className="button">
            {t('team.search')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setTyped(NO_FILTERS);
              setFilters(NO_FILTERS);
              setProblem(null);
              setPage(1);
            }}
          >
            {t('team.reset')}
          </button>
        </div>
      </form>

      <nav aria-label={t('team.downlines.breadcrumb')} className="agent-crumbs">
        <ol>
          <li>
            {trail.length === 0 ? (
              <span aria-current="page">{t('team.downlines.my_team')}</span>
            ) : (
              <button type="button" className="agent-crumbs__link" onClick={() => drill([])}>
                {t('team.downlines.my_team')}
              </button>
            )}
          </li>
          {trail.map((name, i) => (
            <li key={name}>
              {i === trail.length - 1 ? (
                <span aria-current="page">{name}</span>
              ) : (
                <button
                  type="button"
                  className="agent-crumbs__link"
                  onClick={() => drill(trail.slice(0, i + 1))}
                >
                  {name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>

      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p role="status">{t('team.loading')}</p>
      ) : (
        <>
          <p role="status" aria-live="polite" className="agent-page__muted">
            {t('team.downlines.found', { n: formatCount(list.data.totalCount) })}
          </p>
          {list.data.list.length === 0 ? (
            <EmptyState>{t('team.downlines.empty')}</EmptyState>
          ) : (
            <div className="agent-page__scroll" aria-busy={list.isPlaceholderData}>
              <CardTable
                className="agent-page__table agent-page__table--text"
                aria-labelledby={captionId}
              >
                <caption id={captionId} ref={tableRef} tabIndex={-1}>
                  {parent
                    ? t('team.downlines.caption_of', { account: parent })
                    : t('team.downlines.caption')}{' '}
                  <span className="agent-page__muted">{t('team.downlines.order')}</span>
                </caption>
                <CardHead>
                  <CardRow>
                    {DOWNLINE_COLUMNS.map((column) => (
                      <ColumnHeader key={column}>{t(`team.columns.${column}`)}</ColumnHeader>
                    ))}
                  </CardRow>
                </CardHead>
                <CardBody>
                  {list.data.list.map((row) => (
                    <DownlineLine
                      key={row.account}
                      row={row}
                      symbol={symbol}
                      onDrill={() => drill([...trail, row.account])}
                      onEdit={() => setEditing(row)}
                      onTransfer={renderTransfer ? () => setSending(row.account) : null}
                      contracts={contracts}
                    />
                  ))}
                </CardBody>
              </CardTable>
            </div>
          )}
          <Pagination
            page={page}
            totalPages={list.data.totalPages}
            onChange={setPage}
            label={t('team.downlines.pages')}
          />
        </>
      )}

      <EditRebates row={editing} onClose={() => setEditing(null)} />
      <Dialog
        open={sending !== null && renderTransfer !== null}
        onClose={() => {
          setSending(null);
          // The downline's balance in the list moves with the money sent.
          void client.invalidateQueries({ queryKey: teamKeys.downlines() });
        }}
        title={t('team.downlines.transfer_title', { account: sending ?? '' })}
        initialFocus="first-field"
      >
        {sending && renderTransfer ? (
          <Suspense fallback={<p role="status">{t('team.loading')}</p>}>
            {renderTransfer(sending)}
          </Suspense>
        ) : null}
      </Dialog>
    </div>
  );
}

interface LineProps {
  row: DownlineRow;
  symbol: string;
  onDrill: () => void;
  onEdit: () => void;
  onTransfer: (() => void) | null;
  contracts: readonly (typeof CONTRACTS)[number][];
}

function DownlineLine({ row, symbol, onDrill, onEdit, onTransfer, contracts }: LineProps) {
  const { t, i18n } = useTranslation('agent');
  const nav = useAgentNav();
  const [offering, setOffering] = useState(false);
  const menuId = useId();
  const agent = row.type === 2 || row.type === 42;
  // Money, rebates and contracts go to direct downlines only (the platform's rule).
  const direct = row.level === 1;
  const label = (column: (typeof DOWNLINE_COLUMNS)[number]) => t(`team.columns.${column}`);
  return (
    <CardRow>
      <RowHeader label={label('account')}>
        <span className="agent-page__account">
          <span
            className={`agent-page__dot${row.online ? ' agent-page__dot--on' : ''}`}
            aria-hidden="true"
          />
          {row.account}
        </span>
        <span className="visually-hidden">
          {row.online ? t('team.downlines.online_yes') : t('team.downlines.online_no')}
        </span>
        {row.nickname && row.nickname !== row.account ? (
          <span className="agent-page__muted"> ({row.nickname})</span>
        ) : null}
      </RowHeader>
      <Cell label={label('type')}>{t(agent ? 'team.types.agent' : 'team.types.member')}</Cell>
      <Cell label={label('level')}>{formatCount(row.level)}</Cell>
      <Cell label={label('balance')} className="agent-page__number">
        {formatAmount(row.balance, symbol)}
      </Cell>
      <Cell label={label('registered')}>{formatDateTime(row.registeredAt, i18n.language)}</Cell>
      <Cell label={label('last_login')}>
        {row.lastLoginAt
          ? formatDateTime(row.lastLoginAt, i18n.language)
          : t('team.downlines.never_logged_in')}
      </Cell>
      <Cell label={label('team_count')} className="agent-page__number">
        {formatCount(row.teamCount)}
      </Cell>
      <Cell label={label('rebate')}>
        <RebateList rebates={row.rebates} />
      </Cell>
      <Cell label={label('actions')}>
        <div className="agent-page__actions">
          {row.teamCount > 0 ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={onDrill}
              aria-label={t('team.downlines.view_team_of', { account: row.account })}
            >
              {t('team.downlines.view_team')}
            </button>
          ) : null}
          {direct && onTransfer ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={onTransfer}
              aria-label={t('team.downlines.transfer_to', { account: row.account })}
            >
              {t('team.downlines.transfer')}
            </button>
          ) : null}
          {direct ? (
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={onEdit}
              aria-label={t('team.downlines.edit_rebate_of', { account: row.account })}
            >
              {t('team.downlines.edit_rebate')}
            </button>
          ) : null}
          {direct && contracts.length > 0 ? (
            <div className="agent-menu">
              <button
                type="button"
                className="button button--ghost button--small"
                aria-expanded={offering}
                aria-controls={menuId}
                aria-label={t('team.downlines.offer_to', { account: row.account })}
                onClick={() => setOffering((o) => !o)}
                onKeyDown={(e) => {
                  if (e.key === 'Escape') setOffering(false);
                }}
              >
                {t('team.downlines.offer')}
              </button>
              {offering ? (
                <ul id={menuId} className="agent-menu__list">
                  {contracts.map((c) => (
                    <li key={c.type}>
                      <button
                        type="button"
                        className="agent-menu__item"
                        onClick={() => nav.go(c.page, { username: row.account })}
                      >
                        {t(`team.contracts.${c.type}`)}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
      </Cell>
    </CardRow>
  );
}

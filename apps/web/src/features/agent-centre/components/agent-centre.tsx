import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../../hooks/use-session';
import { agentPlace } from '../../../config/centre-links';
import { useCentreNavigation, useCentrePlace } from '../../../hooks/use-centre';
import { useLoginFirst } from '../../../hooks/use-login-first';
import { consolidatedQuery, featuresOf } from '../api/consolidated';
import { AgentNavContext, type AgentNav, type AgentPageParams } from '../utils/agent-nav';
import { visibleAgentPages, type AgentPageKey } from '../utils/agent-pages';
import '../../../components/ui/centre-menu.css';

/** Every page of the centre, each its own chunk. */
const PAGES: Record<AgentPageKey, ReturnType<typeof lazy>> = {
  agentAnnouncement: lazy(() => import('./pages/announcements')),
  agentTeamOverview: lazy(() => import('./pages/team-overview')),
  registerCenter: lazy(() => import('./pages/register-centre')),
  downlineManagmentView: lazy(() => import('./pages/downlines')),
  personalHistoryCopy: lazy(() => import('./pages/team-bets')),
  palStatementsAgentCopy: lazy(() => import('./pages/team-profit')),
  agentRevenueReport: lazy(() => import('./pages/my-income')),
  agentDownlineTransactionDetailsCopy: lazy(() => import('./pages/team-transactions')),
  // The four contract pages share one chunk (one component, a type each).
  agentDividendRecordCopy2: lazy(() =>
    import('./pages/contract-pages').then((m) => ({ default: m.DividendContractsPage })),
  ),
  agentDailyWages2: lazy(() =>
    import('./pages/contract-pages').then((m) => ({ default: m.DailySalaryContractsPage })),
  ),
  agentHourSalary: lazy(() =>
    import('./pages/contract-pages').then((m) => ({ default: m.HourlySalaryContractsPage })),
  ),
  agentRealtimeSalary: lazy(() =>
    import('./pages/contract-pages').then((m) => ({ default: m.RealtimeSalaryContractsPage })),
  ),
};
import '../agent-centre.css';

/**
 * The agent centre (docs/product.md §2): for agents a modal with the menu of their entries and the
 * page the address names (config/centre-links.ts) on the right; anyone else is told that
 * non-agents cannot enter (docs/product.md §6). Without a session the login comes first.
 */
export default function AgentCentre() {
  const { t } = useTranslation('member');
  const place = useCentrePlace();
  const shown = place?.centre === 'agent' ? place : null;
  const { close } = useCentreNavigation();
  const { isAgent, isLoading } = useSession();
  const noSession = useLoginFirst(shown !== null, close);
  const open = shown !== null && !noSession;

  if (isLoading) {
    return (
      <Dialog open={open} onClose={close} title={t('agent.title')} size="dialog">
        <div className="agent-centre__loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span>{t('centre.loading')}</span>
        </div>
      </Dialog>
    );
  }
  if (!isAgent) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title={t('agent.not_agent_title')}
        size="dialog"
        role="alertdialog"
        footer={
          <button type="button" className="button" onClick={close}>
            {t('agent.ok')}
          </button>
        }
      >
        {/* A link to one of its pages says which page it refused, not only that it did. */}
        {shown ? (
          <p>{t('agent.not_agent_page', { page: t(`agent.pages.${shown.page}`) })}</p>
        ) : null}
        <p>{t('agent.not_agent')}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('agent.title')}
      size="wide"
      className="agent-centre"
    >
      {shown ? <AgentCentreBody page={shown.page} downline={shown.downline} /> : null}
    </Dialog>
  );
}

function AgentCentreBody({ page, downline }: { page: AgentPageKey; downline: string | null }) {
  const { t } = useTranslation('member');
  const { open } = useCentreNavigation();
  // The page and what it starts from are the address's: each change is an entry of its own.
  const nav = useMemo<AgentNav>(() => {
    const params: AgentPageParams = downline ? { username: downline } : {};
    return {
      page,
      params,
      go: (next, nextParams = {}) => open(agentPlace(next, nextParams.username ?? null)),
    };
  }, [page, downline, open]);
  const titleId = useId();
  const label = t(`agent.pages.${page}`);
  // The dividend and salary entries follow the consolidated flags (docs/product.md §3); until they
  // load,
  // or if they cannot, the entries every agent has.
  const { data: consolidated, isSuccess } = useQuery(consolidatedQuery());
  const visible = visibleAgentPages(featuresOf(consolidated));
  // An address naming an entry this agent does not have (a feature since switched off) shows
  // the default page instead, once the flags say so.
  const hidden = isSuccess && !visible.some((entry) => entry.page === page);
  useEffect(() => {
    if (hidden) open(agentPlace(), { replace: true });
  }, [hidden, open]);
  const Page = PAGES[page];
  return (
    <div className="agent-centre__layout">
      <nav className="agent-centre__menu centre-menu" aria-label={t('agent.menu')}>
        <ul>
          {visible.map((entry) => (
            <li key={entry.page}>
              <button
                type="button"
                className="centre-menu__entry"
                aria-current={entry.page === page ? 'page' : undefined}
                onClick={() => nav.go(entry.page)}
              >
                {t(`agent.pages.${entry.page}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="centre-pane" aria-labelledby={titleId}>
        <h3 id={titleId} className="centre-pane__title">
          {label}
        </h3>
        <Suspense
          fallback={
            <p className="agent-centre__loading" role="status">
              {t('centre.loading')}
            </p>
          }
        >
          <AgentNavContext.Provider value={nav}>
            <Page key={`${page}:${downline ?? ''}`} />
          </AgentNavContext.Provider>
        </Suspense>
      </section>
    </div>
  );
}

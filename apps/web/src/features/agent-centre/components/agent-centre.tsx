import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Dialog } from '../../../components/ui/dialog';
import { useSession } from '../../../hooks/use-session';
import { useModalClose } from '../../../hooks/use-modal-history';
import { useUiStore } from '../../../stores/ui';
import { consolidatedQuery, featuresOf } from '../api/consolidated';
import { AgentNavContext, type AgentNav, type AgentPageParams } from '../utils/agent-nav';
import { DEFAULT_AGENT_PAGE, visibleAgentPages, type AgentPageKey } from '../utils/agent-pages';
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
 * The agent centre (SPEC §2): for agents a modal with the menu of their entries and the
 * page on the right; anyone else is told that non-agents cannot enter (SPEC §6).
 */
export default function AgentCentre() {
  const { t } = useTranslation('member');
  const open = useUiStore((s) => s.agentCentreOpen);
  const closeNow = useUiStore((s) => s.closeAgentCentre);
  // Its own close takes its history entry back off (Back closes it too).
  const close = useModalClose(closeNow);
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const { token, isAgent, isLoading } = useSession();

  const noSession = open && !token;
  useEffect(() => {
    if (!noSession) return;
    closeNow();
    openAuthModal('login');
  }, [noSession, closeNow, openAuthModal]);

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
        open={open && !noSession}
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
      {open ? <AgentCentreBody /> : null}
    </Dialog>
  );
}

function AgentCentreBody() {
  const { t } = useTranslation('member');
  // Each opening starts on the team overview (SPEC §2).
  const [{ page, params }, setShown] = useState<{ page: AgentPageKey; params: AgentPageParams }>({
    page: DEFAULT_AGENT_PAGE,
    params: {},
  });
  const nav = useMemo<AgentNav>(
    () => ({
      page,
      params,
      go: (next, nextParams = {}) => setShown({ page: next, params: nextParams }),
    }),
    [page, params],
  );
  const titleId = useId();
  const label = t(`agent.pages.${page}`);
  // The dividend and salary entries follow the consolidated flags (SPEC §3); until they load,
  // or if they cannot, the entries every agent has.
  const { data: consolidated } = useQuery(consolidatedQuery());
  const Page = PAGES[page];
  return (
    <div className="agent-centre__layout">
      <nav className="agent-centre__menu centre-menu" aria-label={t('agent.menu')}>
        <ul>
          {visibleAgentPages(featuresOf(consolidated)).map((entry) => (
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
            <Page key={page} />
          </AgentNavContext.Provider>
        </Suspense>
      </section>
    </div>
  );
}

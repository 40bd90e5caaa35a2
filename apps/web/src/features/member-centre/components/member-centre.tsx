import { useEffect, useId, useRef } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/react';
import { ACCOUNT_CENTRE_TYPES, isAgentType, type MemberInfo } from '@site/contract';
import { memberQueries } from '../../../api/member';
import { depositMethodsQuery } from '../api/deposit';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/section-state';
import { memberPlace } from '../../../config/centre-links';
import { memberPageLabelKey, type MemberPageKey } from '../../../config/member-pages';
import { useCentreNavigation, useCentrePlace } from '../../../hooks/use-centre';
import { useLoginFirst } from '../../../hooks/use-login-first';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { useSession } from '../../../hooks/use-session';
import { useUiStore } from '../../../stores/ui';
import { useSmallScreen } from '../hooks/use-small-screen';
import { isRealAccountPage } from '../utils/page-rules';
import { AccountPanel } from './account-panel';
import { MemberCentreMenu } from './member-centre-menu';
import { MemberPage } from './member-page';
import '../../../components/ui/centre-menu.css';
import '../member-centre.css';

/**
 * What `page` shows first, fetched before it is opened (on intent, lib/intent.ts): the deposit
 * page's code and its methods, so its first open shows content, not "Memuat…".
 */
export function warmPage(page: MemberPageKey, client: QueryClient) {
  if (page !== 'depositv2') return;
  void import('./deposit/deposit-page');
  void client.prefetchQuery(depositMethodsQuery());
}

/**
 * The member centre (docs/product.md §2): a large modal with the page menu on the left and the page
 * opened by key on the right, at the page the address names (config/centre-links.ts). Without
 * a session the login popup opens first and the page once logged in (hooks/use-login-first.ts).
 * A trial account gets the warning instead of the account panel or a money page (docs/product.md
 * §6), and
 * instead of the whole mobile-centre panel on a small screen.
 */
export default function MemberCentre() {
  const { t } = useTranslation('member');
  const place = useCentrePlace();
  const page = place?.centre === 'member' ? place.page : null;
  const { close } = useCentreNavigation();
  const openTrialDialog = useUiStore((s) => s.openTrialDialog);
  const { isTrial } = useSession();
  const small = useSmallScreen();
  const waiting = useLoginFirst(page !== null, close);

  const refusal =
    page === null || waiting
      ? null
      : isTrial && (small || isRealAccountPage(page))
        ? 'trial'
        : null;
  useEffect(() => {
    if (!refusal) return;
    close();
    openTrialDialog();
  }, [refusal, close, openTrialDialog]);

  return (
    <Dialog
      open={page !== null && !waiting && refusal === null}
      onClose={close}
      title={t('centre.title')}
      size="wide"
      className={`member-centre${small ? ' member-centre--mobile' : ''}`}
    >
      {page ? <MemberCentreBody page={page} /> : null}
    </Dialog>
  );
}

function MemberCentreBody({ page }: { page: MemberPageKey }) {
  const { t } = useTranslation('member');
  const info = useQuery(memberQueries.info());
  const { isTrial } = useSession();
  const { open } = useCentreNavigation();
  const protect = useProtectedAction();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // A page opened from inside another (a "set it first" button, a way back) took the focused
    // control away with the old page: focus goes to the new page's title, not to <body>. Runs
    // after the new page's own effects, so a page that focused a field of its own keeps it.
    const active = document.activeElement;
    if (active === null || active === document.body)
      titleRef.current?.focus({ preventScroll: true });
  }, [page]);

  if (info.isPending) {
    return (
      <div className="member-centre__loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span>{t('centre.loading')}</span>
      </div>
    );
  }
  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;

  const member = info.data;
  const label = paneTitle(page, member, t);
  const select = (next: MemberPageKey) =>
    isRealAccountPage(next) ? protect(() => open(memberPlace(next))) : open(memberPlace(next));

  return (
    <div className="member-centre__layout">
      <div className="member-centre__aside">
        {ACCOUNT_CENTRE_TYPES.includes(member.type) ? <AccountPanel member={member} /> : null}
        <MemberCentreMenu active={page} onSelect={select} />
      </div>
      <section className="centre-pane" aria-labelledby={titleId}>
        <h3 id={titleId} ref={titleRef} className="centre-pane__title" tabIndex={-1}>
          {label}
        </h3>
        <MemberPage page={page} label={label} member={member} isTrial={isTrial} />
      </section>
    </div>
  );
}

/**
 * The pane's heading: the page's menu label, except that an agent's transferUpline page says
 * whom it reaches (its downlines, and its upline when it has one); the menu keeps SPEC's label.
 */
function paneTitle(page: MemberPageKey, member: MemberInfo, t: TFunction<'member'>): string {
  if (page === 'transferUpline' && isAgentType(member.type)) {
    return member.toUpline === null
      ? t('centre.transfer_title.downline')
      : t('centre.transfer_title.both');
  }
  return t(`pages.${memberPageLabelKey(page)}`);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { memberQueries, walletQueries } from '../../../api/member';
import { useFeatureSwitch } from '../../../hooks/use-feature-switch';
import { agentPlace, memberPlace } from '../../../config/centre-links';
import { useCentreNavigation } from '../../../hooks/use-centre';
import { useSession } from '../../../hooks/use-session';
import { warmMemberPage } from '../../../lib/intent';
import { useUiStore } from '../../../stores/ui';
import { useOpenMemberPage } from '../hooks/use-member-pages';
import { PlayTopUp } from '../../../components/play-money';
import { BalanceText } from './balance-card';
import { Icon, type IconName } from './icon';

/**
 * The header's account corner (docs/product.md §2). Logged out: log in and register. Logged in: the
 * username and balance, deposit, withdraw, personal centre, betting record, cashback when
 * MANPLAYREB3 is on, and sign out.
 */
export function AccountActions() {
  const { t } = useTranslation(['layout', 'common']);
  const { token, member, isLoggedIn, isLoading, passwordChangeRequired } = useSession();
  const info = useQuery(memberQueries.info());
  if (isLoggedIn) return <MemberActions />;
  // The forced change is open and the platform refuses the balance until it is done.
  if (passwordChangeRequired) {
    return (
      <div className="member-actions">
        <span className="member-actions__name">{member?.account}</span>
      </div>
    );
  }
  // Member info did not load (a dead session ends itself through the 401 handler instead).
  if (token && !isLoading && info.isError) {
    return (
      <span className="account-actions" role="alert">
        {t('common:load_failed')}{' '}
        <button type="button" className="link-button" onClick={() => void info.refetch()}>
          {t('common:retry')}
        </button>
      </span>
    );
  }
  if (token) {
    return (
      <span className="account-actions" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t('common:loading')}</span>
      </span>
    );
  }
  return <GuestActions />;
}

function GuestActions() {
  const { t } = useTranslation('layout');
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  return (
    <div className="account-actions">
      <button
        type="button"
        className="button button--ghost account-actions__login"
        // Answered before the app has come: its stand-in opens at once (start-after-paint.ts).
        data-opens-login=""
        onClick={() => openAuthModal('login')}
      >
        {t('login')}
      </button>
      <button
        type="button"
        className="button button--accent account-actions__register"
        onClick={() => openAuthModal('register')}
      >
        {t('register')}
      </button>
    </div>
  );
}

function MemberActions() {
  const { t } = useTranslation('layout');
  const { member, isAgent } = useSession();
  const hidden = useUiStore((s) => s.balanceHidden);
  const balance = useQuery(walletQueries.balance());
  const openPage = useOpenMemberPage();
  const { open } = useCentreNavigation();
  const openLogoutConfirm = useUiStore((s) => s.openLogoutConfirm);
  const client = useQueryClient();
  const cashbackOn = useFeatureSwitch('MANPLAYREB3');
  const items: { icon: IconName; label: string; onClick: () => void; onIntent?: () => void }[] = [
    {
      icon: 'wallet',
      label: t('deposit'),
      onClick: () => openPage('depositv2'),
      onIntent: () => warmMemberPage('depositv2', client),
    },
    { icon: 'withdraw', label: t('withdrawal'), onClick: () => openPage('withdraw') },
    { icon: 'user', label: t('personal_centre'), onClick: () => open(memberPlace()) },
    { icon: 'receipt', label: t('betting_record'), onClick: () => openPage('personalHistoryCopy') },
    ...(cashbackOn
      ? [
          {
            icon: 'cashback' as const,
            label: t('cashback'),
            onClick: () => openPage('manualRebate'),
          },
        ]
      : []),
    ...(isAgent
      ? [{ icon: 'grid' as const, label: t('agent_centre'), onClick: () => open(agentPlace()) }]
      : []),
    { icon: 'logout', label: t('sign_out'), onClick: openLogoutConfirm },
  ];
  return (
    <div className="member-actions">
      {/* The name is cut with an ellipsis when long: the title shows it whole. */}
      <span className="member-actions__name" title={member?.account}>
        {member?.account}
      </span>
      {/* The sum of every wallet (docs/product.md §2 sumBalance), named so: a page that spends from one
          wallet shows that one. */}
      <span className="member-actions__balance" title={t('balance_total_title')}>
        <span className="member-actions__balance-label">{t('balance_total')}</span>{' '}
        {hidden ? (
          <span aria-label={t('balance_hidden')}>***</span>
        ) : (
          <BalanceText balance={balance} />
        )}
      </span>
      <PlayTopUp />
      <ul className="member-actions__menu" aria-label={t('account')}>
        {items.map((item) => (
          <li key={item.label}>
            {/* Narrower desktops show the icons only; the title names them for the mouse. */}
            <button
              type="button"
              className="member-actions__item"
              onClick={item.onClick}
              // Pointer over (a touch's comes before its click) or focus: its code and data start.
              onPointerEnter={item.onIntent}
              onFocus={item.onIntent}
              title={item.label}
            >
              <Icon name={item.icon} size={18} />
              <span className="member-actions__label">{item.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

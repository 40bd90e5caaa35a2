import '../shell.css';
import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Accordion } from '../../../components/ui/accordion';
import { paths } from '../../../config/paths';
import { useCustomerService } from '../../../hooks/use-customer-service';
import { useFeatureSwitch } from '../../../hooks/use-feature-switch';
import { useHydrated } from '../../../hooks/use-hydrated';
import { lazyModule } from '../../../lib/lazy-module';
import { agentPlace } from '../../../config/centre-links';
import { useCentreNavigation } from '../../../hooks/use-centre';
import { useSession } from '../../../hooks/use-session';
import { useUiStore } from '../../../stores/ui';
import { useOpenMemberPage } from '../hooks/use-member-pages';
import { useNavigation } from '../hooks/use-navigation';
import { CATEGORY_ICON } from '../utils/navigation';
import { BalanceCard } from './balance-card';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { MenuButton, MenuExternal, MenuLink } from './menu-entry';

// Only merchants with FREEPLAY3 need it: its mutation and slider code stay out of the first bundle.
// It renders in the browser only, after hydration, in a slot of its size: a boundary whose code
// came after the page had moved on (a language switched meanwhile) would not match its HTML.
const FreePlayButton = lazyModule(
  'src/components/free-play-button.tsx',
  async () => ({ default: (await import('../../../components/free-play-button')).FreePlayButton }),
  { preload: false },
);

/** The left side menu of docs/product.md §2, split by whether the member is logged in. */
export function SideMenu({ showLogo = false }: { showLogo?: boolean }) {
  const { t } = useTranslation('layout');
  const { isLoggedIn: loggedIn, isAgent, passwordChangeRequired } = useSession();
  const customerService = useCustomerService();
  const openPage = useOpenMemberPage();
  const { open } = useCentreNavigation();
  const openLogoutConfirm = useUiStore((s) => s.openLogoutConfirm);
  return (
    <div className="side-menu">
      {showLogo ? <BrandLogo className="side-menu__logo" /> : null}
      {loggedIn ? <MemberSummary /> : passwordChangeRequired ? null : <GuestSummary />}
      <nav aria-label={t('main_navigation')}>
        <ul className="side-menu__list">
          {loggedIn ? (
            <MenuButton
              icon="withdraw"
              label={t('withdrawal')}
              onClick={() => openPage('withdraw')}
            />
          ) : null}
          {isAgent ? (
            <MenuButton icon="grid" label={t('agent_centre')} onClick={() => open(agentPlace())} />
          ) : null}
          {loggedIn ? null : <MenuLink icon="gift" label={t('promotions')} to={paths.promotions} />}
          {loggedIn ? null : (
            <MenuButton
              icon="userPlus"
              label={t('invite_friends')}
              onClick={() => openPage('referral')}
            />
          )}
          <MenuButton
            icon="trophy"
            label={t('reward_center')}
            onClick={() => openPage('rewardCenter')}
          />
        </ul>
        <Accordion
          className="side-menu__groups"
          headingLevel={2}
          items={[
            { id: 'games', title: t('game_centre'), content: () => <GameCentre /> },
            { id: 'account', title: t('account'), content: () => <AccountGroup /> },
          ]}
        />
        <ul className="side-menu__list">
          <MenuLink icon="download" label={t('app_download')} to={paths.download} />
          {customerService ? (
            <MenuExternal
              icon="headset"
              label={t('customer_service')}
              href={customerService.url}
              onClick={customerService.onClick}
            />
          ) : null}
          <MenuLink icon="help" label={t('help_center')} to={paths.help} />
          {loggedIn ? (
            <MenuButton icon="logout" label={t('logout')} onClick={openLogoutConfirm} />
          ) : null}
        </ul>
      </nav>
      <LanguageSwitcher variant="full" />
    </div>
  );
}

function GuestSummary() {
  const { t } = useTranslation('layout');
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const freePlayOn = useFeatureSwitch('FREEPLAY3');
  const hydrated = useHydrated();
  return (
    <div className="side-menu__actions">
      {/* data-opens-login: answered before the app has come (start-after-paint.ts). */}
      <button
        type="button"
        className="button button--ghost"
        data-opens-login=""
        onClick={() => openAuthModal('login')}
      >
        {t('login')}
      </button>
      <button
        type="button"
        className="button button--accent"
        onClick={() => openAuthModal('register')}
      >
        {t('register')}
      </button>
      {freePlayOn ? (
        <div className="side-menu__free-play">
          {hydrated ? (
            <Suspense fallback={<span className="side-menu__free-play-slot" />}>
              <FreePlayButton variant="menu" />
            </Suspense>
          ) : (
            <span className="side-menu__free-play-slot" />
          )}
        </div>
      ) : null}
    </div>
  );
}

function MemberSummary() {
  const { t } = useTranslation('layout');
  const openPage = useOpenMemberPage();
  return (
    <div className="side-menu__member">
      <BalanceCard />
      <ul className="side-menu__quick">
        <MenuButton
          icon="userPlus"
          label={t('invite_and_earn')}
          onClick={() => openPage('referral')}
        />
        <MenuLink icon="gift" label={t('promotions')} to={paths.promotions} />
        <MenuButton icon="wallet" label={t('deposit')} onClick={() => openPage('depositv2')} />
      </ul>
    </div>
  );
}

function GameCentre() {
  const { t } = useTranslation(['layout', 'common']);
  const { categories, isPending, isError, retry } = useNavigation();
  if (isPending) return <p className="side-menu__state">{t('common:loading')}</p>;
  if (isError) {
    return (
      <p className="side-menu__state">
        {t('common:load_failed')}{' '}
        <button type="button" className="link-button" onClick={retry}>
          {t('common:retry')}
        </button>
      </p>
    );
  }
  return (
    <ul className="side-menu__list side-menu__list--nested">
      {categories.map((c) => (
        <MenuLink
          key={c.category}
          icon={CATEGORY_ICON[c.category]}
          label={t(`common:categories.${c.category}`)}
          to={c.href}
        />
      ))}
    </ul>
  );
}

/** The account group: each entry opens its member centre page (docs/product.md §2). */
function AccountGroup() {
  const { t } = useTranslation('layout');
  const openPage = useOpenMemberPage();
  const cashbackOn = useFeatureSwitch('MANPLAYREB3');
  return (
    <ul className="side-menu__list side-menu__list--nested">
      {cashbackOn ? (
        <MenuButton
          icon="cashback"
          label={t('cashback')}
          onClick={() => openPage('manualRebate')}
        />
      ) : null}
      <MenuLink icon="crown" label={t('vip_rank')} to={paths.vip} />
      <MenuButton
        icon="receipt"
        label={t('betting_record')}
        onClick={() => openPage('personalHistoryCopy')}
      />
      <MenuButton
        icon="wallet"
        label={t('account_record')}
        onClick={() => openPage('transactionHistory')}
      />
      <MenuButton
        icon="shield"
        label={t('security_center')}
        onClick={() => openPage('securityCenter')}
      />
      <MenuButton
        icon="chart"
        label={t('profit_and_loss')}
        onClick={() => openPage('personalProfit')}
      />
      <MenuButton icon="message" label={t('messages')} onClick={() => openPage('messageV2')} />
    </ul>
  );
}

import '../shell.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Accordion } from '../../../components/ui/accordion';
import { paths } from '../../../config/paths';
import { useCustomerService } from '../../../hooks/use-customer-service';
import { useUiStore } from '../../../stores/ui';
import { useNavigation } from '../hooks/use-navigation';
import { useIsLoggedIn } from '../hooks/use-session';
import { CATEGORY_ICON } from '../utils/navigation';
import { BalanceCard } from './balance-card';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { MenuExternal, MenuLink, MenuSoon } from './menu-entry';

/** The left side menu of SPEC §2, split by whether a token is stored. */
export function SideMenu({ showLogo = false }: { showLogo?: boolean }) {
  const { t } = useTranslation('layout');
  const loggedIn = useIsLoggedIn();
  const customerService = useCustomerService();
  return (
    <div className="side-menu">
      {showLogo ? <BrandLogo className="side-menu__logo" /> : null}
      {loggedIn ? <MemberSummary /> : <GuestSummary />}
      <nav aria-label={t('main_navigation')}>
        <ul className="side-menu__list">
          {loggedIn ? <MenuSoon icon="withdraw" label={t('withdrawal')} /> : null}
          {loggedIn ? null : <MenuLink icon="gift" label={t('promotions')} to={paths.promotions} />}
          {loggedIn ? null : <MenuSoon icon="userPlus" label={t('invite_friends')} />}
          <MenuSoon icon="trophy" label={t('reward_center')} />
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
          {loggedIn ? <MenuSoon icon="logout" label={t('logout')} /> : null}
        </ul>
      </nav>
      <LanguageSwitcher variant="full" />
    </div>
  );
}

function GuestSummary() {
  const { t } = useTranslation('layout');
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  return (
    <div className="side-menu__actions">
      <button type="button" className="button button--ghost" onClick={() => openAuthModal('login')}>
        {t('login')}
      </button>
      <Link to={paths.register} className="button button--accent">
        {t('register')}
      </Link>
    </div>
  );
}

function MemberSummary() {
  const { t } = useTranslation('layout');
  return (
    <div className="side-menu__member">
      <BalanceCard />
      <ul className="side-menu__quick">
        <MenuSoon icon="userPlus" label={t('invite_and_earn')} />
        <MenuLink icon="gift" label={t('promotions')} to={paths.promotions} />
        <MenuSoon icon="wallet" label={t('deposit')} />
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

function AccountGroup() {
  const { t } = useTranslation('layout');
  return (
    <ul className="side-menu__list side-menu__list--nested">
      <MenuSoon icon="cashback" label={t('cashback')} />
      <MenuLink icon="crown" label={t('vip_rank')} to={paths.vip} />
      <MenuSoon icon="receipt" label={t('betting_record')} />
      <MenuSoon icon="wallet" label={t('account_record')} />
      <MenuSoon icon="shield" label={t('security_center')} />
      <MenuSoon icon="chart" label={t('profit_and_loss')} />
      <MenuSoon icon="message" label={t('messages')} />
    </ul>
  );
}

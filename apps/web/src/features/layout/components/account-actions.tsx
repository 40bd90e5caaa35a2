import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUiStore } from '../../../stores/ui';
import { useIsLoggedIn } from '../hooks/use-session';

/**
 * The header's account corner. Logged out: log in and register. The member's items
 * (username, deposit, withdraw, personal centre, betting record, cashback when MANPLAYREB3
 * is on, sign out) arrive with login in the next issue and render here when a token exists.
 */
export function AccountActions() {
  const loggedIn = useIsLoggedIn();
  return loggedIn ? null : <GuestActions />;
}

function GuestActions() {
  const { t } = useTranslation('layout');
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  return (
    <div className="account-actions">
      <button
        type="button"
        className="button button--ghost account-actions__login"
        onClick={() => openAuthModal('login')}
      >
        {t('login')}
      </button>
      <Link to={paths.register} className="button button--accent account-actions__register">
        {t('register')}
      </Link>
    </div>
  );
}

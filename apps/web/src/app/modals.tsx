import { lazy, Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../i18n/react';
import { useResetPasswordLink } from '../features/registration/hooks/use-reset-link';
import { useHydrated } from '../hooks/use-hydrated';
import { setMemberPageWarmer } from '../lib/intent';
import { onLoginShellClosed, openLoginShell } from '../lib/login-shell';
import { useSession } from '../hooks/use-session';
import type { CentrePlace } from '../config/centre-links';
import { useCentrePlace } from '../hooks/use-centre';
import { useUiStore, type UiState } from '../stores/ui';

const loadMemberCentre = () => import('../features/member-centre/components/member-centre');

// A member page's code and first answers come on the intent to open it (lib/intent.ts).
setMemberPageWarmer(
  (page, client) => void loadMemberCentre().then((centre) => centre.warmPage(page, client)),
);

/**
 * Every app-wide modal, each in its own chunk: nothing loads until the modal is first
 * opened, and it stays mounted afterwards so closing it can hand focus back. A modal
 * reads its own open state from the ui store, or for the centres from the address. One line
 * per modal, with what shows while its code loads when not the spinner.
 */
type IsOpen = (state: UiState, centre: CentrePlace | null) => boolean;

const MODALS: [isOpen: IsOpen, Modal: ComponentType, Loading?: ComponentType][] = [
  [
    (s) => s.authModal === 'register',
    lazy(() => import('../features/registration/components/register-modal')),
  ],
  [
    (s) => s.authModal === 'forgetPass',
    lazy(() => import('../features/registration/components/forget-pass-modal')),
  ],
  [
    (s) => s.authModal === 'changePass',
    lazy(() => import('../features/registration/components/change-pass-modal')),
  ],
  [
    (s) => s.authModal === 'login',
    lazy(() => import('../features/auth/components/login-modal')),
    LoginLoading,
  ],
  [(s) => s.trialDialogOpen, lazy(() => import('../features/auth/components/trial-dialog'))],
  [
    (s) => s.logoutConfirmOpen,
    lazy(() => import('../features/auth/components/logout-confirm-dialog')),
  ],
  [(_, centre) => centre?.centre === 'member', lazy(loadMemberCentre)],
  [(_, centre) => centre?.centre === 'agent', lazy(() => import('./agent-centre-modal'))],
  [
    (s) => s.launchingGame !== null,
    lazy(() => import('../features/games/components/launcher/game-launcher')),
  ],
];

export function Modals() {
  useResetPasswordLink();
  const centre = useCentrePlace();
  return (
    <>
      {MODALS.map(([isOpen, Modal, Loading], index) => (
        <OnFirstOpen key={index} isOpen={isOpen} centre={centre} Modal={Modal} Loading={Loading} />
      ))}
      <ContractOffers />
    </>
  );
}

// Its own chunk, loaded once a member is logged in (not while hydrating: the session is the
// browser's): it asks for the consolidated value and shows only when an upline offers a
// contract or asks to end one (docs/product.md §3).
const ContractOfferPopup = lazy(
  () => import('../features/agent-centre/components/contract-offer-popup'),
);

function ContractOffers() {
  const { isLoggedIn } = useSession();
  return useHydrated() && isLoggedIn ? (
    <Suspense fallback={null}>
      <ContractOfferPopup />
    </Suspense>
  ) : null;
}

function OnFirstOpen({
  isOpen,
  centre,
  Modal,
  Loading = ModalLoading,
}: {
  isOpen: IsOpen;
  centre: CentrePlace | null;
  Modal: ComponentType;
  Loading?: ComponentType;
}) {
  const open = useUiStore((s) => isOpen(s, centre));
  const [opened, setOpened] = useState(false);
  // Set during render (not in an effect) so the chunk starts loading on the same frame.
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={<Loading />}>
      <Modal />
    </Suspense>
  );
}

/**
 * While the login's code arrives, the page's stand-in of it (lib/login-shell.ts), which the
 * login takes over with what was typed: a visitor can type at once. Closing it closes the
 * login. A page without one (rendered in the browser) shows the spinner (under the stand-in
 * otherwise).
 */
function LoginLoading() {
  const close = useUiStore((s) => s.closeAuthModal);
  // Before paint: the stand-in opens in the frame the click is answered in.
  useLayoutEffect(() => {
    openLoginShell();
    return onLoginShellClosed(close);
  }, [close]);
  return <ModalLoading />;
}

/** A small spinner while a modal's code and strings arrive. */
function ModalLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" style={{ position: 'fixed', inset: '50% auto auto 50%' }}>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}

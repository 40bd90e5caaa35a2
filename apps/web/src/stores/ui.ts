import { create } from 'zustand';
import type { LaunchableGame } from '../hooks/use-launch-game';
import { handOverPassword } from '../lib/password-handover';
import { local } from '../lib/storage';

/** The account modals of docs/product.md §2; one shows at a time. */
export type AuthModal = 'login' | 'register' | 'forgetPass' | 'changePass';
/** Why the login modal opened, when it was not the visitor's own click. */
export type AuthNotice = 'sessionEnded';

/** A short success message for the status banner; `id` tells one notice from the next. */
export interface Notice {
  id: number;
  lines: readonly string[];
}

export interface UiState {
  /** The side menu drawer on screens narrower than the desktop column. */
  sideMenuOpen: boolean;
  /** Balance shown as *** (kept for the page's life; docs/product.md §3 has no storage key for it). */
  balanceHidden: boolean;
  authModal: AuthModal | null;
  authNotice: AuthNotice | null;
  /**
   * The change-password modal in forced mode (weak or expired password, docs/product.md §4): it
   * cannot
   * be dismissed. The password a login typed is not kept here: it goes through the
   * hand-over (lib/password-handover) into the change form's own state.
   */
  forcedPasswordChange: boolean;
  /** The in_need_true_account warning for trial accounts (docs/product.md §5). */
  trialDialogOpen: boolean;
  logoutConfirmOpen: boolean;
  /** The app-wide status banner (one at a time; a new notice replaces the old). */
  notice: Notice | null;
  /** The game the launcher modal is starting (docs/product.md §4 third-party launch); null when closed. */
  launchingGame: LaunchableGame | null;
  openSideMenu: () => void;
  closeSideMenu: () => void;
  toggleBalanceHidden: () => void;
  openAuthModal: (modal: AuthModal, notice?: AuthNotice) => void;
  closeAuthModal: () => void;
  /** Opens the forced change; a password the login just typed is handed to its form. */
  openForcedPasswordChange: (oldPassword: string | null) => void;
  openTrialDialog: () => void;
  closeTrialDialog: () => void;
  openLogoutConfirm: () => void;
  closeLogoutConfirm: () => void;
  showNotice: (...lines: string[]) => void;
  dismissNotice: () => void;
  openGameLauncher: (game: LaunchableGame) => void;
  closeGameLauncher: () => void;
}

/**
 * Whether a dialog the visitor opened (or an account step that followed it) is on screen. One
 * modal at a time: a popup that opens by itself waits until this is false, and until no centre
 * is open (the address says that one: hooks/use-centre.ts).
 */
export const visitorDialogOpen = (s: UiState): boolean =>
  s.authModal !== null ||
  s.trialDialogOpen ||
  s.logoutConfirmOpen ||
  s.launchingGame !== null ||
  s.sideMenuOpen;

// Every modal closes the drawer first, so the modal is the only one on screen.
const drawerClosed = { sideMenuOpen: false } as const;

/** Global UI state only; server data lives in the query cache. */
export const useUiStore = create<UiState>()((set) => ({
  sideMenuOpen: false,
  balanceHidden: local.get('hideBalance') === '1',
  authModal: null,
  authNotice: null,
  forcedPasswordChange: false,
  trialDialogOpen: false,
  logoutConfirmOpen: false,
  notice: null,
  launchingGame: null,
  openSideMenu: () => set({ sideMenuOpen: true }),
  closeSideMenu: () => set({ sideMenuOpen: false }),
  toggleBalanceHidden: () =>
    set((state) => {
      local.set('hideBalance', state.balanceHidden ? '0' : '1');
      return { balanceHidden: !state.balanceHidden };
    }),
  openAuthModal: (modal, notice) => {
    handOverPassword(null);
    set({
      authModal: modal,
      authNotice: notice ?? null,
      forcedPasswordChange: false,
      ...drawerClosed,
    });
  },
  closeAuthModal: () => {
    handOverPassword(null);
    set({ authModal: null, authNotice: null, forcedPasswordChange: false });
  },
  openForcedPasswordChange: (oldPassword) => {
    handOverPassword(oldPassword);
    set({
      authModal: 'changePass',
      authNotice: null,
      forcedPasswordChange: true,
      ...drawerClosed,
    });
  },
  openTrialDialog: () => set({ trialDialogOpen: true, ...drawerClosed }),
  closeTrialDialog: () => set({ trialDialogOpen: false }),
  openLogoutConfirm: () => set({ logoutConfirmOpen: true, ...drawerClosed }),
  closeLogoutConfirm: () => set({ logoutConfirmOpen: false }),
  showNotice: (...lines) =>
    set((state) => ({ notice: { id: (state.notice?.id ?? 0) + 1, lines } })),
  dismissNotice: () => set({ notice: null }),
  openGameLauncher: (game) => set({ launchingGame: game, ...drawerClosed }),
  closeGameLauncher: () => set({ launchingGame: null }),
}));

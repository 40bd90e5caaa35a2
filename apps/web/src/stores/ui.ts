import { create } from 'zustand';

interface UiState {
  /** The side menu drawer on screens narrower than the desktop column. */
  sideMenuOpen: boolean;
  /** Balance shown as *** (kept for the page's life; SPEC §3 has no storage key for it). */
  balanceHidden: boolean;
  loginDialogOpen: boolean;
  openSideMenu: () => void;
  closeSideMenu: () => void;
  toggleBalanceHidden: () => void;
  openLoginDialog: () => void;
  closeLoginDialog: () => void;
}

/** Global UI state only; server data lives in the query cache. */
export const useUiStore = create<UiState>()((set) => ({
  sideMenuOpen: false,
  balanceHidden: false,
  loginDialogOpen: false,
  openSideMenu: () => set({ sideMenuOpen: true }),
  closeSideMenu: () => set({ sideMenuOpen: false }),
  toggleBalanceHidden: () => set((state) => ({ balanceHidden: !state.balanceHidden })),
  // The drawer closes first so the login dialog is the only modal.
  openLoginDialog: () => set({ loginDialogOpen: true, sideMenuOpen: false }),
  closeLoginDialog: () => set({ loginDialogOpen: false }),
}));

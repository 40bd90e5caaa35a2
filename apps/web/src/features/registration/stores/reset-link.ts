import { create } from 'zustand';

interface ResetLinkState {
  /** The token of the e-mailed reset link this visit came with, once out of the address. */
  token: string | null;
  keep: (token: string) => void;
  forget: () => void;
}

/** Held in memory only: the token is a password-reset secret and never touches storage. */
export const useResetLinkStore = create<ResetLinkState>()((set) => ({
  token: null,
  keep: (token) => set({ token }),
  forget: () => set({ token: null }),
}));

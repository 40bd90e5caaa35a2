import { createContext, useContext, type ReactNode } from 'react';

/**
 * The member centre's transfer to a direct downline (amount, payment password, confirmation)
 * for a username, handed in by the app layer that composes both features (features never
 * import each other). Without it, the downlines page offers no transfer.
 */
export type RenderDownlineTransfer = (username: string) => ReactNode;

export const DownlineTransferContext = createContext<RenderDownlineTransfer | null>(null);

export const useDownlineTransfer = () => useContext(DownlineTransferContext);

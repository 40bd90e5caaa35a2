import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { walletKeys } from '../api/keys';

/**
 * Call after any money action succeeds: every query under walletKeys.all (balance, wallets,
 * orders, records) refetches, so the header, side menu and open pages show the new amounts
 * without a reload. Money queries therefore keep their keys under ['wallet', ...].
 */
export function useMoneyMoved() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: walletKeys.all }), [client]);
}

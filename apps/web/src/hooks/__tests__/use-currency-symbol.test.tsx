import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { systemCalls } from '@site/contract';
import { mockLoggedIn, resetAccountState } from '../../testing/account-data';
import { mockApi } from '../../testing/mock-api';
import { testQueryClient } from '../../testing/render';
import { statusValue } from '../../testing/shell-data';
import { useCurrencySymbol } from '../use-currency-symbol';

function renderSymbol() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCurrencySymbol(), { wrapper });
}

const whitelabel = (currencySymbol: string) => {
  const status = statusValue();
  return {
    ...status,
    info: { ...status.info, whitelabel: { ...status.info.whitelabel, currencySymbol } },
  };
};

describe('useCurrencySymbol', () => {
  beforeEach(() => {
    sessionStorage.clear();
    act(resetAccountState);
  });

  it('gives a visitor the white label’s symbol', async () => {
    mockApi().on(systemCalls.status, () => whitelabel('Rp'));
    const { result } = renderSymbol();
    expect(result.current).toBe('P');
    await waitFor(() => expect(result.current).toBe('Rp'));
  });

  it('gives a member the symbol of the balance answer', async () => {
    mockLoggedIn(
      mockApi().on(systemCalls.status, () => whitelabel('P')),
      {},
      { currencySymbol: 'Rp' },
    );
    const { result } = renderSymbol();
    await waitFor(() => expect(result.current).toBe('Rp'));
  });
});

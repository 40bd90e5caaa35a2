import { agentPlace } from '../../config/centre-links';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agentCalls, memberCalls, transferCalls, type DownlineRow } from '@site/contract';
import { session } from '../../lib/storage';
import { useSessionStore } from '../../stores/session';
import { useUiStore } from '../../stores/ui';
import { memberInfo, mockSwitches, testEncryption } from '../../testing/account-data';
import { mockApi } from '../../testing/mock-api';
import { openCentre, renderWithProviders } from '../../testing/render';
import { merchantWallet, mockWallets, transferResult } from '../../testing/wallet-data';
import AgentCentreModal from '../agent-centre-modal';

let encryption: Awaited<ReturnType<typeof testEncryption>>;
beforeAll(async () => {
  encryption = await testEncryption();
});
beforeEach(() => {
  useSessionStore.setState({ token: null });
  useUiStore.setState({ authModal: null });
});

const downline: DownlineRow = {
  account: 'demosub1',
  nickname: null,
  type: 42,
  level: 1,
  upline: 'demoagent',
  balance: 10,
  registeredAt: '2026-02-01T02:00:00Z',
  lastLoginAt: null,
  online: true,
  teamCount: 0,
  rebates: [],
};

describe('the agent centre as the app opens it', () => {
  it(
    "sends money to a direct downline with the member centre's form and payment password",
    { timeout: 20_000 },
    async () => {
      const api = mockApi();
      api.on(memberCalls.info, () =>
        memberInfo({
          id: 'a-1',
          account: 'demoagent',
          nickname: null,
          type: 2,
          isAgent: true,
          hasPaymentPassword: true,
        }),
      );
      api.on(agentCalls.downlines, () => ({
        pageNum: 1,
        pageSize: 20,
        totalCount: 1,
        totalPages: 1,
        list: [downline],
      }));
      encryption.serve(api);
      mockSwitches(api, 'PAYMENTPASS3');
      mockWallets(api, merchantWallet());
      const sent: Record<string, unknown>[] = [];
      api.on(transferCalls.transferDownline, async (_url, init) => {
        sent.push(await encryption.read(init));
        return transferResult();
      });
      session.set('token', 'token-1');
      useSessionStore.setState({ token: 'token-1' });
      renderWithProviders(
        <Suspense fallback={<p>suspended</p>}>
          <AgentCentreModal />
        </Suspense>,
      );
      openCentre(agentPlace());
      const user = userEvent.setup({ delay: null });
      const centre = await screen.findByRole('dialog', { name: 'Pusat Agen' });
      const menu = await within(centre).findByRole('navigation', { name: 'Menu pusat agen' });
      await user.click(within(menu).getByRole('button', { name: 'Manajemen Tim' }));
      await user.click(await within(centre).findByRole('button', { name: 'Transfer ke demosub1' }));

      const form = await screen.findByRole('dialog', { name: 'Transfer ke demosub1' });
      await user.type(await within(form).findByLabelText(/^Jumlah/, { selector: 'input' }), '25');
      await user.type(
        within(form).getByLabelText(/^Kata sandi pembayaran/, { selector: 'input' }),
        '123456',
      );
      await user.click(within(form).getByRole('button', { name: 'Lanjutkan' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi transfer' });
      expect(confirm).toHaveTextContent('demosub1');
      await user.click(within(confirm).getByRole('button', { name: 'Kirim' }));
      expect(await within(form).findByText('P 25.00 dikirim ke demosub1.')).toBeInTheDocument();
      expect(sent).toEqual([{ amount: 25, paymentPassword: '123456', username: 'demosub1' }]);
    },
  );
});

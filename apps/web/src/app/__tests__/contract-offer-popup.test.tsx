import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentCalls, type Consolidated, type Contract } from '@site/contract';
import { Modals } from '../modals';
import { mockLoggedIn, resetAccountState } from '../../testing/account-data';
import { mockApi } from '../../testing/mock-api';
import { renderWithProviders } from '../../testing/render';
import { noOffers } from '../../testing/shell-data';
import { useUiStore } from '../../stores/ui';

const ID = '22222222-2222-4222-8222-222222222222';

const answered = (overrides: Partial<Contract> = {}): Contract => ({
  id: ID,
  type: 'DAILY',
  product: 'CONS',
  periodType: 'DAILY',
  status: 'A',
  account: 'budi88',
  upline: 'demoagent',
  tiers: [],
  profitRate: null,
  lossRate: null,
  singleBetAmount: null,
  replaces: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  decidedAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

type Api = ReturnType<typeof mockApi>;

/**
 * The app's modals for a logged-in member whose consolidated value answers `values` in turn
 * (the last one repeats): the popup is mounted where the app mounts it.
 */
function openWith(values: Consolidated[], setUp?: (api: Api) => void, member = {}) {
  const api = mockLoggedIn(mockApi(), { account: 'budi88', ...member });
  let calls = 0;
  api.on(agentCalls.consolidated, () => values[Math.min(calls++, values.length - 1)]!);
  setUp?.(api);
  renderWithProviders(
    <Suspense fallback={null}>
      <Modals />
    </Suspense>,
  );
  return { api, consolidatedCalls: () => calls };
}

const bodiesOf = (api: Api, path: string) =>
  api.fetch.mock.calls
    .filter(([url]) => new URL(String(url), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

describe('the contract offer popup', () => {
  afterEach(() => resetAccountState());

  it('shows a daily salary offer with its tiers; Accept answers it and the consolidated value is read again', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, consolidatedCalls } = openWith(
      [
        {
          ...noOffers,
          dailysalreqtype: {
            CONS: [
              {
                id: ID,
                status: 'P',
                details: [
                  { betVolume: 100, activeMember: 1, rateType: 'P', rate: 0.004 },
                  { betVolume: 5000, activeMember: 3, rateType: 'F', rate: 50 },
                ],
              },
            ],
          },
        },
        noOffers,
      ],
      (a) => a.on(agentCalls.processDailySalary, () => answered()),
    );
    const popup = await screen.findByRole('alertdialog', { name: 'Penawaran kontrak' });
    expect(popup).toHaveTextContent('Upline Anda menawarkan kontrak gaji harian berikut.');
    const rows = within(within(popup).getByRole('table', { name: 'Tingkatan' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent('≥ P 100.00≥ 10.4%');
    expect(rows[2]).toHaveTextContent('≥ P 5,000.00≥ 3P 50.00');
    await user.click(within(popup).getByRole('button', { name: 'Terima' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesOf(api, '/wps/relay/MCS2_processDailySalContract')).toEqual([
      { id: ID, status: 'A' },
    ]);
    expect(consolidatedCalls()).toBe(2);
    expect(useUiStore.getState().notice?.lines).toEqual(['Jawaban Anda tersimpan: kontrak aktif.']);
  });

  it('rejects a dividend offer by its product', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openWith(
      [
        {
          ...noOffers,
          divtypereq: {
            SPORTS: [{ minimumBet: 1000, netLoss: 500, activeMember: 2, contractRate: 0.2 }],
          },
          divstatus: { SPORTS: 'P' },
        },
        noOffers,
      ],
      (a) => a.on(agentCalls.processDividend, () => answered({ type: 'DIVIDEND', status: 'R' })),
    );
    const popup = await screen.findByRole('alertdialog', { name: 'Penawaran kontrak' });
    expect(popup).toHaveTextContent('Produk: Olahraga');
    expect(within(popup).getByRole('columnheader', { name: 'Kerugian bersih min.' })).toBeVisible();
    expect(popup).toHaveTextContent('20%');
    await user.click(within(popup).getByRole('button', { name: 'Tolak' }));
    await vi.waitFor(() =>
      expect(bodiesOf(api, '/wps/relay/MCS2_processDividendReq')).toEqual([
        { type: 'SPORTS', status: 'R' },
      ]),
    );
  });

  it('answers a termination request: agree ends it (C), keep keeps it (A)', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openWith(
      [
        {
          ...noOffers,
          contracthoursalreq: {
            CONS: [
              {
                contractId: ID,
                status: 'V',
                hourSalaryRates: [{ minimumBet: 50, activeMember: 1, rateType: 'P', rate: 0.002 }],
              },
            ],
          },
        },
        noOffers,
      ],
      (a) => a.on(agentCalls.processHourSalary, () => answered({ status: 'A' })),
    );
    const popup = await screen.findByRole('alertdialog', { name: 'Penawaran kontrak' });
    expect(popup).toHaveTextContent('Upline Anda meminta kontrak gaji per jam Anda diakhiri.');
    expect(within(popup).queryByRole('button', { name: 'Terima' })).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Pertahankan kontrak' }));
    await vi.waitFor(() =>
      expect(bodiesOf(api, '/wps/relay/MCS2_processContractHourSalary')).toEqual([
        { contractId: ID, status: 'A' },
      ]),
    );
  });

  it('asks to confirm a lower-rate replacement (downlineHigherRate Y) before accepting', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openWith(
      [
        {
          ...noOffers,
          realtimesalreqtype: {
            CONS: [
              {
                contractId: ID,
                status: 'E',
                profitRate: 0.001,
                lossRate: 0.003,
                singleBetAmount: 10,
              },
            ],
          },
          downlineHigherRate: 'Y',
        },
        noOffers,
      ],
      (a) => a.on(agentCalls.processRealtimeSalary, () => answered({ type: 'REALTIME' })),
    );
    const popup = await screen.findByRole('alertdialog', { name: 'Penawaran kontrak' });
    expect(popup).toHaveTextContent('untuk menggantikan kontrak Anda yang berlaku');
    expect(popup).toHaveTextContent('0.3%');
    await user.click(within(popup).getByRole('button', { name: 'Terima' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Tarif lebih rendah' });
    // Going back sends nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Kembali' }));
    expect(bodiesOf(api, '/wps/relay/MCSFE_processRealTimeSalaryContract')).toEqual([]);
    await user.click(within(popup).getByRole('button', { name: 'Terima' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Tarif lebih rendah' })).getByRole(
        'button',
        { name: 'Ya, terima' },
      ),
    );
    await vi.waitFor(() =>
      expect(bodiesOf(api, '/wps/relay/MCSFE_processRealTimeSalaryContract')).toEqual([
        { contractId: ID, status: 'A' },
      ]),
    );
  });

  it("shows the platform's refusal and keeps the offer open", async () => {
    const user = userEvent.setup({ delay: null });
    openWith(
      [
        {
          ...noOffers,
          dailysalreqtype: {
            CONS: [
              {
                id: ID,
                status: 'P',
                details: [{ betVolume: 1, activeMember: 0, rateType: 'P', rate: 0.01 }],
              },
            ],
          },
        },
      ],
      (a) => a.fail(agentCalls.processDailySalary, 'contract.state', 'Already answered.', 409),
    );
    const popup = await screen.findByRole('alertdialog', { name: 'Penawaran kontrak' });
    await user.click(within(popup).getByRole('button', { name: 'Terima' }));
    expect(await within(popup).findByRole('alert')).not.toBeEmptyDOMElement();
    expect(screen.getByRole('alertdialog', { name: 'Penawaran kontrak' })).toBeInTheDocument();
  });

  it('"Later" puts it away for this visit', async () => {
    const user = userEvent.setup({ delay: null });
    openWith([
      {
        ...noOffers,
        dailysalreqtype: {
          CONS: [
            {
              id: ID,
              status: 'P',
              details: [{ betVolume: 1, activeMember: 0, rateType: 'P', rate: 0.01 }],
            },
          ],
        },
      },
    ]);
    const popup = await screen.findByRole('alertdialog', { name: 'Penawaran kontrak' });
    await user.click(within(popup).getByRole('button', { name: 'Nanti' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows nothing without an offer', async () => {
    const { consolidatedCalls } = openWith([noOffers]);
    await vi.waitFor(() => expect(consolidatedCalls()).toBe(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks nothing for a free-play guest', async () => {
    const { api, consolidatedCalls } = openWith([noOffers], undefined, { type: 4 });
    await vi.waitFor(() =>
      expect(api.fetch.mock.calls.some(([url]) => String(url).endsWith('/wps/member/info'))).toBe(
        true,
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(consolidatedCalls()).toBe(0);
  });
});

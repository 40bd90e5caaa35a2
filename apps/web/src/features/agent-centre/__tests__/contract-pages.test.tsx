import { agentPlace } from '../../../config/centre-links';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentCalls,
  memberCalls,
  type Contract,
  type ContractType,
  type PayoutRecord,
} from '@site/contract';
import { memberInfo } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { useSessionStore } from '../../../stores/session';
import AgentCentre from '../components/agent-centre';
import { closeCentre, openCentre, renderWithProviders } from '../../../testing/render';
import { ContractPage } from '../components/pages/contract-pages';
import { AgentNavContext, type AgentPageParams } from '../utils/agent-nav';
import { answerCentreOpening } from './agent-data';
import { contractOf } from './contract-data';

const contract = contractOf;

const page = <T,>(list: T[], pageNum = 1, totalPages = list.length ? 1 : 0) => ({
  list,
  pageNum,
  pageSize: 20,
  totalPages,
  totalCount: list.length,
});

type Api = ReturnType<typeof mockApi>;

/** A contract page with the agent's contracts (mine) and those it offered (downline). */
function open(
  type: ContractType,
  {
    mine = [contract({ type })],
    downline = [] as Contract[],
    params = {} as AgentPageParams,
    setUp,
  }: {
    mine?: Contract[];
    downline?: Contract[];
    params?: AgentPageParams;
    setUp?: (api: Api) => void;
  } = {},
) {
  const api = mockApi();
  const asked: URLSearchParams[] = [];
  api.on(agentCalls.contracts, (url) => {
    asked.push(url.searchParams);
    return page(url.searchParams.get('scope') === 'downline' ? downline : mine);
  });
  setUp?.(api);
  renderWithProviders(
    <Suspense fallback={<p>suspended</p>}>
      <AgentNavContext.Provider value={{ page: 'agentDailyWages2', params, go: () => {} }}>
        <ContractPage type={type} />
      </AgentNavContext.Provider>
    </Suspense>,
  );
  return { api, asked };
}

const bodiesOf = (api: Api, path: string) =>
  api.fetch.mock.calls
    .filter(
      ([url, init]) =>
        (init?.method ?? 'GET') !== 'GET' &&
        new URL(String(url), 'http://localhost').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

describe('contract pages', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('shows my contract in force: its tiers as a percentage or a fixed amount, the house as upline, the status', async () => {
    open('DAILY');
    const table = await screen.findByRole('table', { name: 'Tingkatan' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Tingkat 1≥ P 100.00≥ 10.5%');
    expect(rows[2]).toHaveTextContent('Tingkat 2≥ P 1,000.00≥ 3P 25.00');
    expect(screen.getByText('Dari').nextElementSibling).toHaveTextContent('Operator');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Aktif');
    expect(screen.getByText('Periode').nextElementSibling).toHaveTextContent('Harian');
    expect(screen.getByRole('tab', { name: 'Kontrak saya' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says so when there is no contract in force', async () => {
    open('HOURLY', { mine: [] });
    expect(
      await screen.findByText('Anda belum memiliki kontrak gaji per jam yang berlaku.'),
    ).toBeInTheDocument();
  });

  it('accepts an offer waiting in my contract with the call of its kind', async () => {
    const user = userEvent.setup({ delay: null });
    const offer = contract({
      id: '22222222-2222-4222-8222-222222222222',
      type: 'HOURLY',
      periodType: 'HOURLY',
      status: 'P',
      upline: 'bigboss',
    });
    const { api } = open('HOURLY', {
      mine: [offer],
      setUp: (a) => a.on(agentCalls.processHourSalary, () => ({ ...offer, status: 'A' as const })),
    });
    const offers = await screen.findByRole('region', {
      name: 'Penawaran yang menunggu jawaban Anda',
    });
    expect(within(offers).getByText('bigboss')).toBeInTheDocument();
    await user.click(within(offers).getByRole('button', { name: 'Terima' }));
    await vi.waitFor(() =>
      expect(bodiesOf(api, '/wps/relay/MCS2_processContractHourSalary')).toEqual([
        { contractId: offer.id, status: 'A' },
      ]),
    );
    expect(await screen.findByText('Jawaban Anda tersimpan: kontrak aktif.')).toBeInTheDocument();
  });

  it("answers the upline's termination request: agree sends C by the dividend's product", async () => {
    const user = userEvent.setup({ delay: null });
    const dividend = contract({
      type: 'DIVIDEND',
      product: 'LIVE',
      periodType: 'MONTHLY',
      status: 'V',
      upline: 'bigboss',
      tiers: [{ minimumBet: 1000, netLoss: 500, activeMember: 2, rateType: 'P', rate: 0.2 }],
    });
    const { api } = open('DIVIDEND', {
      mine: [dividend],
      setUp: (a) => a.on(agentCalls.processDividend, () => ({ ...dividend, status: 'C' as const })),
    });
    const request = await screen.findByRole('group', {
      name: 'Upline Anda meminta kontrak ini diakhiri.',
    });
    // A dividend shows its product and the net-loss threshold.
    expect(screen.getByText('Produk').nextElementSibling).toHaveTextContent('Kasino langsung');
    expect(screen.getByRole('columnheader', { name: 'Kerugian bersih min.' })).toBeInTheDocument();
    await user.click(within(request).getByRole('button', { name: 'Setujui pemutusan' }));
    await vi.waitFor(() =>
      expect(bodiesOf(api, '/wps/relay/MCS2_processDividendReq')).toEqual([
        { type: 'LIVE', status: 'C' },
      ]),
    );
  });

  it('lists the downline contracts and terminates one after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const held = contract({
      id: '33333333-3333-4333-8333-333333333333',
      account: 'budi88',
      upline: 'demoagent',
    });
    const { api } = open('DAILY', {
      downline: [
        held,
        contract({ id: '44444444-4444-4444-8444-444444444444', account: 'sari', status: 'R' }),
      ],
      setUp: (a) => a.on(agentCalls.terminateContract, () => ({ ...held, status: 'V' as const })),
    });
    await user.click(screen.getByRole('tab', { name: 'Kontrak downline' }));
    const list = await screen.findByRole('list', { name: 'Kontrak yang Anda tawarkan' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Ditolak');
    // Only a contract in force or an open offer can be ended.
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    const terminate = within(items[0]!).getByRole('button', { name: 'Akhiri kontrak budi88' });
    await user.click(terminate);
    const confirm = await screen.findByRole('alertdialog', { name: 'Akhiri kontrak?' });
    expect(confirm).toHaveTextContent('setelah budi88 menyetujuinya');
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodiesOf(api, `/wps/agent/contracts/${held.id}/terminate`)).toEqual([]);

    await user.click(terminate);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ya, lanjutkan' }),
    );
    expect(await screen.findByText('Permintaan pemutusan terkirim ke budi88.')).toBeInTheDocument();
    expect(bodiesOf(api, `/wps/agent/contracts/${held.id}/terminate`)).toHaveLength(1);
  });

  it('opens the offer form for the downline the downlines page sent, and checks the tiers before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = open('DAILY', {
      params: { username: 'budi88' },
      setUp: (a) =>
        a.on(agentCalls.offerContract, (_, init) => {
          const body = JSON.parse(String(init?.body)) as { tiers: Contract['tiers'] };
          return contract({
            account: 'budi88',
            status: 'P',
            upline: 'demoagent',
            tiers: body.tiers,
          });
        }),
    });
    expect(await screen.findByRole('tab', { name: 'Kontrak downline' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = await screen.findByRole('region', { name: 'Tawarkan kontrak gaji harian' });
    expect(within(form).getByRole('textbox', { name: /Downline langsung/ })).toHaveValue('budi88');
    // Your own terms are at hand while you write the offer.
    expect(screen.getByText('Kontrak Anda sendiri')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Kirim penawaran' }));
    const tier1 = within(form).getByRole('group', { name: 'Tingkat 1' });
    expect(within(tier1).getAllByText('Wajib diisi.')).toHaveLength(3);
    await user.type(within(tier1).getByRole('textbox', { name: /Taruhan valid min/ }), '100');
    await user.type(within(tier1).getByRole('textbox', { name: /Anggota aktif min/ }), '1,5');
    await user.type(within(tier1).getByRole('textbox', { name: /Tarif/ }), '150');
    await user.click(within(form).getByRole('button', { name: 'Kirim penawaran' }));
    expect(within(tier1).getByText('Masukkan bilangan bulat 0 atau lebih.')).toBeInTheDocument();
    expect(within(tier1).getByText('Masukkan persen dari 0 sampai 100.')).toBeInTheDocument();
    expect(bodiesOf(api, '/wps/agent/contracts')).toEqual([]);

    await user.clear(within(tier1).getByRole('textbox', { name: /Anggota aktif min/ }));
    await user.type(within(tier1).getByRole('textbox', { name: /Anggota aktif min/ }), '1');
    await user.clear(within(tier1).getByRole('textbox', { name: /Tarif/ }));
    await user.type(within(tier1).getByRole('textbox', { name: /Tarif/ }), '0,4');
    // A second tier at a fixed amount.
    await user.click(within(form).getByRole('button', { name: 'Tambah tingkat' }));
    const tier2 = within(form).getByRole('group', { name: 'Tingkat 2' });
    await user.type(within(tier2).getByRole('textbox', { name: /Taruhan valid min/ }), '1,000');
    await user.type(within(tier2).getByRole('textbox', { name: /Anggota aktif min/ }), '3');
    await user.selectOptions(within(tier2).getByRole('combobox', { name: 'Jenis tarif' }), 'F');
    await user.type(within(tier2).getByRole('textbox', { name: /Tarif/ }), '20');
    await user.click(within(form).getByRole('button', { name: 'Kirim penawaran' }));

    expect(
      await screen.findByText('Penawaran terkirim ke budi88. Menunggu jawabannya.'),
    ).toBeInTheDocument();
    expect(bodiesOf(api, '/wps/agent/contracts')).toEqual([
      {
        username: 'budi88',
        type: 'DAILY',
        product: 'CONS',
        tiers: [
          { minimumBet: 100, netLoss: 0, activeMember: 1, rateType: 'P', rate: 0.004 },
          { minimumBet: 1000, netLoss: 0, activeMember: 3, rateType: 'F', rate: 20 },
        ],
      },
    ]);
  });

  it("marks a tier above the agent's own at the same thresholds before sending", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = open('DAILY', { params: { username: 'budi88' } });
    const form = await screen.findByRole('region', { name: 'Tawarkan kontrak gaji harian' });
    const tier1 = within(form).getByRole('group', { name: 'Tingkat 1' });
    // The agent's tier 1 (P 100.00, 1 member) pays 0.5 %.
    await user.type(within(tier1).getByRole('textbox', { name: /Taruhan valid min/ }), '500');
    await user.type(within(tier1).getByRole('textbox', { name: /Anggota aktif min/ }), '2');
    await user.type(within(tier1).getByRole('textbox', { name: /Tarif/ }), '0,6');
    await user.click(within(form).getByRole('button', { name: 'Kirim penawaran' }));
    expect(
      within(tier1).getByText('Lebih tinggi dari kontrak Anda sendiri pada syarat ini.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Ada tingkat yang membayar lebih dari kontrak Anda sendiri pada syarat yang sama.',
    );
    expect(bodiesOf(api, '/wps/agent/contracts')).toEqual([]);
  });

  it("shows the platform's refusal of a tier above the agent's own", async () => {
    const user = userEvent.setup({ delay: null });
    open('DAILY', {
      params: { username: 'budi88' },
      setUp: (a) =>
        a.fail(
          agentCalls.offerContract,
          'contract.rate.above.upline',
          'The offer may not pay more than your own contract.',
          400,
        ),
    });
    const form = await screen.findByRole('region', { name: 'Tawarkan kontrak gaji harian' });
    const tier1 = within(form).getByRole('group', { name: 'Tingkat 1' });
    await user.type(within(tier1).getByRole('textbox', { name: /Taruhan valid min/ }), '100');
    await user.type(within(tier1).getByRole('textbox', { name: /Anggota aktif min/ }), '1');
    await user.type(within(tier1).getByRole('textbox', { name: /Tarif/ }), '0.3');
    await user.click(within(form).getByRole('button', { name: 'Kirim penawaran' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Ada tingkat yang membayar lebih dari kontrak Anda sendiri pada syarat yang sama.',
    );
  });

  it('asks the agent to confirm a lower-ratio offer, then sends it again with confirmHigherRate', async () => {
    const user = userEvent.setup({ delay: null });
    let tries = 0;
    const { api } = open('DAILY', {
      params: { username: 'budi88' },
      setUp: (a) =>
        a.on(agentCalls.offerContract, (_, init) => {
          tries += 1;
          const body = JSON.parse(String(init?.body)) as { confirmHigherRate?: boolean };
          if (!body.confirmHigherRate) {
            return Response.json(
              {
                success: false,
                errorCode: 'contract.higher.rate.confirm',
                message: 'Confirm to replace it.',
              },
              { status: 409 },
            );
          }
          return contract({ account: 'budi88', status: 'E', upline: 'demoagent' });
        }),
    });
    const form = await screen.findByRole('region', { name: 'Tawarkan kontrak gaji harian' });
    const tier1 = within(form).getByRole('group', { name: 'Tingkat 1' });
    await user.type(within(tier1).getByRole('textbox', { name: /Taruhan valid min/ }), '100');
    await user.type(within(tier1).getByRole('textbox', { name: /Anggota aktif min/ }), '1');
    await user.type(within(tier1).getByRole('textbox', { name: /Tarif/ }), '0.2');
    await user.click(within(form).getByRole('button', { name: 'Kirim penawaran' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Ganti kontrak yang lebih tinggi?',
    });
    expect(confirm).toHaveTextContent('budi88 memegang kontrak dengan tarif lebih tinggi');
    await user.click(within(confirm).getByRole('button', { name: 'Ya, kirim penawaran' }));
    expect(
      await screen.findByText('Penawaran terkirim ke budi88. Menunggu jawabannya.'),
    ).toBeInTheDocument();
    expect(tries).toBe(2);
    expect(bodiesOf(api, '/wps/agent/contracts').map((b) => b.confirmHigherRate)).toEqual([
      undefined,
      true,
    ]);
  });

  it('offers a real-time salary by its loss and profit rates and least stake', async () => {
    const user = userEvent.setup({ delay: null });
    const own = contract({
      type: 'REALTIME',
      periodType: 'REALTIME',
      tiers: [],
      lossRate: 0.005,
      profitRate: 0.002,
      singleBetAmount: 10,
    });
    const { api } = open('REALTIME', {
      mine: [own],
      setUp: (a) =>
        a.on(agentCalls.offerContract, () => ({
          ...own,
          account: 'sari',
          status: 'P' as const,
        })),
    });
    // My contract shows the rates, not tiers.
    expect(
      (await screen.findByText('Tarif saat taruhan kalah')).nextElementSibling,
    ).toHaveTextContent('0.5%');
    await user.click(screen.getByRole('tab', { name: 'Kontrak downline' }));
    await user.click(await screen.findByRole('button', { name: 'Tawarkan kontrak' }));
    const form = await screen.findByRole('region', { name: 'Tawarkan kontrak gaji real-time' });
    await user.type(within(form).getByRole('textbox', { name: /Downline langsung/ }), 'sari');
    await user.type(within(form).getByRole('textbox', { name: /Tarif saat taruhan kalah/ }), '0,3');
    await user.type(
      within(form).getByRole('textbox', { name: /Tarif saat taruhan menang/ }),
      '0,1',
    );
    await user.clear(within(form).getByRole('textbox', { name: /Taruhan minimum per taruhan/ }));
    await user.type(
      within(form).getByRole('textbox', { name: /Taruhan minimum per taruhan/ }),
      '20',
    );
    await user.click(within(form).getByRole('button', { name: 'Kirim penawaran' }));
    await vi.waitFor(() =>
      expect(bodiesOf(api, '/wps/agent/contracts')).toEqual([
        {
          username: 'sari',
          type: 'REALTIME',
          product: 'CONS',
          tiers: [],
          lossRate: 0.003,
          profitRate: 0.001,
          singleBetAmount: 20,
        },
      ]),
    );
  });

  it('tells an agent without a contract in force that it cannot offer one', async () => {
    const user = userEvent.setup({ delay: null });
    open('HOURLY', { mine: [] });
    await user.click(await screen.findByRole('tab', { name: 'Kontrak downline' }));
    await user.click(await screen.findByRole('button', { name: 'Tawarkan kontrak' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Anda tidak memiliki kontrak gaji per jam yang berlaku',
    );
  });

  it('pages the payout records, what I received or what I paid my downlines', async () => {
    const user = userEvent.setup({ delay: null });
    const record = (overrides: Partial<PayoutRecord> = {}): PayoutRecord => ({
      id: 'r1',
      contractId: '11111111-1111-4111-8111-111111111111',
      type: 'DAILY',
      account: 'demoagent',
      period: '2026-11-20',
      periodStart: '2026-11-19T17:00:00.000Z',
      periodEnd: '2026-11-20T17:00:00.000Z',
      teamMembers: 12,
      activeMembers: 3,
      validBet: 5500,
      netLoss: 0,
      tier: 2,
      rate: 0.015,
      amount: 82.5,
      status: 'PAID',
      paidAt: '2026-11-21T01:00:00.000Z',
      ...overrides,
    });
    const asked: string[] = [];
    open('DAILY', {
      setUp: (a) =>
        a.on(agentCalls.payouts, (url) => {
          const scope = url.searchParams.get('scope')!;
          const pageNo = Number(url.searchParams.get('pageNo'));
          asked.push(`${scope}:${pageNo}`);
          return scope === 'downline'
            ? page([
                record({
                  id: 'r9',
                  account: 'budi88',
                  tier: 0,
                  rate: 0,
                  amount: 0,
                  status: 'NONE',
                }),
              ])
            : { ...page([record({ id: `r${pageNo}` })], pageNo, 3), totalCount: 21 };
        }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Catatan' }));
    const table = await screen.findByRole('table', { name: 'Catatan pembayaran' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('2026-11-20');
    expect(row).toHaveTextContent('P 5,500.00');
    expect(row).toHaveTextContent('Tingkat 2');
    expect(row).toHaveTextContent('1.5%');
    expect(row).toHaveTextContent('P 82.50');
    expect(row).toHaveTextContent('Dibayar');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Halaman catatan' })).getByRole('button', {
        name: /2/,
      }),
    );
    await vi.waitFor(() => expect(asked).toContain('mine:2'));

    await user.click(screen.getByRole('radio', { name: 'Yang saya bayar ke downline' }));
    const paid = await screen.findByRole('cell', { name: 'budi88' });
    const paidRow = paid.closest('tr')!;
    expect(paidRow).toHaveTextContent('Tidak ada');
    expect(paidRow).toHaveTextContent('Tanpa pembayaran');
    expect(asked).toContain('downline:1');
  });

  it.each([
    ['Bonus/Dividen', 'dividen'],
    ['Gaji Harian', 'gaji harian'],
    ['Gaji Per Jam', 'gaji per jam'],
    ['Gaji Real-time', 'gaji real-time'],
  ])('the agent centre opens %s on its three tabs', async (entry, kind) => {
    const user = userEvent.setup({ delay: null });
    const api = answerCentreOpening(mockApi());
    api
      .on(memberCalls.info, () => memberInfo({ account: 'demoagent', type: 2, isAgent: true }))
      .on(agentCalls.consolidated, () => ({
        divtypereq: {},
        divstatus: {},
        dailysalreqtype: {},
        contracthoursalreq: {},
        realtimesalreqtype: {},
        divtypeinfo: true,
        dailysalinfotype: true,
        contracthoursalinfo: true,
        realtimesalinfotype: true,
        downlineHigherRate: 'N' as const,
      }))
      .on(agentCalls.contracts, () => page([]));
    sessionStorage.setItem('token', 'token-1');
    useSessionStore.setState({ token: 'token-1' });
    renderWithProviders(
      <Suspense fallback={<p>suspended</p>}>
        <AgentCentre />
      </Suspense>,
    );
    openCentre(agentPlace());
    const dialog = await screen.findByRole('dialog', { name: 'Pusat Agen' });
    const menu = await within(dialog).findByRole('navigation', { name: 'Menu pusat agen' });
    await user.click(await within(menu).findByRole('button', { name: entry }));
    const tabs = await within(dialog).findByRole('tablist', { name: 'Bagian kontrak' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Kontrak saya', 'Kontrak downline', 'Catatan']);
    expect(
      await within(dialog).findByText(`Anda belum memiliki kontrak ${kind} yang berlaku.`),
    ).toBeInTheDocument();
    closeCentre();
    useSessionStore.setState({ token: null });
  });
});

import { agentPlace } from '../../../config/centre-links';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  agentCalls,
  memberCalls,
  systemCalls,
  type DownlineRow,
  type InviteLink,
  type TeamOverview,
} from '@site/contract';
import { applyLanguage } from '../../../i18n';
import { session } from '../../../lib/storage';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { memberInfo, registerSettings, testEncryption } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { openCentre, renderWithProviders } from '../../../testing/render';
import AgentCentre from '../components/agent-centre';
import { DownlineTransferContext } from '../utils/downline-transfer';
import { answerCentreOpening } from './agent-data';

// uPlot draws on a canvas jsdom has not: the page's words about the chart are what is tested.
vi.mock('../components/team-chart', () => ({
  default: ({ label }: { label: string }) => <figure role="img" aria-label={label} />,
}));

type Api = ReturnType<typeof mockApi>;
const OWN = [
  { product: 'LIVE' as const, rate: 0.012 },
  { product: 'RNG' as const, rate: 0.008 },
];

const encryption = await testEncryption();

function open(setUp: (api: Api) => void, transfer?: (username: string) => React.ReactNode) {
  const api = mockApi();
  api.on(memberCalls.info, () =>
    memberInfo({ id: 'a-1', account: 'demoagent', nickname: null, type: 2, isAgent: true }),
  );
  api.on(agentCalls.rebates, () => ({ rebates: OWN }));
  // The register centre checks the password with the merchant's rule.
  answerCentreOpening(api).on(systemCalls.registerSettings, () => registerSettings());
  encryption.serve(api);
  setUp(api);
  session.set('token', 'token-1');
  useSessionStore.setState({ token: 'token-1' });
  renderWithProviders(
    <DownlineTransferContext.Provider value={transfer ?? null}>
      <Suspense fallback={<p>suspended</p>}>
        <AgentCentre />
      </Suspense>
    </DownlineTransferContext.Provider>,
  );
  openCentre(agentPlace());
  return api;
}

async function goTo(entry: string) {
  const user = userEvent.setup({ delay: null });
  const dialog = await screen.findByRole('dialog', { name: 'Pusat Agen' });
  const menu = await within(dialog).findByRole('navigation', { name: 'Menu pusat agen' });
  await user.click(within(menu).getByRole('button', { name: entry }));
  return { user, dialog };
}

const figures = {
  deposit: 1500,
  withdrawal: 200,
  bets: 12,
  betAmount: 900,
  validBet: 900,
  payout: 700,
  bonus: 0,
  profit: -200,
};
const overviewOf = (start: string, end: string): TeamOverview => ({
  ...figures,
  teamSize: 10,
  newMembers: 3,
  firstDepositors: 2,
  activeMembers: 9,
  teamBalance: 4321.5,
  series: [start, end].map((day, i) => ({
    ...figures,
    validBet: 400 + i * 100,
    day,
    newMembers: 1 + i,
    firstDepositors: 1,
    activeMembers: 4 + i,
  })),
});

beforeEach(() => {
  useSessionStore.setState({ token: null });
  useUiStore.setState({ authModal: null });
});

describe('team overview', () => {
  it('describes the trend in words beside the chart and checks a custom range', async () => {
    const asked: string[] = [];
    open((api) =>
      api.on(agentCalls.overview, (url) => {
        const [start, end] = ['startDate', 'endDate'].map((k) => url.searchParams.get(k)!);
        asked.push(`${start}..${end}`);
        return overviewOf(start!, end!);
      }),
    );
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Pusat Agen' });
    await user.click(await within(dialog).findByRole('radio', { name: '7 hari terakhir' }));
    const chart = await within(dialog).findByRole('img', { name: /Grafik tren tim/ });
    expect(chart).toBeInTheDocument();
    expect(
      within(dialog).getByText(/taruhan valid P 900.00, deposit P 1,500.00/),
    ).toHaveTextContent(/Taruhan valid tertinggi pada .*: P 500.00/);

    await user.click(within(dialog).getByRole('radio', { name: 'Rentang sendiri' }));
    const start = within(dialog).getByLabelText(/Tanggal mulai/);
    const end = within(dialog).getByLabelText(/Tanggal akhir/);
    await user.clear(start);
    await user.type(start, '2026-03-10');
    await user.clear(end);
    await user.type(end, '2026-03-01');
    await user.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    expect(
      await within(dialog).findByText('Tanggal akhir tidak boleh sebelum tanggal mulai.'),
    ).toBeInTheDocument();
    await user.clear(start);
    await user.type(start, '2025-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    expect(await within(dialog).findByText('Rentang paling lama 93 hari.')).toBeInTheDocument();
    const before = asked.length;
    await user.clear(start);
    await user.type(start, '2026-02-20');
    await user.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    await vi.waitFor(() => expect(asked.at(-1)).toBe('2026-02-20..2026-03-01'));
    expect(asked.length).toBe(before + 1);
  });
});

describe('announcements', () => {
  it('lists the notices to agents and shows the chosen one sanitised', async () => {
    const pages: string[] = [];
    open((api) =>
      api.on(agentCalls.notices, (url) => {
        pages.push(url.searchParams.get('pageNo')!);
        return {
          pageNum: 1,
          pageSize: 10,
          totalCount: 12,
          totalPages: 2,
          list: [
            {
              id: 'n1',
              title: 'Jadwal gaji harian',
              content: '<p>Dibayar pagi.</p><script>window.hacked = 1</script>',
              publishedAt: '2026-03-01T02:00:00Z',
            },
            {
              id: 'n2',
              title: 'Batas rabat',
              content: '<p>Tidak boleh lebih tinggi.</p>',
              publishedAt: '2026-02-01T02:00:00Z',
            },
          ],
        };
      }),
    );
    const { user, dialog } = await goTo('Pengumuman');
    const heading = await within(dialog).findByRole('heading', { name: 'Jadwal gaji harian' });
    expect(heading).toBeInTheDocument();
    expect(within(dialog).getByText('Dibayar pagi.')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Batas rabat/ }));
    expect(within(dialog).getByRole('heading', { name: 'Batas rabat' })).toHaveFocus();
    expect(within(dialog).getByText('Tidak boleh lebih tinggi.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Halaman 2' }));
    await vi.waitFor(() => expect(pages).toEqual(['1', '2']));
  });
});

describe('register centre', () => {
  it('checks the fields before sending, then registers with rebates as fractions', async () => {
    const bodies: unknown[] = [];
    open((api) =>
      api.on(agentCalls.registerDownline, async (_url, init) => {
        bodies.push(await encryption.read(init));
        return { account: 'budi77', type: 42 as const };
      }),
    );
    const { user, dialog } = await goTo('Daftarkan Akun');
    await user.click(await within(dialog).findByRole('button', { name: 'Daftarkan' }));
    expect(await within(dialog).findByText('Masukkan nama pengguna.')).toBeInTheDocument();
    expect(within(dialog).getByText('Masukkan kata sandi.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Agen' }));
    await user.type(within(dialog).getByLabelText(/^Nama pengguna/), 'budi77');
    await user.type(within(dialog).getByLabelText(/^Kata sandi/), 'abc123');
    await user.type(within(dialog).getByLabelText(/^Konfirmasi kata sandi/), 'abc124');
    await user.type(within(dialog).getByLabelText(/^Rabat Kasino langsung/), '1.5');
    await user.type(within(dialog).getByLabelText(/^Rabat Slot/), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Daftarkan' }));
    expect(await within(dialog).findByText('Kedua kata sandi tidak sama.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Tidak boleh lebih tinggi dari rabat Anda (1.2%).'),
    ).toBeInTheDocument();
    // The example is written as the field reads it.
    expect(
      within(dialog).getByText('Masukkan persentase, misalnya 0.5 (paling banyak 4 desimal).'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const confirm = within(dialog).getByLabelText(/^Konfirmasi kata sandi/);
    await user.clear(confirm);
    await user.type(confirm, 'abc123');
    // Written the Indonesian way, a half percent is still read as one.
    const live = within(dialog).getByLabelText(/^Rabat Kasino langsung/);
    await user.clear(live);
    await user.type(live, '0,5');
    await user.clear(within(dialog).getByLabelText(/^Rabat Slot/));
    await user.type(within(dialog).getByLabelText(/^Rabat Slot/), '0.25');
    await user.click(within(dialog).getByRole('button', { name: 'Daftarkan' }));
    expect(
      await within(dialog).findByText('Akun budi77 terdaftar sebagai Agen di tim Anda.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        username: 'budi77',
        password: 'abc123',
        accountType: 42,
        rebates: [
          { product: 'LIVE', rate: 0.005 },
          { product: 'RNG', rate: 0.0025 },
        ],
      },
    ]);
  });

  it('reads a rebate of 0.5 on the English site, its hint and limit in the same style', async () => {
    await act(() => applyLanguage('EN'));
    try {
      const bodies: unknown[] = [];
      open((api) =>
        api.on(agentCalls.registerDownline, async (_url, init) => {
          bodies.push(await encryption.read(init));
          return { account: 'budi77', type: 41 as const };
        }),
      );
      const user = userEvent.setup({ delay: null });
      const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
      const menu = await within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
      await user.click(within(menu).getByRole('button', { name: 'Register account' }));
      const live = await within(dialog).findByLabelText(/^Live casino rebate/);
      expect(live).toHaveAccessibleDescription(/At most 1\.2% \(your own rebate\)\./);
      await user.type(within(dialog).getByLabelText(/^Username/), 'budi77');
      await user.type(within(dialog).getByLabelText(/^Password/), 'abc123');
      await user.type(within(dialog).getByLabelText(/^Confirm password/), 'abc123');
      await user.type(live, '0.5');
      await user.click(within(dialog).getByRole('button', { name: 'Register' }));
      await vi.waitFor(() =>
        expect(bodies).toEqual([
          {
            username: 'budi77',
            password: 'abc123',
            accountType: 41,
            rebates: [{ product: 'LIVE', rate: 0.005 }],
          },
        ]),
      );
    } finally {
      await act(() => applyLanguage('ID'));
    }
  });

  it("puts the platform's refusal on its field", async () => {
    open((api) => api.fail(agentCalls.registerDownline, 'member.username.taken', 'taken', 409));
    const { user, dialog } = await goTo('Daftarkan Akun');
    await user.type(await within(dialog).findByLabelText(/^Nama pengguna/), 'budi77');
    await user.type(within(dialog).getByLabelText(/^Kata sandi/), 'abc123');
    await user.type(within(dialog).getByLabelText(/^Konfirmasi kata sandi/), 'abc123');
    await user.click(within(dialog).getByRole('button', { name: 'Daftarkan' }));
    expect(await within(dialog).findByText('Nama pengguna sudah dipakai.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nama pengguna/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('makes, lists, copies and deletes invitation links', async () => {
    const link: InviteLink = {
      id: '6f1c1c1e-8f5e-4a57-9a43-5d7b1b9a0001',
      code: 'LABCDEFGH2',
      accountType: 41,
      rebates: [{ product: 'LIVE', rate: 0.005 }],
      registrations: 4,
      expiresAt: null,
      createdAt: '2026-03-01T02:00:00Z',
    };
    const created: unknown[] = [];
    const deleted: string[] = [];
    open((api) => {
      api.on(agentCalls.links, () => ({
        pageNum: 1,
        pageSize: 10,
        totalCount: 2,
        totalPages: 1,
        list: [
          link,
          {
            ...link,
            id: '6f1c1c1e-8f5e-4a57-9a43-5d7b1b9a0003',
            code: 'LOLDOLDOL2',
            expiresAt: '2026-01-01T00:00:00Z',
          },
        ],
      }));
      api.on(agentCalls.createLink, (_url, init) => {
        created.push(JSON.parse(String(init?.body)));
        return { ...link, id: '6f1c1c1e-8f5e-4a57-9a43-5d7b1b9a0002', code: 'LZZZZZZZZ2' };
      });
      api.on(agentCalls.deleteLink, (url) => {
        deleted.push(url.pathname);
        return { id: link.id };
      });
    });
    const { user, dialog } = await goTo('Daftarkan Akun');
    await user.click(await within(dialog).findByRole('tab', { name: 'Tautan undangan' }));
    const table = await within(dialog).findByRole('table', { name: 'Tautan undangan (2)' });
    expect(within(table).getByText('LOLDOLDOL2').closest('tr')).toHaveTextContent('Kedaluwarsa');
    expect(within(table).getByText('LABCDEFGH2')).toBeInTheDocument();
    expect(within(table).getAllByText('Kasino langsung 0.5%')).toHaveLength(2);
    expect(within(table).getByText('Sampai dihapus')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Berlaku \(hari\)/), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Buat tautan' }));
    expect(
      await within(dialog).findByText(/Masukkan jumlah hari 1 sampai 3650/),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Berlaku \(hari\)/));
    await user.type(within(dialog).getByLabelText(/^Berlaku \(hari\)/), '30');
    await user.type(within(dialog).getByLabelText(/^Rabat Slot/), '0.8');
    await user.click(within(dialog).getByRole('button', { name: 'Buat tautan' }));
    expect(await within(dialog).findByText('Tautan LZZZZZZZZ2 dibuat.')).toBeInTheDocument();
    expect(created).toEqual([
      { accountType: 41, rebates: [{ product: 'RNG', rate: 0.008 }], validDays: 30 },
    ]);

    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(table).getByRole('button', { name: 'Salin tautan LABCDEFGH2' }));
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/register?affiliateCode=LABCDEFGH2`,
    );
    expect(await within(dialog).findByText('Tautan LABCDEFGH2 disalin.')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Hapus tautan LABCDEFGH2' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Hapus tautan?' });
    expect(confirm).toHaveTextContent('4 akun yang sudah mendaftar tetap di tim Anda');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus tautan' }));
    await vi.waitFor(() => expect(deleted).toEqual([`/wps/agent/links/${link.id}`]));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('team management', () => {
  const row = (account: string, over: Partial<DownlineRow> = {}): DownlineRow => ({
    account,
    nickname: null,
    type: 42,
    level: 1,
    upline: 'demoagent',
    balance: 1234.5,
    registeredAt: '2026-02-01T02:00:00Z',
    lastLoginAt: null,
    online: false,
    teamCount: 3,
    rebates: [{ product: 'LIVE', rate: 0.01 }],
    ...over,
  });

  function withTeam(api: Api, asked: URLSearchParams[]) {
    api.on(agentCalls.downlines, (url) => {
      asked.push(url.searchParams);
      const parent = url.searchParams.get('parent');
      return {
        pageNum: Number(url.searchParams.get('pageNo') ?? 1),
        pageSize: 20,
        totalCount: 45,
        totalPages: 3,
        list: parent
          ? [row('demomember1', { type: 41, level: 2, upline: parent, teamCount: 0 })]
          : [row('demosub1', { online: true }), row('demomember7', { type: 41, teamCount: 0 })],
      };
    });
  }

  it('lists the team and sends the filters and pages asked for', async () => {
    const asked: URLSearchParams[] = [];
    open((api) => withTeam(api, asked));
    const { user, dialog } = await goTo('Manajemen Tim');
    const table = await within(dialog).findByRole('table', { name: /Downline saya/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('P 1,234.50')).toHaveLength(2);
    expect(within(dialog).getByRole('status', { name: '' })).toHaveTextContent(
      '45 downline ditemukan.',
    );
    expect(asked[0]!.get('level')).toBe('direct');

    await user.type(within(dialog).getByLabelText('Nama pengguna'), 'demo');
    await user.selectOptions(within(dialog).getByLabelText('Level'), 'all');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Y');
    await user.type(within(dialog).getByLabelText('Terdaftar dari'), '2026-02-10');
    await user.type(within(dialog).getByLabelText('Terdaftar sampai'), '2026-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Cari' }));
    expect(
      await within(dialog).findByText('Tanggal akhir tidak boleh sebelum tanggal mulai.'),
    ).toBeInTheDocument();
    const sent = asked.length;
    await user.clear(within(dialog).getByLabelText('Terdaftar sampai'));
    await user.type(within(dialog).getByLabelText('Terdaftar sampai'), '2026-02-28');
    await user.click(within(dialog).getByRole('button', { name: 'Cari' }));
    await vi.waitFor(() => expect(asked.length).toBe(sent + 1));
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({
      username: 'demo',
      level: 'all',
      online: 'Y',
      registeredFrom: '2026-02-10',
      registeredTo: '2026-02-28',
      pageNo: '1',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Halaman 2' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('pageNo')).toBe('2'));
  });

  it("drills into a downline's team and back by the breadcrumb", async () => {
    const asked: URLSearchParams[] = [];
    open((api) => withTeam(api, asked));
    const { user, dialog } = await goTo('Manajemen Tim');
    await user.click(await within(dialog).findByRole('button', { name: 'Lihat tim demosub1' }));
    expect(
      await within(dialog).findByRole('table', { name: /Downline demosub1/ }),
    ).toBeInTheDocument();
    expect(asked.at(-1)!.get('parent')).toBe('demosub1');
    // A second-level row: no money, rebates or contracts from here.
    expect(within(dialog).queryByRole('button', { name: /Ubah rabat/ })).toBeNull();
    const crumbs = within(dialog).getByRole('navigation', { name: 'Tim yang ditampilkan' });
    expect(within(crumbs).getByText('demosub1')).toHaveAttribute('aria-current', 'page');
    await user.click(within(crumbs).getByRole('button', { name: 'Tim saya' }));
    await within(dialog).findByRole('table', { name: /Downline saya/ });
    expect(asked.at(-1)!.has('parent')).toBe(false);
  });

  it('edits a direct downline rebate within the own one', async () => {
    const posted: { path: string; body: unknown }[] = [];
    open((api) => {
      withTeam(api, []);
      api.on(agentCalls.updateRebates, (url, init) => {
        posted.push({ path: url.pathname, body: JSON.parse(String(init?.body)) });
        return { rebates: [{ product: 'LIVE' as const, rate: 0.011 }] };
      });
    });
    const { user, dialog } = await goTo('Manajemen Tim');
    await user.click(await within(dialog).findByRole('button', { name: 'Ubah rabat demosub1' }));
    const editor = await screen.findByRole('dialog', { name: 'Rabat demosub1' });
    expect(editor).toHaveTextContent('Menurunkan rabat juga menurunkan rabat tim di bawahnya');
    const live = await within(editor).findByLabelText(/^Rabat Kasino langsung/);
    expect(live).toHaveValue('1');
    await user.clear(live);
    await user.type(live, '1.3');
    await user.click(within(editor).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(editor).findByText('Tidak boleh lebih tinggi dari rabat Anda (1.2%).'),
    ).toBeInTheDocument();
    await user.clear(live);
    await user.type(live, '1.1');
    await user.click(within(editor).getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() =>
      expect(posted).toEqual([
        {
          path: '/wps/agent/downline/demosub1/rebates',
          body: { rebates: [{ product: 'LIVE', rate: 0.011 }] },
        },
      ]),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: /Rabat/ })).toBeNull());
  });

  it('opens the transfer the app hands in, and offers a contract on its page', async () => {
    const transfer = vi.fn((username: string) => <p>transfer form for {username}</p>);
    open((api) => {
      withTeam(api, []);
      api.on(agentCalls.consolidated, () => ({
        divtypereq: {},
        divstatus: {},
        dailysalreqtype: {},
        contracthoursalreq: {},
        realtimesalreqtype: {},
        divtypeinfo: false,
        dailysalinfotype: true,
        contracthoursalinfo: true,
        realtimesalinfotype: false,
        downlineHigherRate: 'N' as const,
      }));
      // The daily salary page the offer opens on: no contract yet, the agent's or a downline's.
      api.on(agentCalls.contracts, (url) => ({
        list: [],
        pageNum: Number(url.searchParams.get('pageNo')),
        pageSize: Number(url.searchParams.get('pageSize')),
        totalPages: 0,
        totalCount: 0,
      }));
    }, transfer);
    const { user, dialog } = await goTo('Manajemen Tim');
    await user.click(await within(dialog).findByRole('button', { name: 'Transfer ke demosub1' }));
    const sending = await screen.findByRole('dialog', { name: 'Transfer ke demosub1' });
    expect(within(sending).getByText('transfer form for demosub1')).toBeInTheDocument();
    await user.click(within(sending).getByRole('button', { name: 'Tutup' }));

    const offer = await within(dialog).findByRole('button', {
      name: 'Tawarkan kontrak kepada demosub1',
    });
    await user.click(offer);
    expect(offer).toHaveAttribute('aria-expanded', 'true');
    // Only the kinds of contract the agent holds (consolidated flags).
    expect(within(dialog).queryByRole('button', { name: 'Dividen' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Gaji harian' }));
    expect(await within(dialog).findByRole('heading', { name: 'Gaji Harian' })).toBeInTheDocument();
  });
});

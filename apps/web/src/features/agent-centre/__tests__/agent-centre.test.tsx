import { agentPlace } from '../../../config/centre-links';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agentCalls, memberCalls, type MemberInfo, DAY_MS } from '@site/contract';
import { session } from '../../../lib/storage';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { memberInfo } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { agentCentreShown, openCentre, renderWithProviders } from '../../../testing/render';
import AgentCentre from '../components/agent-centre';
import { visibleAgentPages } from '../utils/agent-pages';
import { answerCentreOpening } from './agent-data';

const account = (type: MemberInfo['type']): MemberInfo =>
  memberInfo({
    id: 'a-1',
    account: type === 2 ? 'demoagent' : 'budi88',
    nickname: null,
    type,
    isAgent: type === 2 || type === 42,
  });

function openAs(info: MemberInfo | null, setUp?: (api: ReturnType<typeof mockApi>) => void) {
  const api = answerCentreOpening(mockApi());
  api.on(memberCalls.info, () => info ?? account(1));
  setUp?.(api);
  if (info) {
    session.set('token', 'token-1');
    useSessionStore.setState({ token: 'token-1' });
  }
  renderWithProviders(
    <Suspense fallback={<p>suspended</p>}>
      <AgentCentre />
    </Suspense>,
  );
  openCentre(agentPlace());
}

const ALWAYS = [
  'Pengumuman',
  'Ikhtisar Tim',
  'Daftarkan Akun',
  'Manajemen Tim',
  'Taruhan Tim',
  'Untung Rugi Pengguna',
  'Pendapatan Saya',
  'Rincian Akun',
];

describe('agent centre', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null });
    useUiStore.setState({ authModal: null });
  });

  it.each([2, 42] as const)(
    'opens for an agent (type %i) on the team overview with the entries every agent has',
    async (type) => {
      openAs(account(type));
      const dialog = await screen.findByRole('dialog', { name: 'Pusat Agen' });
      const menu = await within(dialog).findByRole('navigation', { name: 'Menu pusat agen' });
      expect(
        within(menu)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(ALWAYS);
      expect(within(menu).getByRole('button', { name: 'Ikhtisar Tim' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(dialog).getByRole('heading', { name: 'Ikhtisar Tim' })).toBeInTheDocument();
    },
  );

  it('moves between pages and closes', async () => {
    const user = userEvent.setup({ delay: null });
    openAs(account(2), (api) =>
      api.on(agentCalls.income, () => {
        const nothing = {
          rebate: 0,
          dividend: 0,
          dailySalary: 0,
          hourlySalary: 0,
          realtimeSalary: 0,
          total: 0,
        };
        return { list: [], total: { ...nothing, day: '2026-11-29' } };
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pusat Agen' });
    const menu = await within(dialog).findByRole('navigation', { name: 'Menu pusat agen' });
    await user.click(within(menu).getByRole('button', { name: 'Pendapatan Saya' }));
    expect(within(menu).getByRole('button', { name: 'Pendapatan Saya' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(dialog).getByRole('heading', { name: 'Pendapatan Saya' })).toBeInTheDocument();
    // The income report is its own chunk, loaded when its entry opens.
    expect(await within(dialog).findByRole('button', { name: 'Ekspor CSV' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(agentCentreShown()).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([1, 4, 41] as const)('tells a non-agent (type %i) they cannot enter', async (type) => {
    const user = userEvent.setup({ delay: null });
    openAs(account(type));
    const warning = await screen.findByRole('alertdialog', { name: 'Pusat Agen' });
    expect(warning).toHaveTextContent('Non-agen tidak dapat masuk');
    expect(within(warning).queryByRole('navigation')).toBeNull();
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(agentCentreShown()).toBe(false);
  });

  it('asks a visitor without a session to log in', async () => {
    openAs(null);
    await vi.waitFor(() => expect(useUiStore.getState().authModal).toBe('login'));
    // The address keeps the centre for after the login; nothing of it shows meanwhile.
    expect(agentCentreShown()).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Pusat Agen' })).toBeNull();
  });

  it('shows all 12 entries when the consolidated flags switch every feature on', async () => {
    openAs(account(2), (api) =>
      api.on(agentCalls.consolidated, () => ({
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
      })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pusat Agen' });
    const menu = await within(dialog).findByRole('navigation', { name: 'Menu pusat agen' });
    await vi.waitFor(() => expect(within(menu).getAllByRole('button')).toHaveLength(12));
  });

  it('shows the team overview cards and the days of the preset chosen', async () => {
    const user = userEvent.setup({ delay: null });
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
    const asked: string[] = [];
    openAs(account(2), (api) =>
      api.on(agentCalls.overview, (url) => {
        const start = url.searchParams.get('startDate')!;
        const end = url.searchParams.get('endDate')!;
        asked.push(`${start}..${end}`);
        return {
          ...figures,
          teamSize: 1234,
          newMembers: 3,
          firstDepositors: 2,
          activeMembers: 9,
          teamBalance: 4321.5,
          series: [{ ...figures, day: end, newMembers: 3, firstDepositors: 2, activeMembers: 9 }],
        };
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pusat Agen' });
    const size = await within(dialog).findByText('Jumlah tim');
    expect(size.nextElementSibling).toHaveTextContent('1,234');
    expect(within(dialog).getByText('Saldo tim').nextElementSibling).toHaveTextContent(
      'P 4,321.50',
    );
    expect(within(dialog).getByRole('table', { name: 'Per hari' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '7 hari terakhir' }));
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    const [start, end] = asked[1]!.split('..');
    expect((Date.parse(end!) - Date.parse(start!)) / DAY_MS).toBe(6);
  });

  it('adds the dividend and salary entries only when their features are on', () => {
    const pages = (features: Parameters<typeof visibleAgentPages>[0]) =>
      visibleAgentPages(features).map((p) => p.page);
    expect(pages(new Set())).not.toContain('agentDividendRecordCopy2');
    expect(pages(new Set(['dividend', 'hourlySalary']))).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
      'agentHourSalary',
    ]);
  });
});

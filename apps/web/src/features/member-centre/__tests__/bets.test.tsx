import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  betRecordCalls,
  gameCalls,
  pageInfo,
  walletCalls,
  type BetRecord,
  type BetTotals,
  type VendorCategory,
} from '@site/contract';
import { walletKeys } from '../../../api/keys';
import { applyLanguage } from '../../../i18n';
import { memberInfo, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { testQueryClient } from '../../../testing/render';
import { vendor } from '../../../testing/shell-data';
import { failure } from '../../../testing/wallet-data';
import { periodOf } from '../utils/periods';
import { memberCentreApi } from './member-centre-setup';
import { expectTableOnPhones, openMoneyPage, textsOf } from './money-setup';

// A member in Jakarta on 21 Nov 2026, 08:30: the presets count from that midnight.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Jakarta';
});
afterAll(() => {
  process.env.TZ = zone;
});
const NOW = new Date('2026-11-21T01:30:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  resetAccountState();
});
afterEach(async () => {
  vi.useRealTimers();
  await act(() => applyLanguage('ID'));
});

const STATUSES: BetRecord['status'][] = ['SETTLED', 'SETTLED', 'OPEN', 'VOID'];

/** `count` rounds, newest first: wins, losses, one pending and one cancelled in every four. */
const betRecords = (count: number): BetRecord[] =>
  Array.from({ length: count }, (_, i) => {
    const status = STATUSES[i % STATUSES.length]!;
    const stake = 10 + i;
    const win = status === 'SETTLED' ? (i % 2 ? 0 : stake * 2.5) : 0;
    return {
      roundId: `rnd_${String(i + 1).padStart(4, '0')}_4f9c2b7e1d3a8c6e`,
      gameId: i % 2 ? 'PG-7' : 'NSO-0001',
      gameName: i % 2 ? 'Mahjong Ways' : 'Garuda Gold Reels',
      vassalage: i % 2 ? 'PG' : 'NSO',
      vendorName: i % 2 ? 'PG Soft' : 'Nusa Originals',
      stake,
      win,
      profit: status === 'VOID' ? 0 : win - stake,
      status,
      wallet: i % 2 ? 'PG' : 'MAIN',
      createdAt: new Date(Date.UTC(2026, 10, 20, 12, 0) - i * 600_000).toISOString(),
      settledAt: status === 'OPEN' ? null : new Date(Date.UTC(2026, 10, 20, 12, 1)).toISOString(),
    };
  });

const TOTALS: BetTotals = { count: 1234, stake: 98765.5, win: 87654.25, profit: -11111.25 };

/** The betting record over `bets` (filtered by vendor, paged); every query is kept. */
function mockBets(api: ReturnType<typeof mockApi>, bets = betRecords(25), totals = TOTALS) {
  const queries: URLSearchParams[] = [];
  api.on(betRecordCalls.betRecords, (url) => {
    queries.push(url.searchParams);
    const vassalage = url.searchParams.get('vassalage');
    const list = vassalage ? bets.filter((b) => b.vassalage === vassalage) : bets;
    const pageNo = Number(url.searchParams.get('pageNo'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    return {
      list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      ...pageInfo(pageNo, pageSize, list.length),
      totals,
    };
  });
  return queries;
}

const VENDORS: VendorCategory[] = [
  { title: 'RNG', cards: [vendor('NSO', 'Nusa Originals'), vendor('PG', 'PG Soft')] },
  { title: 'LIVE', cards: [vendor('EVO', 'Evolution')] },
  // A vendor in two categories is one choice.
  { title: 'FISH', cards: [vendor('PG', 'PG Soft')] },
];

function setup() {
  const api = memberCentreApi(mockApi(), memberInfo());
  api
    .on(walletCalls.balance, () => ({ sumBalance: 500, currencyCode: 'PHP', currencySymbol: 'P' }))
    .on(gameCalls.vendors, () => ({ categories: VENDORS }));
  return api;
}

async function openBets(client = testQueryClient()) {
  openMoneyPage('personalHistoryCopy', { client });
  await screen.findByRole('heading', { name: 'Riwayat Taruhan' });
  return { user: userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime }), client };
}

const table = () => screen.getByRole('table', { name: 'Riwayat taruhan' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('betting record (personalHistoryCopy)', () => {
  it('lists the rounds with game, vendor, stake, win, signed profit, status and round id', async () => {
    const api = setup();
    const queries = mockBets(api, betRecords(4));
    await openBets();
    await screen.findByRole('table', { name: 'Riwayat taruhan' });

    expect(textsOf(within(table()).getAllByRole('columnheader'))).toEqual([
      'Waktu',
      'Permainan',
      'Penyedia',
      'Taruhan',
      'Menang',
      'Untung/rugi',
      'Status',
      'ID ronde',
    ]);
    expectTableOnPhones(table());
    const [won, lost, open, cancelled] = rows();
    expect(textsOf(cells(won!).slice(1, 7))).toEqual([
      'Garuda Gold Reels',
      'Nusa Originals',
      'P 10.00',
      'P 25.00',
      '+P 15.00',
      'Selesai',
    ]);
    expect(within(cells(won!)[5]!).getByText('+P 15.00')).toHaveClass('records-amount--in');
    expect(textsOf(cells(lost!).slice(1, 7))).toEqual([
      'Mahjong Ways',
      'PG Soft',
      'P 11.00',
      'P 0.00',
      '-P 11.00',
      'Selesai',
    ]);
    expect(within(cells(lost!)[5]!).getByText('-P 11.00')).toHaveClass('records-amount--out');
    expect(cells(open!)[6]).toHaveTextContent('Menunggu penyelesaian');
    expect(cells(cancelled!)[6]).toHaveTextContent('Dibatalkan');
    expect(cells(cancelled!)[5]).toHaveTextContent('P 0.00');

    // The round id: shortened on screen, whole in its tooltip, for screen readers and the copy.
    const round = cells(won!)[7]!;
    expect(within(round).getByText('rnd_00…3a8c6e')).toBeVisible();
    expect(round.querySelector('code')).toHaveAttribute('title', 'rnd_0001_4f9c2b7e1d3a8c6e');
    expect(within(round).getByText('rnd_0001_4f9c2b7e1d3a8c6e')).toHaveClass('visually-hidden');

    // Last 7 days, every vendor, the first page.
    const first = queries[0]!;
    expect(Object.fromEntries(first)).toEqual({
      ...periodOf('last7', NOW),
      pageNo: '1',
      pageSize: '10',
    });
  });

  it('copies a round id whole', async () => {
    const api = setup();
    mockBets(api, betRecords(1));
    const { user } = await openBets();
    await screen.findByRole('table', { name: 'Riwayat taruhan' });
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Salin ID ronde' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('rnd_0001_4f9c2b7e1d3a8c6e');
    expect(await screen.findByText('ID ronde disalin.')).toBeInTheDocument();
  });

  it('totals the whole filtered period, not the page shown', async () => {
    const api = setup();
    mockBets(api);
    await openBets();
    const totals = (await screen.findByRole('heading', { name: 'Total periode ini' })).closest(
      'section',
    )!;
    expect(within(totals).getByText('Jumlah taruhan').nextSibling).toHaveTextContent('1,234');
    expect(within(totals).getByText('P 98,765.50')).toBeVisible();
    expect(within(totals).getByText('P 87,654.25')).toBeVisible();
    expect(within(totals).getByText('-P 11,111.25')).toHaveClass('records-amount--out');
  });

  it('filters by vendor and date preset, back to the first page', async () => {
    const api = setup();
    const queries = mockBets(api);
    const { user } = await openBets();
    const vendorFilter = await screen.findByRole('combobox', { name: 'Penyedia' });
    await waitFor(() =>
      expect(textsOf(within(vendorFilter).getAllByRole('option'))).toEqual([
        'Semua penyedia',
        'Nusa Originals',
        'PG Soft',
        'Evolution',
      ]),
    );
    const pages = await screen.findByRole('navigation', { name: 'Halaman riwayat taruhan' });
    await user.click(within(pages).getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() => expect(queries.at(-1)?.get('pageNo')).toBe('2'));

    await user.selectOptions(vendorFilter, 'PG');
    await waitFor(() => expect(queries.at(-1)?.get('vassalage')).toBe('PG'));
    expect(queries.at(-1)?.get('pageNo')).toBe('1');
    await waitFor(() =>
      expect(rows().every((row) => cells(row)[2]!.textContent === 'PG Soft')).toBe(true),
    );

    await user.click(screen.getByRole('radio', { name: 'Hari ini' }));
    await waitFor(() => expect(queries.at(-1)?.get('from')).toBe(periodOf('today', NOW).from));
    expect(queries.at(-1)?.get('to')).toBe(periodOf('today', NOW).to);
    expect(queries.at(-1)?.get('vassalage')).toBe('PG');

    await user.selectOptions(vendorFilter, '');
    await waitFor(() => expect(queries.at(-1)?.has('vassalage')).toBe(false));
  });

  it('pages through the record (range 3, margin 1)', async () => {
    const api = setup();
    mockBets(api, betRecords(95));
    const { user } = await openBets();
    await screen.findByRole('table', { name: 'Riwayat taruhan' });
    expect(cells(rows()[0]!)[7]).toHaveTextContent('rnd_00…3a8c6e');
    const pages = screen.getByRole('navigation', { name: 'Halaman riwayat taruhan' });
    expect(within(pages).getByRole('button', { name: 'Halaman 10' })).toBeVisible();
    expect(within(pages).queryByRole('button', { name: 'Halaman 6' })).toBeNull();
    await user.click(within(pages).getByRole('button', { name: 'Halaman 10' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(within(rows()[0]!).getByTitle('rnd_0091_4f9c2b7e1d3a8c6e')).toBeInTheDocument();
  });

  it('says when the period has no bets', async () => {
    const api = setup();
    mockBets(api, [], { count: 0, stake: 0, win: 0, profit: 0 });
    await openBets();
    expect(await screen.findByText('Tidak ada taruhan pada periode ini.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Total periode ini' })).toBeNull();
  });

  it('says when the record cannot load, and loads it again', async () => {
    const api = setup();
    let broken = true;
    api.on(betRecordCalls.betRecords, () =>
      broken
        ? failure('system.error', 'boom', 500)
        : { list: betRecords(3), ...pageInfo(1, 10, 3), totals: TOTALS },
    );
    const { user } = await openBets();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat data.');
    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table', { name: 'Riwayat taruhan' })).toBeVisible();
  });

  it('asks again when a game closes (the wallets are refreshed)', async () => {
    const api = setup();
    const queries = mockBets(api);
    const { client } = await openBets();
    await screen.findByRole('table', { name: 'Riwayat taruhan' });
    const before = queries.length;
    await act(() => client.invalidateQueries({ queryKey: walletKeys.all }));
    await waitFor(() => expect(queries.length).toBe(before + 1));
  });
});

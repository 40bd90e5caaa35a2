import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { transferCalls } from '@site/contract';
import { applyLanguage } from '../../../i18n';
import { memberInfo, resetAccountState } from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { failure, merchantWallet, mockWallets, vendorWallet } from '../../../testing/wallet-data';
import { memberCentreApi, shownError } from './member-centre-setup';
import { openMoneyPage, textsOf } from './money-setup';

afterEach(async () => {
  await act(() => applyLanguage('ID'));
});

/** The member centre open on My wallet over a platform that really moves the balances. */
async function openWallet(start = merchantWallet()) {
  const api = memberCentreApi(mockApi(), memberInfo());
  const wallets = mockWallets(api, start);
  openMoneyPage('transferFund');
  await screen.findByRole('heading', { name: 'Dompet Saya' });
  await screen.findByText('Total saldo');
  return { api, ...wallets, user: userEvent.setup({ delay: null }) };
}

const form = () => screen.getByRole('heading', { name: 'Transfer dana' }).closest('section')!;
const vendorList = () =>
  screen.getByRole('heading', { name: 'Dompet permainan' }).closest('section')!;
const card = (name: string) => within(vendorList()).getByText(name).closest('li')!;
const amountField = () => within(form()).getByRole('textbox', { name: /Jumlah/ });
const submit = () => within(form()).getByRole('button', { name: 'Transfer' });
const KEY = /^[0-9a-f]{32}$/;

describe('my wallet (transferFund)', () => {
  beforeEach(resetAccountState);

  it('lists the main and every vendor wallet with formatted balances, the total, and marks maintenance', async () => {
    await openWallet(
      merchantWallet({
        main: vendorWallet('MAIN', 'Main', 1234567.5),
        wallets: [vendorWallet('PG', 'PG Soft', 120.5), vendorWallet('EVO', 'Evolution', 30, true)],
      }),
    );
    expect(await screen.findByText('P 1,234,718.00')).toBeInTheDocument(); // total
    expect(screen.getByText('P 1,234,567.50')).toBeInTheDocument(); // main
    expect(card('PG Soft')).toHaveTextContent('P 120.50');
    expect(
      within(card('PG Soft')).getByRole('button', { name: 'Transfer masuk ke PG Soft' }),
    ).toBeEnabled();
    const evo = card('Evolution');
    expect(evo).toHaveTextContent('Pemeliharaan');
    expect(evo).toHaveTextContent('P 30.00');
    expect(within(evo).getByRole('button', { name: 'Transfer masuk ke Evolution' })).toBeDisabled();
    expect(
      within(evo).getByRole('button', { name: 'Transfer keluar dari Evolution' }),
    ).toBeDisabled();
    // The maintenance vendor cannot be picked in the form either.
    const to = within(form()).getByRole('combobox', { name: 'Ke' });
    expect(within(to).getByRole('option', { name: 'Evolution (pemeliharaan)' })).toBeDisabled();
  });

  it('transfers in from a shortcut with an Idempotency-Key, then shows the new balances', async () => {
    const { user, sent } = await openWallet();
    await user.click(await screen.findByRole('button', { name: 'Transfer masuk ke PG Soft' }));
    expect(within(form()).getByRole('combobox', { name: 'Dari' })).toHaveValue('MAIN');
    expect(within(form()).getByRole('combobox', { name: 'Ke' })).toHaveValue('PG');
    expect(amountField()).toHaveFocus();
    expect(amountField()).toHaveAccessibleDescription('Tersedia: P 500.00');
    await user.type(amountField(), '100.25');
    await user.click(submit());
    expect(
      await within(form()).findByText('P 100.25 dipindahkan dari Dompet utama ke PG Soft.'),
    ).toBeInTheDocument();
    expect(sent.transfer).toEqual([
      {
        body: { from: 'MAIN', to: 'PG', amount: 100.25 },
        idempotencyKey: expect.stringMatching(KEY),
      },
    ]);
    // Refetched without a reload: the vendor and main balances moved, the total did not.
    await waitFor(() => expect(card('PG Soft')).toHaveTextContent('P 220.75'));
    expect(screen.getByText('P 399.75')).toBeInTheDocument();
    expect(amountField()).toHaveValue('');
  });

  it('transfers out with "all": a vendor source sends to the main wallet', async () => {
    const { user, sent } = await openWallet();
    await user.click(await screen.findByRole('button', { name: 'Transfer keluar dari PG Soft' }));
    expect(within(form()).getByRole('combobox', { name: 'Ke' })).toHaveValue('MAIN');
    await user.click(within(form()).getByRole('button', { name: /^Semua/ }));
    expect(amountField()).toHaveValue('120.50');
    await user.click(submit());
    await waitFor(() => expect(card('PG Soft')).toHaveTextContent('P 0.00'));
    expect(sent.transfer.map((s) => s.body)).toEqual([{ from: 'PG', to: 'MAIN', amount: 120.5 }]);
  });

  it('picking a vendor as the source makes the main wallet the destination', async () => {
    const { user } = await openWallet();
    const from = await within(form()).findByRole('combobox', { name: 'Dari' });
    const to = within(form()).getByRole('combobox', { name: 'Ke' });
    expect(to).toHaveValue('PG');
    await user.selectOptions(from, 'JILI');
    expect(to).toHaveValue('MAIN');
    expect(textsOf(within(to).getAllByRole('option'))).toEqual(['Dompet utama']);
    expect(amountField()).toHaveAccessibleDescription('Tersedia: P 0.00');
    await user.selectOptions(from, 'MAIN');
    expect(to).toHaveValue('PG');
  });

  it('explains a bad amount without calling the platform', async () => {
    const { user, sent } = await openWallet();
    await screen.findByRole('heading', { name: 'Transfer dana' });
    const cases: [string, string][] = [
      ['', 'Masukkan jumlah.'],
      ['0', 'Jumlah harus lebih dari 0.'],
      ['0,555', 'Paling banyak 2 angka desimal, misalnya 150.50.'],
      [
        '25.500',
        'Jumlah ini bisa dibaca dua cara. Untuk P 25,500.00, ketik 25,500 atau 25500; desimal ditulis setelah tanda “.”, paling banyak 2 angka.',
      ],
      ['500.01', 'Jumlah melebihi saldo yang tersedia (P 500.00).'],
    ];
    for (const [typed, message] of cases) {
      await user.clear(amountField());
      if (typed) await user.type(amountField(), typed);
      await user.click(submit());
      await waitFor(() =>
        expect(amountField()).toHaveAccessibleDescription(`Tersedia: P 500.00 ${message}`),
      );
      expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sent.transfer).toEqual([]);
  });

  it('puts wallet.insufficient on the amount and says the others in words', async () => {
    const { api, user } = await openWallet();
    api.fail(transferCalls.transfer, 'wallet.insufficient', 'Insufficient balance', 400);
    await user.type(await within(form()).findByRole('textbox', { name: /Jumlah/ }), '50');
    await user.click(submit());
    await waitFor(() =>
      expect(amountField()).toHaveAccessibleDescription(
        `Tersedia: P 500.00 ${shownError('wallet.insufficient', '')}`,
      ),
    );
    expect(within(form()).queryByRole('alert')).toBeNull();

    for (const [code, status] of [
      ['vendor.maintenance', 503],
      ['feature.disabled', 403],
      ['idempotency.key.reused', 409],
    ] as const) {
      api.fail(transferCalls.transfer, code, `server words for ${code}`, status);
      await user.click(submit());
      expect(await within(form()).findByRole('alert')).toHaveTextContent(shownError(code, 'x'));
      expect(within(form()).getByRole('alert')).not.toHaveTextContent('server words');
    }
  });

  it('retries a transfer whose answer never came with the same key, and a new intent with a new key', async () => {
    const { api, user, sent } = await openWallet();
    const keys: (string | null)[] = [];
    let dropped = false;
    api.on(transferCalls.transfer, (_, init) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      if (!dropped) {
        dropped = true;
        throw new TypeError('Failed to fetch');
      }
      return Response.json({
        success: true,
        value: { transactionId: 'tx-9', wallets: [], sumBalance: 650.5 },
      });
    });
    await user.type(await within(form()).findByRole('textbox', { name: /Jumlah/ }), '10');
    await user.click(submit());
    expect(await within(form()).findByRole('alert')).toBeInTheDocument();
    await user.click(submit());
    await within(form()).findByText(/P 10.00 dipindahkan/);
    await user.type(amountField(), '5');
    await user.click(submit());
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toMatch(KEY);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(sent.transfer).toEqual([]);
  });

  it('recalls every vendor wallet to the main wallet, busy until it answers', async () => {
    const { api, user, sent } = await openWallet();
    let answer: (value: Response) => void = () => {};
    const recall = await screen.findByRole('button', { name: 'Tarik semua ke dompet utama' });
    api.on(transferCalls.consolidate, (_, init) => {
      const idempotencyKey = new Headers(init?.headers).get('Idempotency-Key');
      sent.consolidate.push({ body: undefined, idempotencyKey });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    await user.click(recall);
    const busy = screen.getByRole('button', { name: 'Menarik semua…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(
      Response.json({
        success: true,
        value: { transactionId: 'tx-r', wallets: [], sumBalance: 650.5 },
      }),
    );
    expect(
      await screen.findByText('Semua dana sudah kembali ke dompet utama. Total saldo: P 650.50.'),
    ).toBeInTheDocument();
    expect(sent.consolidate).toEqual([
      { body: undefined, idempotencyKey: expect.stringMatching(KEY) },
    ]);
  });

  it('recall all refreshes the wallets it emptied', async () => {
    const { user, sent } = await openWallet();
    await user.click(await screen.findByRole('button', { name: 'Tarik semua ke dompet utama' }));
    await waitFor(() => expect(card('PG Soft')).toHaveTextContent('P 0.00'));
    // The maintenance vendor keeps its money; the main wallet got PG's.
    expect(card('Evolution')).toHaveTextContent('P 30.00');
    expect(screen.getByText('P 620.50')).toBeInTheDocument();
    expect(sent.consolidate).toHaveLength(1);

    // Again, with nothing left out (the maintenance wallet cannot be recalled): no success
    // story, a plain "nothing moved".
    await user.click(screen.getByRole('button', { name: 'Tarik semua ke dompet utama' }));
    expect(
      await screen.findByText(
        'Tidak ada dana di dompet permainan yang dapat ditarik, jadi tidak ada yang dipindahkan. Total saldo: P 650.50.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Semua dana sudah kembali/)).toBeNull();
    expect(sent.consolidate).toHaveLength(2);
  });

  it('says plainly that a single-wallet merchant has nothing to transfer', async () => {
    await openWallet(merchantWallet({ isSingle: true, wallets: [] }));
    expect(
      await screen.findByText(
        'Semua permainan memakai dompet utama secara langsung, jadi tidak ada dana yang perlu ditransfer.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transfer dana' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tarik semua ke dompet utama' })).toBeNull();
  });

  it('shows a load failure with a retry that works', async () => {
    const api = memberCentreApi(mockApi(), memberInfo());
    api.on(transferCalls.merchantWallet, () => failure('system.error', 'boom', 500));
    openMoneyPage('transferFund');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal memuat data.');
    mockWallets(api);
    await userEvent
      .setup({ delay: null })
      .click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Transfer dana' })).toBeInTheDocument();
  });

  it('speaks English after a language switch', async () => {
    await openWallet();
    await screen.findByRole('heading', { name: 'Transfer dana' });
    await act(() => applyLanguage('EN'));
    expect(await screen.findByRole('heading', { name: 'Transfer funds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer in to PG Soft' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Recall all to the main wallet' }),
    ).toBeInTheDocument();
  });
});

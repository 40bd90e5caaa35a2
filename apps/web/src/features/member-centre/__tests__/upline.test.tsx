import { memberPlace } from '../../../config/centre-links';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MemberInfo, transferCalls } from '@site/contract';
import { applyLanguage } from '../../../i18n';
import {
  memberInfo,
  mockLoggedIn,
  mockSwitches,
  resetAccountState,
  testEncryption,
} from '../../../testing/account-data';
import { mockApi } from '../../../testing/mock-api';
import { openCentre, renderRoute, shownCentre, shownMemberPage } from '../../../testing/render';
import { mockShell } from '../../../testing/shell-data';
import { merchantWallet, mockWallets, transferResult } from '../../../testing/wallet-data';
import { memberCentreApi, shownError } from './member-centre-setup';
import { openMoneyPage, section } from './money-setup';

let encryption: Awaited<ReturnType<typeof testEncryption>>;
beforeAll(async () => {
  encryption = await testEncryption();
});
afterEach(async () => {
  await act(() => applyLanguage('ID'));
});

const UPLINE = { toUpline: 'agentsatu', hasPaymentPassword: true };
/** The agent's direct downlines, as the platform stores their names. */
const DOWNLINES = [
  { username: 'budi88', nickname: 'Budi' },
  { username: 'qadown01', nickname: null },
];
const KEY = /^[0-9a-f]{32}$/;

interface Sent {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

/** The member centre on transferUpline; upline and downline calls are read as the platform would. */
async function openUpline(
  member: Partial<MemberInfo> = UPLINE,
  switches = ['PAYMENTPASS3'] as const,
) {
  const api = memberCentreApi(mockApi(), memberInfo(member));
  encryption.serve(api);
  mockSwitches(api, ...switches);
  const { state } = mockWallets(api, merchantWallet());
  const sent: Sent[] = [];
  const receive = async (init: RequestInit | undefined) => {
    sent.push({
      body: await encryption.read(init),
      idempotencyKey: new Headers(init?.headers).get('Idempotency-Key'),
    });
  };
  api
    .on(transferCalls.transferUpline, async (_, init) => {
      await receive(init);
      state.main.balance -= Number(sent.at(-1)!.body.amount);
      return transferResult(state.main.balance);
    })
    .on(transferCalls.transferDownline, async (_, init) => {
      await receive(init);
      return transferResult();
    })
    .on(transferCalls.downline, (url) => {
      const typed = decodeURIComponent(url.pathname.split('/').at(-1)!);
      lookedUp.push(typed);
      const found = DOWNLINES.find((d) => d.username === typed.toLowerCase());
      return (
        found ??
        Response.json(
          { success: false, errorCode: 'member.not.downline', message: 'Not your downline' },
          { status: 400 },
        )
      );
    });
  const lookedUp: string[] = [];
  openMoneyPage('transferUpline');
  // Its title depends on whom the member can send to.
  await screen.findByRole('heading', { name: /^Transfer ke/, level: 3 });
  return { api, sent, lookedUp, user: userEvent.setup({ delay: null }) };
}

const upline = () => section('Kirim ke upline');
const downline = () => section('Kirim ke downline');
const field = (within_: HTMLElement, name: RegExp | string) =>
  within(within_).getByLabelText(name, { selector: 'input' });

async function fill(area: HTMLElement, amount: string, password = '123456') {
  const user = userEvent.setup({ delay: null });
  await user.type(field(area, /^Jumlah/), amount);
  if (password) await user.type(field(area, /^Kata sandi pembayaran/), password);
  await user.click(within(area).getByRole('button', { name: 'Lanjutkan' }));
}

describe('transfer to upline', () => {
  beforeEach(resetAccountState);

  it('names the upline, confirms amount and recipient, then sends once with a key', async () => {
    const { sent, user } = await openUpline();
    const area = await screen.findByRole('heading', { name: 'Kirim ke upline' });
    expect(area.closest('section')).toHaveTextContent('Penerimaagentsatu');
    expect(await screen.findByText('P 500.00')).toBeInTheDocument(); // the main wallet
    await fill(upline(), '125.5');
    const confirm = await screen.findByRole('alertdialog', { name: 'Konfirmasi transfer' });
    expect(confirm).toHaveTextContent('P 125.50');
    expect(confirm).toHaveTextContent('agentsatu');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Kirim' }));
    expect(await within(upline()).findByText('P 125.50 dikirim ke agentsatu.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([
      {
        body: { amount: 125.5, paymentPassword: '123456' },
        idempotencyKey: expect.stringMatching(KEY),
      },
    ]);
    // The form empties (the password does not linger) and the balance shown is refetched.
    expect(field(upline(), /^Kata sandi pembayaran/)).toHaveValue('');
    expect(await screen.findByText('P 374.50')).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is cancelled, and Esc closes only the confirmation', async () => {
    const { sent, user } = await openUpline();
    await screen.findByRole('heading', { name: 'Kirim ke upline' });
    await fill(upline(), '10');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(upline()).getByRole('button', { name: 'Lanjutkan' }));
    // Esc: the browser fires cancel at the dialog on top.
    fireEvent(await screen.findByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Pusat Anggota' })).toBeInTheDocument();
    expect(shownMemberPage()).toBe('transferUpline');
    expect(sent).toEqual([]);
  });

  it('checks the amount and the six-digit password before asking to confirm', async () => {
    const { sent, user } = await openUpline();
    await screen.findByText('P 500.00');
    await fill(upline(), '600', '12ab');
    expect(field(upline(), /^Jumlah/)).toHaveAccessibleDescription(
      'Tersedia: P 500.00 Jumlah melebihi saldo yang tersedia (P 500.00).',
    );
    expect(field(upline(), /^Kata sandi pembayaran/)).toHaveAccessibleDescription(
      '6 angka. Kata sandi pembayaran harus 6 angka.',
    );
    await user.clear(field(upline(), /^Kata sandi pembayaran/));
    await user.click(within(upline()).getByRole('button', { name: 'Lanjutkan' }));
    expect(field(upline(), /^Kata sandi pembayaran/)).toHaveAccessibleDescription(
      '6 angka. Masukkan kata sandi pembayaran.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('puts a wrong payment password on its field and a short balance on the amount', async () => {
    const { api, user } = await openUpline();
    await screen.findByText('P 500.00');
    api.fail(transferCalls.transferUpline, 'invalid.payment.pw', 'Wrong payment password', 400);
    await fill(upline(), '10', '654321');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kirim' }),
    );
    await waitFor(() =>
      expect(field(upline(), /^Kata sandi pembayaran/)).toHaveAccessibleDescription(
        `6 angka. ${shownError('invalid.payment.pw', '')}`,
      ),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();

    api.fail(transferCalls.transferUpline, 'wallet.insufficient', 'Insufficient', 400);
    await user.type(field(upline(), /^Kata sandi pembayaran/), '123456');
    await user.click(within(upline()).getByRole('button', { name: 'Lanjutkan' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kirim' }),
    );
    await waitFor(() =>
      expect(field(upline(), /^Jumlah/)).toHaveAccessibleDescription(
        `Tersedia: P 500.00 ${shownError('wallet.insufficient', '')}`,
      ),
    );
  });

  it('says a disabled upline cannot receive, not that the member cannot log in', async () => {
    const { api, user } = await openUpline();
    await screen.findByText('P 500.00');
    api.fail(transferCalls.transferUpline, 'member.disabled', 'Disabled', 403);
    await fill(upline(), '10');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kirim' }),
    );
    expect(await within(upline()).findByRole('alert')).toHaveTextContent(
      'Akun ini dinonaktifkan dan tidak dapat menerima transfer.',
    );
    expect(within(upline()).queryByText('Akun bukan anggota, tidak dapat masuk.')).toBeNull();
  });

  it('takes the last "sent" away when the next transfer asks to be confirmed', async () => {
    const { user } = await openUpline();
    await screen.findByText('P 500.00');
    await fill(upline(), '10');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kirim' }),
    );
    expect(await within(upline()).findByText('P 10.00 dikirim ke agentsatu.')).toBeInTheDocument();
    await fill(upline(), '20');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('P 20.00');
    expect(within(upline()).getByRole('status')).toHaveTextContent('');
  });

  it('offers the security centre when the platform says no payment password is set', async () => {
    const { api, user } = await openUpline();
    await screen.findByText('P 500.00');
    api.fail(
      transferCalls.transferUpline,
      'not.exists.payment.password',
      'No payment password',
      400,
    );
    await fill(upline(), '10');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kirim' }),
    );
    const notice = await within(upline()).findByRole('region', {
      name: 'Kata sandi pembayaran belum diatur',
    });
    await user.click(within(notice).getByRole('button', { name: 'Atur kata sandi pembayaran' }));
    expect(shownMemberPage()).toBe('securityCenter');
  });

  it('says so and offers the security centre when the member has no payment password', async () => {
    const { user } = await openUpline({ ...UPLINE, hasPaymentPassword: false });
    const notice = await screen.findByRole('region', {
      name: 'Kata sandi pembayaran belum diatur',
    });
    expect(notice).toHaveTextContent(
      'Mengirim dana ke upline atau downline meminta kata sandi pembayaran.',
    );
    expect(screen.queryByRole('heading', { name: 'Kirim ke upline' })).toBeNull();
    // The same words as on the withdrawal page; it opens at the form, with the way back here.
    await user.click(within(notice).getByRole('button', { name: 'Atur kata sandi pembayaran' }));
    expect(shownCentre()).toEqual(
      memberPlace('securityCenter', { section: 'paymentPassword', from: 'transferUpline' }),
    );
    const security = (
      await screen.findByRole('heading', { name: /^Kata sandi pembayaran/ })
    ).closest('section') as HTMLElement;
    await waitFor(() => expect(within(security).getByLabelText('Kata sandi masuk')).toHaveFocus());
  });

  it('asks for no payment password when the merchant turned PAYMENTPASS3 off', async () => {
    const { sent, user } = await openUpline({ ...UPLINE, hasPaymentPassword: false }, [] as never);
    await screen.findByText('P 500.00');
    expect(within(upline()).queryByLabelText(/Kata sandi pembayaran/)).toBeNull();
    await fill(upline(), '20', '');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kirim' }),
    );
    await within(upline()).findByText('P 20.00 dikirim ke agentsatu.');
    expect(sent.map((s) => s.body)).toEqual([{ amount: 20 }]);
  });

  it('says plainly when the member has no upline', async () => {
    await openUpline({ toUpline: null, hasPaymentPassword: true });
    expect(
      await screen.findByText(
        'Akun Anda tidak memiliki upline, jadi tidak ada penerima untuk transfer ini.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kirim ke upline' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Kirim ke downline' })).toBeNull();
  });
});

describe('transfer to a downline', () => {
  beforeEach(resetAccountState);

  it('is offered to agents only', async () => {
    await openUpline(UPLINE);
    await screen.findByRole('heading', { name: 'Kirim ke upline' });
    expect(screen.queryByRole('heading', { name: 'Kirim ke downline' })).toBeNull();
  });

  it('sends an agent’s transfer to the named downline after confirmation', async () => {
    const { sent, lookedUp, user } = await openUpline({ ...UPLINE, type: 42, isAgent: true });
    await screen.findByText('P 500.00');
    await user.type(field(downline(), /^Nama pengguna downline/), ' budi88 ');
    await fill(downline(), '50');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Penerimabudi88Nama panggilanBudi');
    await user.click(within(confirm).getByRole('button', { name: 'Kirim' }));
    await within(downline()).findByText('P 50.00 dikirim ke budi88.');
    expect(lookedUp).toEqual(['budi88']);
    expect(sent).toEqual([
      {
        body: { username: 'budi88', amount: 50, paymentPassword: '123456' },
        idempotencyKey: expect.stringMatching(KEY),
      },
    ]);
  });

  it('says and sends the username as the platform stores it, whatever case was typed', async () => {
    const { sent, user } = await openUpline({ ...UPLINE, type: 2, isAgent: true });
    await screen.findByText('P 500.00');
    await user.type(field(downline(), /^Nama pengguna downline/), 'QADOWN01');
    await fill(downline(), '5');
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('qadown01')).toBeInTheDocument();
    expect(confirm).not.toHaveTextContent('QADOWN01');
    expect(confirm).not.toHaveTextContent('Nama panggilan');
    await user.click(within(confirm).getByRole('button', { name: 'Kirim' }));
    await within(downline()).findByText('P 5.00 dikirim ke qadown01.');
    expect(sent.map((s) => s.body.username)).toEqual(['qadown01']);
  });

  it('asks for the username and puts member.not.downline on it', async () => {
    const { sent, user } = await openUpline({
      toUpline: null,
      type: 2,
      isAgent: true,
      hasPaymentPassword: true,
    });
    await screen.findByText('P 500.00');
    await fill(downline(), '5');
    expect(field(downline(), /^Nama pengguna downline/)).toHaveAccessibleDescription(
      'Masukkan nama pengguna downline.',
    );
    await user.type(field(downline(), /^Nama pengguna downline/), 'stranger');
    await user.type(field(downline(), /^Kata sandi pembayaran/), '123456');
    await user.click(within(downline()).getByRole('button', { name: 'Lanjutkan' }));
    // Refused before the irreversible confirmation is even shown.
    await waitFor(() =>
      expect(field(downline(), /^Nama pengguna downline/)).toHaveAccessibleDescription(
        shownError('member.not.downline', ''),
      ),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(downline()).queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });

  it("puts the look-up's refusal of params.username on the username field", async () => {
    const { api, sent, user } = await openUpline({ ...UPLINE, type: 2, isAgent: true });
    await screen.findByText('P 500.00');
    api.on(transferCalls.downline, () =>
      Response.json(
        {
          success: false,
          errorCode: 'request.invalid',
          message: 'Invalid request',
          fields: { 'params.username': 'Nama pengguna 4 sampai 16 huruf atau angka.' },
        },
        { status: 400 },
      ),
    );
    await user.type(field(downline(), /^Nama pengguna downline/), 'b');
    await fill(downline(), '5');
    await waitFor(() =>
      expect(field(downline(), /^Nama pengguna downline/)).toHaveAccessibleDescription(
        'Nama pengguna 4 sampai 16 huruf atau angka.',
      ),
    );
    // Said once, on the field.
    expect(within(downline()).queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('says a disabled downline cannot receive, before the confirmation', async () => {
    const { api, sent, user } = await openUpline({ ...UPLINE, type: 2, isAgent: true });
    await screen.findByText('P 500.00');
    api.fail(transferCalls.downline, 'member.disabled', 'Disabled', 403);
    await user.type(field(downline(), /^Nama pengguna downline/), 'budi88');
    await fill(downline(), '5');
    await waitFor(() =>
      expect(field(downline(), /^Nama pengguna downline/)).toHaveAccessibleDescription(
        'Akun ini dinonaktifkan dan tidak dapat menerima transfer.',
      ),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('puts a disabled downline on the username when the transfer itself is refused', async () => {
    const { api, user } = await openUpline({ ...UPLINE, type: 2, isAgent: true });
    await screen.findByText('P 500.00');
    api.fail(transferCalls.transferDownline, 'member.disabled', 'Disabled', 403);
    await user.type(field(downline(), /^Nama pengguna downline/), 'budi88');
    await fill(downline(), '5');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kirim' }),
    );
    await waitFor(() =>
      expect(field(downline(), /^Nama pengguna downline/)).toHaveAccessibleDescription(
        'Akun ini dinonaktifkan dan tidak dapat menerima transfer.',
      ),
    );
    expect(within(downline()).queryByText('Akun bukan anggota, tidak dapat masuk.')).toBeNull();
  });

  it('shows an agent without an upline the downline form first, under a title that says so', async () => {
    await openUpline({ toUpline: null, type: 2, isAgent: true, hasPaymentPassword: true });
    const title = screen.getByRole('heading', { level: 3 });
    expect(title).toHaveTextContent('Transfer ke Downline');
    // The menu entry keeps SPEC's label.
    expect(
      within(screen.getByRole('navigation', { name: 'Menu pusat anggota' })).getByRole('button', {
        name: 'Transfer ke Upline',
      }),
    ).toBeInTheDocument();
    const form = await screen.findByRole('heading', { name: 'Kirim ke downline' });
    const none = screen.getByText(
      'Akun Anda tidak memiliki upline, jadi tidak ada penerima untuk transfer ini.',
    );
    expect(form.compareDocumentPosition(none) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('titles an agent’s page for both directions when it has an upline', async () => {
    await openUpline({ ...UPLINE, type: 2, isAgent: true });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Transfer ke Upline dan Downline',
    );
    const up = await screen.findByRole('heading', { name: 'Kirim ke upline' });
    const down = screen.getByRole('heading', { name: 'Kirim ke downline' });
    expect(up.compareDocumentPosition(down) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('balance after a money action', () => {
  beforeEach(resetAccountState);

  it('updates the header balance without a reload', async () => {
    const api = mockShell(mockApi());
    mockLoggedIn(api, { ...UPLINE });
    encryption.serve(api);
    mockSwitches(api, 'PAYMENTPASS3');
    const { state } = mockWallets(api, merchantWallet());
    api.on(transferCalls.transferUpline, async (_, init) => {
      const body = await encryption.read(init);
      state.main.balance -= Number(body.amount);
      return transferResult(state.main.balance);
    });
    renderRoute('/index');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('P 650.50')).toBeInTheDocument();
    openCentre(memberPlace('transferUpline'));
    await screen.findByRole('heading', { name: 'Kirim ke upline' });
    await fill(upline(), '150.5');
    await userEvent
      .setup()
      .click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kirim' }));
    expect(await within(banner).findByText('P 500.00')).toBeInTheDocument();
    expect(within(banner).queryByText('P 650.50')).toBeNull();
  });
});

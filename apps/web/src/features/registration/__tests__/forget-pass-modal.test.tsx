import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberCalls, verificationCalls, type FeatureSwitch } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { useUiStore } from '../../../stores/ui';
import ForgetPassModal from '../components/forget-pass-modal';
import { useResetPasswordLink } from '../hooks/use-reset-link';
import { loginSuccess, mockRegisterSetup, testEncryption } from '../../../testing/account-data';
import { renderModal } from './render-modal';
import { takeHandedPassword } from '../../../lib/password-handover';

let crypto: Awaited<ReturnType<typeof testEncryption>>;
beforeAll(async () => {
  crypto = await testEncryption();
});

afterEach(() => {
  act(() => useUiStore.getState().closeAuthModal());
  act(() => useUiStore.getState().dismissNotice());
  vi.unstubAllGlobals();
});

async function setup(on: FeatureSwitch[] = ['CHNGPASSVERIF3'], url = '/index') {
  const api = mockApi();
  mockRegisterSetup(api, on);
  crypto.serve(api);
  act(() => useUiStore.getState().openAuthModal('forgetPass'));
  const view = renderModal(<ForgetPassModal />, url);
  await screen.findByRole('dialog', { name: 'Lupa kata sandi' });
  return { api, user: userEvent.setup({ delay: null }), ...view };
}

describe('forgot password modal', () => {
  it('by e-mail: checks the fields, posts the form and says where the link went', async () => {
    const { api, user } = await setup();
    let form = '';
    api.on(memberCalls.forgotByEmail, (_url, init) => {
      form = String(init?.body);
      return { sentTo: 'p***@example.com' };
    });
    expect(await screen.findByRole('tab', { name: 'Lewat e-mail' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(screen.getByLabelText('E-mail *'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(screen.getByLabelText('Nama pengguna *')).toHaveAccessibleDescription('Wajib diisi.');
    expect(screen.getByLabelText('E-mail *')).toHaveAccessibleDescription(
      'Masukkan alamat e-mail yang valid.',
    );
    await user.type(screen.getByLabelText('Nama pengguna *'), 'player01');
    await user.clear(screen.getByLabelText('E-mail *'));
    await user.type(screen.getByLabelText('E-mail *'), 'p1@example.com');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Tautan untuk mengatur ulang kata sandi telah dikirim ke p***@example.com.',
    );
    expect(new URLSearchParams(form).get('username')).toBe('player01');
    expect(new URLSearchParams(form).get('email')).toBe('p1@example.com');
  });

  it('shows the server message when the username and e-mail do not match', async () => {
    const { api, user } = await setup();
    api.fail(
      memberCalls.forgotByEmail,
      'member.email.mismatch',
      'Nama pengguna/e-mail tidak ada',
      404,
    );
    await user.type(screen.getByLabelText('Nama pengguna *'), 'player01');
    await user.type(screen.getByLabelText('E-mail *'), 'p1@example.com');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nama pengguna/e-mail tidak ada');
    expect(screen.getByLabelText('Nama pengguna *')).toHaveValue('player01');
  });

  it('offers no phone mode when CHNGPASSVERIF3 is off', async () => {
    await setup([]);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail *')).toBeInTheDocument();
  });

  it('by phone: SMS code, new password, then logged in and sent to /', async () => {
    const { api, user, location } = await setup();
    const smsBodies: unknown[] = [];
    api.on(verificationCalls.smsNoLogin, (_url, init) => {
      smsBodies.push(JSON.parse(String(init?.body)));
      return { expiredMinutes: 1, sentTo: '+62 812****678' };
    });
    let sent: Record<string, unknown> = {};
    api.on(memberCalls.resetByPhone, async (_url, init) => {
      sent = await crypto.read(init);
      return loginSuccess({ token: 'token-of-player01', user: { account: 'player01' } });
    });
    await user.click(await screen.findByRole('tab', { name: 'Lewat nomor HP' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Kode negara' })).toHaveTextContent('+62'),
    );
    await user.type(screen.getByLabelText('Nomor HP *'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByRole('button', { name: 'Kirim ulang (60 dtk)' })).toBeDisabled();
    expect(smsBodies).toEqual([
      { mobileNo: '81234567', countryDialingCode: '+62', purpose: 'resetPassword' },
    ]);
    await user.type(screen.getByLabelText('Kode verifikasi SMS *'), '123456');
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'abc');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Atur kata sandi baru' }));
    expect(screen.getByLabelText('Kata sandi baru *')).toHaveAccessibleDescription(
      'Hanya huruf atau angka, 6 - 20 karakter.',
    );
    expect(screen.getByLabelText('Konfirmasi kata sandi baru *')).toHaveAccessibleDescription(
      'Kata sandi yang dimasukkan dua kali tidak sama.',
    );
    await user.clear(screen.getByLabelText('Kata sandi baru *'));
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Atur kata sandi baru' }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(sent).toMatchObject({
      mobileNum: '81234567',
      countryDialingCode: '+62',
      verificationCode: '123456',
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
    expect(sessionStorage.getItem('token')).toBe('token-of-player01');
    expect(location().pathname).toBe('/');
    expect(useUiStore.getState().notice?.lines).toEqual([
      'Kata sandi baru disimpan. Anda sudah masuk.',
    ]);
  });
});

function LinkWatcher() {
  useResetPasswordLink();
  return <ForgetPassModal />;
}

describe('reset link', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('takes the token out of the fragment at once, asks a new password, logs in and goes home', async () => {
    const api = mockApi();
    mockRegisterSetup(api, ['CHNGPASSVERIF3']);
    crypto.serve(api);
    const calls: { hash: string; body: Record<string, unknown> }[] = [];
    api.on(memberCalls.resetByLink, async (_url, init) => {
      calls.push({ hash: window.location.hash, body: await crypto.read(init) });
      return loginSuccess({ token: 'token-of-player01', user: { account: 'player01' } });
    });
    const token = 'r'.repeat(32);
    window.history.replaceState(null, '', `/index?lang=ID#resetPassword=${token}`);
    const { location } = renderModal(<LinkWatcher />, '/index');
    // Gone from the address (and so from history) before anything else happens.
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/index?lang=ID');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('dialog', { name: 'Atur kata sandi baru' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'abc');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Simpan dan masuk' }));
    // The merchant's password rule (demo: 6 - 20 letters or digits), as registration says it.
    expect(screen.getByLabelText('Kata sandi baru *')).toHaveAccessibleDescription(
      'Hanya huruf atau angka, 6 - 20 karakter.',
    );
    await user.clear(screen.getByLabelText('Kata sandi baru *'));
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Simpan dan masuk' }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(location().pathname).toBe('/');
    expect(useUiStore.getState().notice?.lines).toEqual([
      'Kata sandi baru disimpan. Anda sudah masuk.',
    ]);
    expect(calls).toEqual([
      {
        hash: '',
        body: { resetToken: token, newPassword: 'newpass99', confirmNewPassword: 'newpass99' },
      },
    ]);
    expect(sessionStorage.getItem('token')).toBe('token-of-player01');
  });

  it('a reset that still requires a change opens the forced change, as any login would', async () => {
    const api = mockApi();
    mockRegisterSetup(api, []);
    crypto.serve(api);
    api.on(memberCalls.resetByLink, () => loginSuccess({ user: { passwordChangeRequired: true } }));
    window.history.replaceState(null, '', `/index#resetPassword=${'s'.repeat(32)}`);
    renderModal(<LinkWatcher />, '/index');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('dialog', { name: 'Atur kata sandi baru' });
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'newpass99');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Simpan dan masuk' }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBe('changePass'));
    expect(useUiStore.getState().forcedPasswordChange).toBe(true);
    expect(takeHandedPassword()).toBe('newpass99');
  });

  it.each([
    ['member.reset.invalid', undefined],
    ['request.invalid', { 'body.resetToken': 'Too small' }],
  ])('a mangled link (%s) says the link is invalid, not that the data is', async (code, fields) => {
    const api = mockApi();
    mockRegisterSetup(api, []);
    crypto.serve(api);
    api.on(memberCalls.resetByLink, () =>
      Response.json({ success: false, errorCode: code, message: 'bad', fields }, { status: 400 }),
    );
    window.history.replaceState(null, '', '/index#resetPassword=abc');
    renderModal(<LinkWatcher />, '/index');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('dialog', { name: 'Atur kata sandi baru' });
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'newpass99');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Simpan dan masuk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tautan atur ulang tidak valid atau kedaluwarsa.',
    );
    expect(screen.queryByText('Data yang dikirim tidak valid.')).toBeNull();
  });

  it('a closed modal forgets the token: the next "forgot password" starts from the start', async () => {
    const api = mockApi();
    mockRegisterSetup(api, []);
    window.history.replaceState(null, '', `/index#resetPassword=${'t'.repeat(32)}`);
    renderModal(<LinkWatcher />, '/index');
    await screen.findByRole('dialog', { name: 'Atur kata sandi baru' });
    act(() => useUiStore.getState().closeAuthModal());
    act(() => useUiStore.getState().openAuthModal('forgetPass'));
    expect(await screen.findByRole('dialog', { name: 'Lupa kata sandi' })).toBeInTheDocument();
  });
});

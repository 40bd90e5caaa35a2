import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberCalls, verificationCalls } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { useUiStore } from '../../../stores/ui';
import ForgetPassModal from '../components/forget-pass-modal';
import { useResetPasswordLink } from '../hooks/use-reset-link';
import { encryption, loginSuccess, serveSetup } from './fixtures';
import { renderModal } from './render-modal';

afterEach(() => {
  act(() => useUiStore.getState().closeAuthModal());
  vi.unstubAllGlobals();
});

async function setup(on: Parameters<typeof serveSetup>[1] = ['CHNGPASSVERIF3'], url = '/index') {
  const api = mockApi();
  serveSetup(api, on);
  const crypto = await encryption();
  crypto.serve(api);
  act(() => useUiStore.getState().openAuthModal('forgetPass'));
  const view = renderModal(<ForgetPassModal />, url);
  await screen.findByRole('dialog', { name: 'Lupa kata sandi' });
  return { api, crypto, user: userEvent.setup(), ...view };
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
    const { api, crypto, user, location } = await setup();
    const smsBodies: unknown[] = [];
    api.on(verificationCalls.smsNoLogin, (_url, init) => {
      smsBodies.push(JSON.parse(String(init?.body)));
      return { expiredMinutes: 1, sentTo: '+62 812****678' };
    });
    let sent: Record<string, unknown> = {};
    api.on(memberCalls.resetByPhone, async (_url, init) => {
      sent = await crypto.read(init);
      return loginSuccess('player01');
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
      'Kata sandi 6 - 20 karakter huruf atau angka.',
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
  });
});

function LinkWatcher() {
  useResetPasswordLink();
  return <ForgetPassModal />;
}

describe('reset link', () => {
  it('opens at "set a new password", logs in and drops the query', async () => {
    const api = mockApi();
    serveSetup(api, ['CHNGPASSVERIF3']);
    const crypto = await encryption();
    crypto.serve(api);
    let sent: Record<string, unknown> = {};
    api.on(memberCalls.resetByLink, async (_url, init) => {
      sent = await crypto.read(init);
      return loginSuccess('player01');
    });
    const token = 'r'.repeat(32);
    const { location } = renderModal(<LinkWatcher />, `/index?resetPassword=${token}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('dialog', { name: 'Atur kata sandi baru' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'newpass99');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Simpan dan masuk' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(location().pathname).toBe('/');
    expect(sent).toEqual({
      resetToken: token,
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
    expect(sessionStorage.getItem('token')).toBe('token-of-player01');
    expect(useUiStore.getState().authModal).toBeNull();
  });
});

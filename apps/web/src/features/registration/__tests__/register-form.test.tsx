import { Suspense } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  affiliateCalls,
  memberCalls,
  sessionCalls,
  verificationCalls,
  type FeatureSwitch,
} from '@site/contract';
import { applyLanguage } from '../../../i18n';
import { useUiStore } from '../../../stores/ui';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { RegisterForm } from '../components/register-form';
import { loginSuccess, mockRegisterSetup, testEncryption } from '../../../testing/account-data';
import { takeHandedPassword } from '../../../lib/password-handover';

let crypto: Awaited<ReturnType<typeof testEncryption>>;
beforeAll(async () => {
  crypto = await testEncryption();
});

afterEach(async () => {
  await act(() => applyLanguage('ID'));
  act(() => useUiStore.getState().closeAuthModal());
  act(() => useUiStore.getState().dismissNotice());
  vi.unstubAllGlobals();
});

type Api = ReturnType<typeof mockApi>;

async function setup({
  url = '/register',
  on = ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'DIRECTREG3'] as FeatureSwitch[],
  rules = {} as Parameters<typeof mockRegisterSetup>[2],
  routes = (api: Api) => api,
} = {}) {
  const api = mockApi();
  mockRegisterSetup(api, on, rules);
  routes(api);
  crypto.serve(api);
  const onDone = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <Suspense fallback={<p>suspended</p>}>
      <RegisterForm onDone={onDone} />
    </Suspense>,
    { url },
  );
  // The form waits for the merchant's rules and a lazy namespace: slow on a busy machine.
  await screen.findByRole('button', { name: 'Daftar' }, { timeout: 5000 });
  return { api, crypto, onDone, user };
}

const field = (name: string | RegExp) => screen.getByLabelText(name);

describe('registration form', () => {
  it('shows each enabled field, marks required ones with *, and hides disabled ones', async () => {
    await setup();
    expect(screen.getByRole('tab', { name: 'Nama pengguna' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Nomor HP' })).toBeInTheDocument();
    expect(field('Nama pengguna *')).toHaveAttribute('aria-required', 'true');
    expect(field('Kata sandi *')).toHaveAttribute('type', 'password');
    expect(field('E-mail *')).toBeInTheDocument();
    expect(field('Nama penerima')).not.toHaveAttribute('aria-required');
    expect(field('Nomor HP')).toBeInTheDocument();
    expect(field('Kode verifikasi SMS')).toBeInTheDocument();
    expect(field('Kode undangan')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nomor QQ')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Nomor identitas')).not.toBeInTheDocument();
    // Terms start checked, the 18+ agreement does not (docs/product.md §5).
    expect(screen.getByRole('checkbox', { name: /Syarat dan Ketentuan/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /minimal 18 tahun/ })).not.toBeChecked();
  });

  it('says what each rule wants, with one number when min equals max', async () => {
    const { user, api } = await setup();
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findAllByText('Wajib diisi.')).toHaveLength(4);
    expect(screen.getByText('Anda harus berusia minimal 18 tahun.')).toBeInTheDocument();

    await user.type(field('Nama pengguna *'), '1abc');
    await user.type(field('Kata sandi *'), 'secret1');
    await user.type(field('Konfirmasi kata sandi *'), 'secret2');
    await user.type(field('Nomor HP'), '81234567');
    await user.type(field('Kode verifikasi SMS'), '12');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(
      await screen.findByText('Diawali huruf, lalu huruf atau angka, 6 - 12 karakter.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Kata sandi yang dimasukkan dua kali tidak sama.')).toBeInTheDocument();
    expect(screen.getByText('Hanya angka, 6 digit.')).toBeInTheDocument();
    expect(field('Nama pengguna *')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Nama pengguna *')).toHaveAccessibleDescription(
      'Diawali huruf, lalu huruf atau angka, 6 - 12 karakter.',
    );
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes('/member/register'))).toBe(false);
  });

  it('keeps the layout still while a click that left a wrong field lands on the 18+ box', async () => {
    const { user } = await setup();
    const username = field('Nama pengguna *');
    await user.type(username, '1bad');
    const age = screen.getByRole('checkbox', { name: /minimal 18 tahun/ });
    const rule = 'Diawali huruf, lalu huruf atau angka, 6 - 12 karakter.';
    // The press comes first and takes the focus away: the field is checked on that blur.
    fireEvent.pointerDown(age);
    act(() => username.blur());
    await waitFor(() => expect(username).not.toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The error would push the box down under the pointer: it waits for the click.
    expect(screen.queryByText(rule)).toBeNull();
    fireEvent.pointerUp(age);
    fireEvent.click(age);
    expect(age).toBeChecked();
    expect(await screen.findByText(rule)).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the confirmation again as the password changes, once the field was left', async () => {
    const { user } = await setup();
    await user.type(field('Kata sandi *'), 'secret1');
    await user.type(field('Konfirmasi kata sandi *'), 'secret2');
    await user.tab();
    expect(
      await screen.findByText('Kata sandi yang dimasukkan dua kali tidak sama.'),
    ).toBeInTheDocument();
    await user.clear(field('Kata sandi *'));
    await user.type(field('Kata sandi *'), 'secret2');
    await waitFor(() =>
      expect(field('Konfirmasi kata sandi *')).not.toHaveAttribute('aria-invalid', 'true'),
    );
    expect(
      screen.queryByText('Kata sandi yang dimasukkan dua kali tidak sama.'),
    ).not.toBeInTheDocument();
  });

  it('asks the image captcha when the merchant turns its field on, with a new image after a failure', async () => {
    let images = 0;
    const { user, api, crypto } = await setup({
      rules: { captcha: { enabled: true, required: true } },
      routes: (a) =>
        a.on(sessionCalls.captcha, () => ({ captchaId: `cap${++images}`, value: 'iVBORw0KGgo=' })),
    });
    const sent: Record<string, unknown>[] = [];
    api.on(memberCalls.register, async (_url, init) => {
      sent.push(await crypto.read(init));
      return sent.length === 1
        ? Response.json(
            { success: false, errorCode: 'captcha.invalid', message: 'Captcha salah' },
            { status: 400 },
          )
        : Response.json({ success: true, value: loginSuccess() });
    });
    await user.type(field('Nama pengguna *'), 'player02');
    await user.type(field('Kata sandi *'), 'secret12');
    await user.type(field('Konfirmasi kata sandi *'), 'secret12');
    await user.type(field('E-mail *'), 'p2@example.com');
    await user.click(screen.getByRole('checkbox', { name: /minimal 18 tahun/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    const answer = await screen.findByLabelText('Kode captcha');
    await waitFor(() => expect(answer).toHaveAttribute('aria-invalid', 'true'));
    expect(sent).toHaveLength(0);

    await user.type(answer, '4821');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ captchaId: 'cap1', captcha: '4821' });
    // The answer was spent: a new image, an empty field, the typed rest kept.
    await waitFor(() => expect(images).toBe(2));
    expect(answer).toHaveValue('');
    expect(field('Nama pengguna *')).toHaveValue('player02');

    await user.type(answer, '7310');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ captchaId: 'cap2', captcha: '7310' });
  });

  it('an SMS code is required once a mobile number is typed in username mode', async () => {
    const { user } = await setup();
    await user.type(field('Nomor HP'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    const code = field('Kode verifikasi SMS');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription('Wajib diisi.');
  });

  it('registers by username, sends the accepted agreements, logs in and finishes', async () => {
    const { user, api, crypto, onDone } = await setup({ url: '/register?referralCode=REF123' });
    let sent: Record<string, unknown> = {};
    api.on(memberCalls.register, async (_url, init) => {
      sent = await crypto.read(init);
      return loginSuccess({ token: 'token-of-player01', user: { account: 'player01' } });
    });
    expect(field('Kode referensi')).toHaveValue('REF123');
    await user.type(field('Nama pengguna *'), 'player01');
    await user.type(field('Kata sandi *'), 'secret12');
    await user.type(field('Konfirmasi kata sandi *'), 'secret12');
    await user.type(field('E-mail *'), 'p1@example.com');
    await user.click(screen.getByRole('checkbox', { name: /minimal 18 tahun/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toMatchObject({
      username: 'player01',
      password: 'secret12',
      confirmPassword: 'secret12',
      email: 'p1@example.com',
      referralCode: 'REF123',
      agreeAge: true,
      agreeTerms: true,
    });
    expect(sent).not.toHaveProperty('mobileNum');
    expect(sessionStorage.getItem('token')).toBe('token-of-player01');
    expect(useUiStore.getState().notice?.lines).toEqual(['Selamat datang, player01!']);
    // The home's "register today" popups spare the new member for the session.
    expect(sessionStorage.getItem('index_notice')).toBe('1');
  });

  it('requires the invitation code when DIRECTREG3 is off', async () => {
    const { user } = await setup({ on: ['USERNAMEREG3'] });
    const code = field('Kode undangan *');
    expect(code).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Wajib diisi.'));
  });

  it('shows the invitation code, required, when DIRECTREG3 is off even if its rule is off', async () => {
    const { user, api, onDone } = await setup({
      on: ['USERNAMEREG3'],
      rules: { affiliateCode: { enabled: false } },
    });
    api.on(memberCalls.register, () =>
      Response.json(
        {
          success: false,
          errorCode: 'request.invalid',
          message: 'Periksa isian Anda',
          fields: { 'body.affiliateCode': 'Kode undangan salah' },
        },
        { status: 400 },
      ),
    );
    const code = field('Kode undangan *');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Wajib diisi.'));
    await user.type(field('Nama pengguna *'), 'player01');
    await user.type(field('Kata sandi *'), 'secret12');
    await user.type(field('Konfirmasi kata sandi *'), 'secret12');
    await user.type(field('E-mail *'), 'p1@example.com');
    await user.type(code, 'NOSUCH');
    await user.click(screen.getByRole('checkbox', { name: /minimal 18 tahun/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    // The platform's refusal lands on the field.
    await waitFor(() => expect(code).toHaveAccessibleDescription('Kode undangan salah'));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('starts the session like any login: reports a first login, opens a change the platform requires', async () => {
    const firstLogins: string[] = [];
    const { user, api } = await setup({
      routes: (a) =>
        a.on(memberCalls.firstLogin, (url) => {
          firstLogins.push(url.pathname);
          return { done: true };
        }),
    });
    api.on(memberCalls.register, () =>
      loginSuccess({ firstTimeLogin: true, user: { account: 'player05' } }),
    );
    await user.type(field('Nama pengguna *'), 'player05');
    await user.type(field('Kata sandi *'), 'secret12');
    await user.type(field('Konfirmasi kata sandi *'), 'secret12');
    await user.type(field('E-mail *'), 'p5@example.com');
    await user.click(screen.getByRole('checkbox', { name: /minimal 18 tahun/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(firstLogins).toHaveLength(1));
    expect(useUiStore.getState().authModal).toBeNull();

    api.on(memberCalls.register, () =>
      loginSuccess({ user: { account: 'player06', passwordChangeRequired: true } }),
    );
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBe('changePass'));
    expect(useUiStore.getState().forcedPasswordChange).toBe(true);
    expect(takeHandedPassword()).toBe('secret12');
  });

  it('refuses to go on without the terms', async () => {
    const { user, api } = await setup();
    await user.click(screen.getByRole('checkbox', { name: /Syarat dan Ketentuan/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(
      await screen.findByText('Anda harus menyetujui Syarat dan Ketentuan.'),
    ).toBeInTheDocument();
    expect(api.fetch.mock.calls.some(([u]) => String(u).includes('/member/register'))).toBe(false);
  });

  it('an empty submit focuses the first invalid field from the top, not the 18+ box', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(field('Nama pengguna *')).toHaveFocus());
    await user.type(field('Nama pengguna *'), 'goodname1');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(field('Kata sandi *')).toHaveFocus());
  });

  it("puts a 400's field problems on their fields and keeps what was typed", async () => {
    const { user, api, onDone } = await setup();
    api.on(memberCalls.register, () =>
      Response.json(
        {
          success: false,
          errorCode: 'member.username.taken',
          message: 'Nama pengguna sudah dipakai',
          fields: { 'body.username': 'Nama pengguna sudah dipakai' },
        },
        { status: 409 },
      ),
    );
    await user.type(field('Nama pengguna *'), 'player01');
    await user.type(field('Kata sandi *'), 'secret12');
    await user.type(field('Konfirmasi kata sandi *'), 'secret12');
    await user.type(field('E-mail *'), 'p1@example.com');
    await user.click(screen.getByRole('checkbox', { name: /minimal 18 tahun/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nama pengguna sudah dipakai');
    expect(field('Nama pengguna *')).toHaveAccessibleDescription('Nama pengguna sudah dipakai');
    expect(field('Nama pengguna *')).toHaveValue('player01');
    expect(field('E-mail *')).toHaveValue('p1@example.com');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('registers by mobile number with an SMS code; no password unless MOBILENUMPASSREG3', async () => {
    const { user, api, crypto, onDone } = await setup();
    const smsBodies: unknown[] = [];
    api.on(verificationCalls.smsRegister, (_url, init) => {
      smsBodies.push(JSON.parse(String(init?.body)));
      return { expiredMinutes: 5, sentTo: '+62 812****678' };
    });
    let sent: Record<string, unknown> = {};
    api.on(memberCalls.registerMobile, async (_url, init) => {
      sent = await crypto.read(init);
      return loginSuccess({ user: { account: 'm81234567' } });
    });
    await user.click(screen.getByRole('tab', { name: 'Nomor HP' }));
    expect(screen.queryByLabelText('Nama pengguna *')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kata sandi *')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Kode negara' })).toHaveTextContent('+62'),
    );
    // No number yet: the code is not asked for, the field says why.
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(field('Nomor HP *')).toHaveAccessibleDescription('Wajib diisi.');
    await user.type(field('Nomor HP *'), '81234567');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByRole('button', { name: 'Kirim ulang (300 dtk)' })).toBeDisabled();
    expect(smsBodies).toEqual([
      { mobileNo: '81234567', countryDialingCode: '+62', regType: 'registerMobile' },
    ]);
    await user.type(field('Kode verifikasi SMS *'), '123456');
    await user.click(screen.getByRole('checkbox', { name: /minimal 18 tahun/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toMatchObject({
      mobileNum: '81234567',
      countryDialingCode: '+62',
      verificationCode: '123456',
      registerMethod: 'WEB',
      agreeAge: true,
      agreeTerms: true,
    });
    expect(sent).not.toHaveProperty('password');
    // The username was made up by the platform: the welcome tells it.
    expect(useUiStore.getState().notice?.lines).toEqual([
      'Selamat datang, m81234567!',
      'Nama pengguna Anda: m81234567',
    ]);
  });

  it('asks for a password in mobile mode when MOBILENUMPASSREG3 is on', async () => {
    const { user } = await setup({ on: ['MOBILENUMREG3', 'MOBILENUMPASSREG3', 'DIRECTREG3'] });
    // Only one mode: no tabs.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(field('Nomor HP *')).toBeInTheDocument();
    expect(field('Kata sandi *')).toBeInTheDocument();
    expect(field('Konfirmasi kata sandi *')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findAllByText('Wajib diisi.')).toHaveLength(4);
  });

  it('hides the affiliate field when the URL code checks out, and sends that code', async () => {
    const { user, api, crypto, onDone } = await setup({
      url: '/register?code=AGENT7',
      routes: (a) =>
        a.on(affiliateCalls.affiliate, (url) => ({
          code: url.searchParams.get('code') ?? '',
          valid: url.searchParams.get('code') === 'AGENT7',
        })),
    });
    await waitFor(() => expect(screen.queryByText(/Memeriksa kode/)).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Kode undangan')).not.toBeInTheDocument();
    expect(screen.queryByText(/Kode undangan salah/)).not.toBeInTheDocument();
    expect(screen.getByText('Anda bergabung dengan tim AGENT7')).toBeInTheDocument();
    let sent: Record<string, unknown> = {};
    api.on(memberCalls.register, async (_url, init) => {
      sent = await crypto.read(init);
      return loginSuccess({ user: { account: 'player02' } });
    });
    await user.type(field('Nama pengguna *'), 'player02');
    await user.type(field('Kata sandi *'), 'secret12');
    await user.type(field('Konfirmasi kata sandi *'), 'secret12');
    await user.type(field('E-mail *'), 'p2@example.com');
    await user.click(screen.getByRole('checkbox', { name: /minimal 18 tahun/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toMatchObject({ affiliateCode: 'AGENT7' });
  });

  it('warns with invitation_code_error and shows the field when the URL code is wrong', async () => {
    await setup({
      url: '/register?affiliateCode=WRONG1',
      routes: (a) => a.on(affiliateCalls.affiliate, () => ({ code: 'WRONG1', valid: false })),
    });
    expect(await screen.findByText(/Kode undangan salah/)).toBeInTheDocument();
    expect(field('Kode undangan')).toHaveValue('');
  });

  it("neither prefills nor sends a link's referral code the merchant's rule refuses, and says so", async () => {
    // The demo rule wants 4 to 20 letters or digits.
    const { user, api, crypto, onDone } = await setup({ url: '/register?referralCode=ABC' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Kode referensi dari tautan tidak valid. Isi kode yang benar atau kosongkan.',
    );
    expect(field('Kode referensi')).toHaveValue('');
    let sent: Record<string, unknown> = {};
    api.on(memberCalls.register, async (_url, init) => {
      sent = await crypto.read(init);
      return loginSuccess({ user: { account: 'player03' } });
    });
    await user.type(field('Nama pengguna *'), 'player03');
    await user.type(field('Kata sandi *'), 'secret12');
    await user.type(field('Konfirmasi kata sandi *'), 'secret12');
    await user.type(field('E-mail *'), 'p3@example.com');
    await user.click(screen.getByRole('checkbox', { name: /minimal 18 tahun/ }));
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).not.toHaveProperty('referralCode');
  });

  it('keeps typed values and translates errors on a language switch', async () => {
    const { user } = await setup();
    await user.type(field('Nama pengguna *'), 'player03');
    await user.type(field('E-mail *'), 'bad');
    await user.type(field('Nama penerima'), 'Budi');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Masukkan alamat e-mail yang valid.')).toBeInTheDocument();

    await act(() => applyLanguage('EN'));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username *')).toHaveValue('player03');
    expect(screen.getByLabelText('E-mail *')).toHaveValue('bad');
    expect(screen.getByLabelText('Payee name')).toHaveValue('Budi');
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Terms and Conditions/ })).toBeChecked();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberCalls, sessionCalls, verificationCalls } from '@site/contract';
import { memberKeys } from '../../../api/keys';
import { applyLanguage } from '../../../i18n';
import { cookies } from '../../../lib/cookies';
import { loginSuccess, resetAccountState } from '../../../testing/account-data';
import { useSessionStore } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { openLogin, serveSlider } from './login-setup';
import { takeHandedPassword } from '../../../lib/password-handover';

afterEach(async () => {
  await act(() => applyLanguage('ID'));
  resetAccountState();
  for (const name of ['last-user', 'loginRemember', 'loginTypeSms'] as const) cookies.remove(name);
  vi.unstubAllGlobals();
});

const submit = () => screen.getByRole('button', { name: 'Masuk' });

// The tab panel is named after its tab, so fields are found by role as well as name.
const box = (name: string) => screen.getByRole('textbox', { name });

describe('login modal', () => {
  it('logs in with a trimmed username: stores the session keys, seeds member info and closes', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { user, client, crypto, api } = await openLogin({
      routes: (api) =>
        api.on(sessionCalls.login, async (_url, init) => {
          bodies.push(await crypto.read(init));
          return loginSuccess({ user: { account: 'budi88', isAgent: false, toUpline: 'up1' } });
        }),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), '  budi88 ');
    await user.type(screen.getByLabelText('Kata sandi'), 'secret1');
    await user.click(submit());

    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(bodies).toEqual([{ username: 'budi88', password: 'secret1', type: 'username' }]);
    expect(sessionStorage.getItem('token')).toBe('token-abc');
    expect(sessionStorage.getItem('account')).toBe('budi88');
    expect(sessionStorage.getItem('isAgent')).toBe('false');
    expect(sessionStorage.getItem('toUpline')).toBe('up1');
    expect(sessionStorage.getItem('cpw')).toBeNull();
    expect(useSessionStore.getState().token).toBe('token-abc');
    expect(client.getQueryData(memberKeys.info())).toMatchObject({ account: 'budi88' });
    expect(api.fetch).not.toHaveBeenCalledWith(
      expect.stringContaining(memberCalls.firstLogin.path),
      expect.anything(),
    );
  });

  it('asks for username and password, and sends nothing until both are there', async () => {
    const { user, api } = await openLogin();
    await user.type(screen.getByLabelText('Kata sandi'), '   ');
    await user.click(submit());
    expect(await screen.findByText('Masukkan nama pengguna.')).toBeInTheDocument();
    expect(screen.getByText('Masukkan kata sandi.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama pengguna')).toHaveAttribute('aria-invalid', 'true');
    expect(api.fetch).not.toHaveBeenCalledWith(
      // Only the login itself: the captcha probe shares its path's start.
      expect.stringMatching(new RegExp(`${sessionCalls.login.path}$`)),
      expect.anything(),
    );
  });

  it('a wrong password says so in the user language and keeps what was typed', async () => {
    const { user } = await openLogin({
      routes: (api) => api.fail(sessionCalls.login, 'login.password.wrong', 'wrong password', 401),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'nope123');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Nama akun atau kata sandi salah.');
    expect(screen.getByLabelText('Nama pengguna')).toHaveValue('budi88');
    expect(submit()).toBeEnabled();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('reveals the image captcha when the platform asks, requires it, and sends it with its id', async () => {
    let attempts = 0;
    const sent: Record<string, unknown>[] = [];
    const { user, crypto } = await openLogin({
      routes: (api) =>
        api
          .on(sessionCalls.captcha, () => ({ captchaId: `c${attempts}`, value: 'iVBORw0KGgo=' }))
          .on(sessionCalls.login, async (_url, init) => {
            attempts += 1;
            sent.push(await crypto.read(init));
            if (attempts === 1) {
              return Response.json(
                {
                  success: false,
                  errorCode: 'login.password.wrong',
                  message: 'wrong',
                  captchaRequired: true,
                },
                { status: 401 },
              );
            }
            return Response.json({ success: true, value: loginSuccess() });
          }),
    });
    expect(screen.queryByLabelText('Kode captcha')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'nope123');
    await user.click(submit());

    const captcha = await screen.findByLabelText('Kode captcha');
    expect(await screen.findByRole('img', { name: 'Gambar captcha' })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    await user.click(submit());
    expect(await screen.findByText('Masukkan kode captcha.')).toBeInTheDocument();
    expect(attempts).toBe(1);

    await user.type(captcha, 'AB12');
    await user.click(submit());
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(sent[1]).toMatchObject({ captcha: 'AB12', captchaId: 'c1' });
  });

  it('shows the captcha before the first try when the platform will ask for it', async () => {
    const asked: (string | null)[] = [];
    const { user } = await openLogin({
      routes: (api) =>
        api
          .on(sessionCalls.captcha, () => ({ captchaId: 'c1', value: 'iVBORw0KGgo=' }))
          .on(sessionCalls.loginCaptcha, (url) => {
            const username = url.searchParams.get('username');
            asked.push(username);
            return { captchaRequired: username === 'budi88' };
          }),
    });
    // Asked once on opening (no username yet): not needed.
    await waitFor(() => expect(asked).toEqual([null]));
    expect(screen.queryByLabelText('Kode captcha')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.tab();
    expect(await screen.findByLabelText('Kode captcha')).toBeInTheDocument();
    expect(asked).toEqual([null, 'budi88']);
  });

  it('shows the captcha as the dialog opens when the platform already requires it', async () => {
    await openLogin({
      routes: (api) =>
        api
          .on(sessionCalls.captcha, () => ({ captchaId: 'c1', value: 'iVBORw0KGgo=' }))
          .on(sessionCalls.loginCaptcha, () => ({ captchaRequired: true })),
    });
    expect(await screen.findByLabelText('Kode captcha')).toBeInTheDocument();
  });

  it('limits captcha refreshes to one a second', async () => {
    let served = 0;
    const { user } = await openLogin({
      routes: (api) =>
        api
          .on(sessionCalls.captcha, () => {
            served += 1;
            return { captchaId: `c${served}`, value: 'iVBORw0KGgo=' };
          })
          .fail(sessionCalls.login, 'captcha.required', 'captcha please', 400),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'nope123');
    await user.click(submit());
    await screen.findByRole('img', { name: 'Gambar captcha' });
    const before = served;
    const refresh = screen.getByRole('button', { name: 'Ganti gambar captcha' });
    await user.click(refresh);
    await user.click(refresh);
    await user.click(refresh);
    await waitFor(() => expect(served).toBe(before + 1));
  });

  it('a wait after failed logins says when it ends and why, in the user language, and brings the captcha', async () => {
    const retryAt = '2026-11-21T10:30:00.000Z';
    const { user } = await openLogin({
      routes: (api) =>
        api
          .on(sessionCalls.captcha, () => ({ captchaId: 'c1', value: 'iVBORw0KGgo=' }))
          .on(sessionCalls.login, () =>
            Response.json(
              {
                success: false,
                errorCode: 'login.locked',
                message: 'wait',
                retryAt,
                captchaRequired: true,
              },
              { status: 429 },
            ),
          ),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'secret1');
    await user.click(submit());
    const expected = new Intl.DateTimeFormat('id-ID', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(retryAt));
    // Not "the account is locked": only the side that failed waits; anyone else may log in.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Terlalu banyak percobaan masuk yang gagal dari sini. Coba lagi setelah ${expected}.`,
    );
    expect(await screen.findByLabelText('Kode captcha')).toBeInTheDocument();
  });

  it('a new IP asks for the code sent to the bound mobile before the session starts', async () => {
    let verified: Record<string, unknown> | null = null;
    const { user, crypto } = await openLogin({
      routes: (api) =>
        api
          .on(sessionCalls.login, () => ({
            status: 'VERIFY' as const,
            challengeId: 'ch-1',
            method: 'SMS' as const,
            destination: '+62 812****789',
            expiredMinutes: 5,
          }))
          .on(sessionCalls.loginVerify, async (_url, init) => {
            verified = await crypto.read(init);
            return loginSuccess();
          }),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'secret1');
    await user.click(submit());

    expect(await screen.findByText(/ponsel \+62 812\*\*\*\*789/)).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Masukkan kode verifikasi.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kode verifikasi'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-abc'));
    expect(verified).toEqual({ challengeId: 'ch-1', code: '123456' });
    expect(useUiStore.getState().authModal).toBeNull();
  });

  it('a lock on the new-IP code step says when it ends, as the login form does', async () => {
    const retryAt = '2026-11-21T10:30:00.000Z';
    const { user } = await openLogin({
      routes: (api) =>
        api
          .on(sessionCalls.login, () => ({
            status: 'VERIFY' as const,
            challengeId: 'ch-1',
            method: 'SMS' as const,
            destination: '+62 812****789',
            expiredMinutes: 5,
          }))
          .on(sessionCalls.loginVerify, () =>
            Response.json(
              { success: false, errorCode: 'login.locked', message: 'locked', retryAt },
              { status: 429 },
            ),
          ),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'secret1');
    await user.click(submit());
    await user.type(await screen.findByLabelText('Kode verifikasi'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    const expected = new Intl.DateTimeFormat('id-ID', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(retryAt));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Coba lagi setelah ${expected}.`);
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('the platform says the password must change: the forced change opens with the typed password, the first-login report waits', async () => {
    const { user, api } = await openLogin({
      routes: (api) =>
        api
          .on(sessionCalls.login, () =>
            loginSuccess({ firstTimeLogin: true, user: { passwordChangeRequired: true } }),
          )
          .on(memberCalls.firstLogin, () => ({ done: true })),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'Given-by-ops1');
    await user.click(submit());
    await waitFor(() => expect(useUiStore.getState().authModal).toBe('changePass'));
    expect(useUiStore.getState().forcedPasswordChange).toBe(true);
    expect(takeHandedPassword()).toBe('Given-by-ops1');
    expect(sessionStorage.getItem('cpw')).toBe('true');
    // The platform refuses it until the change: it is due, not sent.
    expect(useSessionStore.getState().firstLoginDue).toBe(true);
    expect(api.fetch).not.toHaveBeenCalledWith(
      expect.stringContaining(memberCalls.firstLogin.path),
      expect.anything(),
    );
  });

  it('a first login without a required change is reported at once', async () => {
    const { user, api } = await openLogin({
      routes: (api) =>
        api
          .on(sessionCalls.login, () => loginSuccess({ firstTimeLogin: true }))
          .on(memberCalls.firstLogin, () => ({ done: true })),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'secret1');
    await user.click(submit());
    await waitFor(() =>
      expect(api.fetch).toHaveBeenCalledWith(
        expect.stringContaining(memberCalls.firstLogin.path),
        expect.objectContaining({ method: 'POST' }),
      ),
    );
    expect(useUiStore.getState().authModal).toBeNull();
    expect(useSessionStore.getState().firstLoginDue).toBe(false);
  });

  it("the client does not judge the password itself: '{secret}' or an expired one without the platform's word opens nothing", async () => {
    const { user } = await openLogin({
      switches: ['PWDEXPFORCECHANGE3'],
      routes: (api) => api.on(sessionCalls.login, () => loginSuccess({ passwordExpired: true })),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), '{{secret}');
    await user.click(submit());
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(useUiStore.getState().forcedPasswordChange).toBe(false);
    expect(sessionStorage.getItem('cpw')).toBeNull();
  });

  it('remember me keeps the username (never the password) in day-long cookies and prefills it', async () => {
    const { user } = await openLogin({
      routes: (api) => api.on(sessionCalls.login, () => loginSuccess()),
    });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Ingat saya' }));
    await user.click(submit());
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(cookies.get('last-user')).toBe('budi88');
    expect(cookies.get('loginRemember')).toBe('true');
    expect(document.cookie).not.toContain('secret1');
  });

  it('opens with the remembered username, and forgets it when remember me is unticked', async () => {
    cookies.set('loginRemember', 'true');
    cookies.set('last-user', 'budi88');
    const { user } = await openLogin({
      routes: (api) => api.on(sessionCalls.login, () => loginSuccess()),
    });
    expect(screen.getByLabelText('Nama pengguna')).toHaveValue('budi88');
    const remember = screen.getByRole('checkbox', { name: 'Ingat saya' });
    expect(remember).toBeChecked();
    await user.click(remember);
    await user.type(screen.getByLabelText('Kata sandi'), 'secret1');
    await user.click(submit());
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(cookies.get('last-user')).toBeNull();
    expect(cookies.get('loginRemember')).toBeNull();
  });

  it('SMS login (MOBILEVERCODELOGIN3): mobile number and code', async () => {
    let sent: Record<string, unknown> | null = null;
    const { user, crypto } = await openLogin({
      switches: ['MOBILEVERCODELOGIN3'],
      routes: (api) =>
        api
          .on(verificationCalls.smsNoLogin, () => ({ expiredMinutes: 5, sentTo: '+62 812****789' }))
          .on(sessionCalls.login, async (_url, init) => {
            sent = await crypto.read(init);
            return loginSuccess();
          }),
    });
    await user.type(box('Nama pengguna'), 'typed-first');
    await user.click(await screen.findByRole('tab', { name: 'Kode SMS' }));
    await user.click(submit());
    expect(await screen.findByText('Masukkan nomor ponsel yang benar.')).toBeInTheDocument();
    expect(screen.getByText('Masukkan kode verifikasi.')).toBeInTheDocument();

    await user.type(box('Nomor ponsel'), '81234567890');
    await user.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByRole('button', { name: /Kirim ulang/ })).toBeDisabled();
    await user.type(box('Kode SMS'), '123456');
    await user.click(screen.getByRole('checkbox', { name: 'Ingat saya' }));
    await user.click(submit());
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(sent).toEqual({
      type: 'sms',
      username: '81234567890',
      password: '123456',
      countryDialingCode: '+62',
    });
    expect(cookies.getJson('loginTypeSms')).toEqual({
      mobileNum: '81234567890',
      countryDialingCode: '+62',
    });
    expect(sessionStorage.getItem('cpw')).toBeNull();
  });

  it('switching tabs keeps the typed values', async () => {
    const { user } = await openLogin({ switches: ['MOBILEVERCODELOGIN3'] });
    await user.type(box('Nama pengguna'), 'budi88');
    const tabs = await screen.findByRole('tablist', { name: 'Cara masuk' });
    await user.click(within(tabs).getByRole('tab', { name: 'Kode SMS' }));
    await user.type(box('Nomor ponsel'), '8123');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    within(tabs).getByRole('tab', { name: 'Kode SMS' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: 'Nama pengguna' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(box('Nama pengguna')).toHaveValue('budi88');
    await user.click(within(tabs).getByRole('tab', { name: 'Kode SMS' }));
    expect(box('Nomor ponsel')).toHaveValue('8123');
  });

  it('free play (FREEPLAY3) logs in as a guest and closes', async () => {
    const { user } = await openLogin({
      switches: ['FREEPLAY3'],
      routes: (api) => api.on(sessionCalls.freeplay, () => loginSuccess({ user: { type: 4 } })),
    });
    await user.click(await screen.findByRole('button', { name: 'Coba gratis' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-abc'));
    expect(useUiStore.getState().authModal).toBeNull();
  });

  it('SLIDERCAPTCHA3: the slider comes first, its token goes with the login, and a failure resets it', async () => {
    const sent: Record<string, unknown>[] = [];
    let slider: ReturnType<typeof serveSlider> | undefined;
    const { user, crypto } = await openLogin({
      switches: ['SLIDERCAPTCHA3'],
      routes: (api) => {
        slider = serveSlider(api);
        return api.on(sessionCalls.login, async (_url, init) => {
          sent.push(await crypto.read(init));
          return Response.json(
            { success: false, errorCode: 'login.password.wrong', message: 'wrong' },
            { status: 401 },
          );
        });
      },
    });
    const handle = await screen.findByRole('slider', { name: 'Geser untuk melengkapi gambar' });
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'secret1');
    await user.click(submit());
    expect(
      await screen.findByText('Selesaikan verifikasi geser terlebih dahulu.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await screen.findByText('Verifikasi berhasil');
    await user.click(submit());
    expect(await screen.findByText('Nama akun atau kata sandi salah.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ sliderToken: 'tok-s1' });
    // A new picture, from the left, not yet passed.
    await waitFor(() => expect(slider?.pictures()).toBe(2));
    const fresh = await screen.findByRole('slider');
    expect(fresh).toHaveAttribute('aria-valuenow', '0');
    expect(fresh).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Verifikasi berhasil')).not.toBeInTheDocument();
  });

  it('free play with SLIDERCAPTCHA3: the click shows the slider step, passing it starts free play with the token, a failure starts the slider over', async () => {
    const sent: Record<string, unknown>[] = [];
    let slider: ReturnType<typeof serveSlider> | undefined;
    const { user, crypto } = await openLogin({
      switches: ['FREEPLAY3', 'SLIDERCAPTCHA3'],
      routes: (api) => {
        slider = serveSlider(api);
        return api.on(sessionCalls.freeplay, async (_url, init) => {
          sent.push(await crypto.read(init));
          if (sent.length > 1) {
            return Response.json({ success: true, value: loginSuccess({ user: { type: 4 } }) });
          }
          return Response.json(
            { success: false, errorCode: 'slider.invalid', message: 'slider' },
            { status: 400 },
          );
        });
      },
    });
    // The login form's own slider loads first; the step's is another one.
    await screen.findByRole('slider');
    const freePlay = await screen.findByRole('button', { name: 'Coba gratis' });
    expect(freePlay).toHaveAttribute('aria-expanded', 'false');
    await user.click(freePlay);
    const step = screen.getByRole('group', { name: /permainan gratis langsung dimulai/ });
    expect(step).toHaveFocus();
    expect(freePlay).toHaveAttribute('aria-expanded', 'true');
    expect(sent).toHaveLength(0);

    const first = await within(step).findByRole('slider');
    const shown = slider?.pictures();
    first.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByText('Verifikasi geser gagal. Coba lagi.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ platform: 'W', sliderToken: slider?.lastToken() });
    expect(useSessionStore.getState().token).toBeNull();

    // The spent token is gone: a new picture from the left, and passing it tries again.
    await waitFor(() => expect(slider?.pictures()).toBe((shown ?? 0) + 1));
    await waitFor(() =>
      expect(within(step).getByRole('slider')).toHaveAttribute('aria-valuenow', '0'),
    );
    within(step).getByRole('slider').focus();
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-abc'));
    expect(sent[1]).toMatchObject({ sliderToken: slider?.lastToken() });
    expect(sent[1]?.sliderToken).not.toBe(sent[0]?.sliderToken);
    expect(useUiStore.getState().authModal).toBeNull();
  });

  it('switching the language mid-form keeps what was typed', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await user.type(screen.getByLabelText('Kata sandi'), 'secret1');
    await act(() => applyLanguage('EN'));
    expect(await screen.findByLabelText('Username')).toHaveValue('budi88');
    expect(screen.getByLabelText('Password')).toHaveValue('secret1');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('a problem already shown is worded again after a language switch', async () => {
    const { user } = await openLogin();
    await user.click(submit());
    expect(await screen.findByText('Masukkan nama pengguna.')).toBeInTheDocument();
    await act(() => applyLanguage('EN'));
    expect(await screen.findByText('Enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.queryByText('Masukkan nama pengguna.')).not.toBeInTheDocument();
  });

  it('a corrected field loses its problem as it is typed, the others keep theirs', async () => {
    const { user } = await openLogin();
    await user.click(submit());
    expect(await screen.findByText('Masukkan nama pengguna.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nama pengguna'), 'budi88');
    await waitFor(() =>
      expect(screen.queryByText('Masukkan nama pengguna.')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Masukkan kata sandi.')).toBeInTheDocument();
  });

  it('links to registration and forgot password', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Lupa kata sandi?' }));
    expect(useUiStore.getState().authModal).toBe('forgetPass');
  });
});

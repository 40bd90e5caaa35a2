import { memberPlace } from '../../../config/centre-links';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberCalls, verificationCalls } from '@site/contract';
import { applyLanguage } from '../../../i18n';
import { useUiStore } from '../../../stores/ui';
import { mockApi } from '../../../testing/mock-api';
import { openCentre, renderWithProviders } from '../../../testing/render';
import MemberCentre from '../components/member-centre';
import { memberInfo, resetAccountState, testEncryption } from '../../../testing/account-data';
import { memberCentreApi, shownError, signIn } from './member-centre-setup';

afterEach(async () => {
  await act(() => applyLanguage('ID'));
});

let encryption: Awaited<ReturnType<typeof testEncryption>>;
beforeAll(async () => {
  encryption = await testEncryption();
});

async function openSecurityCentre(api: ReturnType<typeof mockApi>) {
  signIn();
  renderWithProviders(
    <Suspense fallback={<p>suspended</p>}>
      <MemberCentre />
    </Suspense>,
  );
  openCentre(memberPlace());
  // The first open fetches the page's chunk (its forms and their schemas) and strings.
  await screen.findByRole('heading', { name: 'Profil' }, { timeout: 5000 });
  return api;
}

const section = (name: string | RegExp) =>
  screen.getByRole('heading', { name }).closest('section') as HTMLElement;
const jsonBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('security centre: profile', () => {
  beforeEach(resetAccountState);

  it('shows the account name and saves a new nickname', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const api = memberCentreApi(mockApi(), memberInfo());
    api.on(memberCalls.updateProfile, (_, init) => {
      sent.push(jsonBody(init));
      return memberInfo({ nickname: 'Budi Santoso' });
    });
    await openSecurityCentre(api);
    const profile = section('Profil');
    expect(profile).toHaveTextContent('budi88');
    const nickname = within(profile).getByLabelText('Nama panggilan');
    expect(nickname).toHaveValue('Budi');
    await user.clear(nickname);
    await user.type(nickname, 'Budi Santoso');
    await user.click(within(profile).getByRole('button', { name: 'Simpan' }));
    expect(await within(profile).findByText('Nama panggilan disimpan.')).toBeInTheDocument();
    expect(sent).toEqual([{ nickname: 'Budi Santoso' }]);
    // The panel reads the saved member info.
    expect(screen.getByRole('region', { name: 'Ringkasan akun' })).toHaveTextContent(
      'Budi Santoso',
    );
  });

  it('explains a missing or too short nickname without calling the platform', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberCentreApi(mockApi(), memberInfo());
    await openSecurityCentre(api);
    const profile = section('Profil');
    const nickname = within(profile).getByLabelText('Nama panggilan');
    await user.clear(nickname);
    await user.click(within(profile).getByRole('button', { name: 'Simpan' }));
    expect(nickname).toHaveAccessibleDescription(/Wajib diisi\./);
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    await user.type(nickname, 'B');
    await user.click(within(profile).getByRole('button', { name: 'Simpan' }));
    expect(nickname).toHaveAccessibleDescription(/Nama panggilan harus 2 sampai 20 karakter\./);
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // A language switch puts the standing error into the new language.
    await act(() => applyLanguage('EN'));
    const nicknameEn = await within(section('Profile')).findByLabelText('Nickname');
    expect(nicknameEn).toHaveAccessibleDescription(
      '2 to 20 characters. The nickname must be 2 to 20 characters.',
    );
    expect(nicknameEn).toHaveValue('B');
  });

  it('shows why saving failed and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberCentreApi(mockApi(), memberInfo());
    api.fail(memberCalls.updateProfile, 'request.invalid', 'Nickname not allowed', 400);
    await openSecurityCentre(api);
    const profile = section('Profil');
    const nickname = within(profile).getByLabelText('Nama panggilan');
    await user.clear(nickname);
    await user.type(nickname, 'Raja Slot');
    await user.click(within(profile).getByRole('button', { name: 'Simpan' }));
    expect(await within(profile).findByRole('alert')).toHaveTextContent(
      shownError('request.invalid', 'Nickname not allowed'),
    );
    expect(nickname).toHaveValue('Raja Slot');
  });
});

describe('security centre: avatar', () => {
  beforeEach(resetAccountState);

  it('picks a STATIC icon', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const api = memberCentreApi(mockApi(), memberInfo());
    api.on(memberCalls.setAvatar, (_, init) => {
      sent.push(jsonBody(init));
      return { avatar: '/icons/2.png', avatarType: 'STATIC' as const };
    });
    await openSecurityCentre(api);
    const avatar = section('Avatar');
    expect(await within(avatar).findByText('Belum ada avatar')).toBeInTheDocument();
    await user.click(await within(avatar).findByRole('button', { name: 'Ikon 2' }));
    expect(await within(avatar).findByText('Avatar diperbarui.')).toBeInTheDocument();
    expect(sent).toEqual([{ avatarType: 'STATIC', avatar: 'icon-2' }]);
    expect(within(avatar).getByRole('img', { name: 'Avatar saat ini' })).toHaveAttribute(
      'src',
      '/icons/2.png',
    );
    expect(within(avatar).getByRole('button', { name: 'Ikon 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('uploads a CUSTOM png as a data URL and refuses other files or ones over 1 MB', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const sent: { avatarType: string; avatar: string }[] = [];
    const api = memberCentreApi(mockApi(), memberInfo());
    api.on(memberCalls.setAvatar, (_, init) => {
      const body = jsonBody(init) as { avatarType: 'CUSTOM'; avatar: string };
      sent.push(body);
      return { avatar: '/avatars/m-1.png', avatarType: 'CUSTOM' as const };
    });
    await openSecurityCentre(api);
    const avatar = section('Avatar');
    const input = within(avatar).getByLabelText('Unggah gambar');

    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(within(avatar).getByRole('alert')).toHaveTextContent('Pilih gambar PNG atau JPG.');

    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(within(avatar).getByRole('alert')).toHaveTextContent(
      'Gambar lebih dari 1 MB. Pilih yang lebih kecil.',
    );
    expect(sent).toHaveLength(0);

    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', {
      type: 'image/png',
    });
    await user.upload(input, png);
    expect(await within(avatar).findByText('Avatar diperbarui.')).toBeInTheDocument();
    expect(sent).toEqual([{ avatarType: 'CUSTOM', avatar: 'data:image/png;base64,iVBORw0KGgo=' }]);
    expect(within(avatar).queryByRole('alert')).toBeNull();
  });

  it('shows why the avatar was refused', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberCentreApi(mockApi(), memberInfo());
    api.fail(memberCalls.setAvatar, 'request.invalid', 'bad icon', 400);
    await openSecurityCentre(api);
    const avatar = section('Avatar');
    await user.click(await within(avatar).findByRole('button', { name: 'Ikon 1' }));
    expect(await within(avatar).findByRole('alert')).toHaveTextContent(
      shownError('request.invalid', 'bad icon'),
    );
  });
});

describe('security centre: passwords', () => {
  beforeEach(resetAccountState);

  it('opens the change-password modal for the login password', async () => {
    const user = userEvent.setup({ delay: null });
    await openSecurityCentre(memberCentreApi(mockApi(), memberInfo()));
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi masuk' }));
    expect(useUiStore.getState().authModal).toBe('changePass');
  });

  it('sets the payment password the first time with the login password (encrypted)', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const api = memberCentreApi(mockApi(), memberInfo());
    encryption.serve(api);
    api.on(memberCalls.setPaymentPassword, async (_, init) => {
      expect(new Headers(init?.headers).get('Encryption')).toBe('RSA');
      sent.push(await encryption.read(init));
      return Response.json({ success: true, value: { changed: true } });
    });
    await openSecurityCentre(api);
    const form = section(/Kata sandi pembayaran/);
    expect(form).toHaveTextContent('Belum diatur');
    await user.type(within(form).getByLabelText('Kata sandi masuk'), 'secret12');
    await user.type(within(form).getByLabelText('Kata sandi pembayaran baru'), '246810');
    await user.type(within(form).getByLabelText('Ulangi kata sandi pembayaran'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Atur kata sandi pembayaran' }));
    expect(await within(form).findByText('Kata sandi pembayaran diatur.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        currentPassword: 'secret12',
        newPaymentPassword: '246810',
        confirmPaymentPassword: '246810',
      },
    ]);
    // Now it is set: a change asks for the current payment password.
    expect(form).toHaveTextContent('Sudah diatur');
    expect(within(form).getByLabelText('Kata sandi pembayaran saat ini')).toHaveValue('');
  });

  it('checks six digits and the repeat before sending', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberCentreApi(mockApi(), memberInfo({ hasPaymentPassword: true }));
    await openSecurityCentre(api);
    const form = section(/Kata sandi pembayaran/);
    const submit = within(form).getByRole('button', { name: 'Ubah kata sandi pembayaran' });
    await user.click(submit);
    expect(
      within(form).getByLabelText('Kata sandi pembayaran saat ini'),
    ).toHaveAccessibleDescription('Wajib diisi.');
    await user.type(within(form).getByLabelText('Kata sandi pembayaran saat ini'), '111111');
    await user.type(within(form).getByLabelText('Kata sandi pembayaran baru'), '12ab');
    await user.type(within(form).getByLabelText('Ulangi kata sandi pembayaran'), '12ab99');
    await user.click(submit);
    expect(within(form).getByLabelText('Kata sandi pembayaran baru')).toHaveAccessibleDescription(
      'Kata sandi pembayaran harus 6 angka.',
    );
    expect(within(form).getByLabelText('Ulangi kata sandi pembayaran')).toHaveAccessibleDescription(
      'Kedua kata sandi tidak sama.',
    );
    expect(api.fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows a refused change once, on its field, and keeps the typed values', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberCentreApi(mockApi(), memberInfo({ hasPaymentPassword: true }));
    encryption.serve(api);
    api.fail(memberCalls.setPaymentPassword, 'invalid.payment.pw', 'Payment password wrong', 400);
    await openSecurityCentre(api);
    const form = section(/Kata sandi pembayaran/);
    await user.type(within(form).getByLabelText('Kata sandi pembayaran saat ini'), '000000');
    await user.type(within(form).getByLabelText('Kata sandi pembayaran baru'), '135790');
    await user.type(within(form).getByLabelText('Ulangi kata sandi pembayaran'), '135790');
    await user.click(within(form).getByRole('button', { name: 'Ubah kata sandi pembayaran' }));
    await waitFor(() =>
      expect(
        within(form).getByLabelText('Kata sandi pembayaran saat ini'),
      ).toHaveAccessibleDescription(shownError('invalid.payment.pw', 'Payment password wrong')),
    );
    // The field says it: no second, form-level message.
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByLabelText('Kata sandi pembayaran baru')).toHaveValue('135790');
  });

  it('says a wrong login password once, on its field, when setting the payment password', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberCentreApi(mockApi(), memberInfo());
    encryption.serve(api);
    api.fail(
      memberCalls.setPaymentPassword,
      'member.password.old.wrong',
      'Old password wrong',
      400,
    );
    await openSecurityCentre(api);
    const form = section(/Kata sandi pembayaran/);
    const login = within(form).getByLabelText('Kata sandi masuk');
    await user.type(login, 'wrong-one');
    await user.type(within(form).getByLabelText('Kata sandi pembayaran baru'), '246810');
    await user.type(within(form).getByLabelText('Ulangi kata sandi pembayaran'), '246810');
    await user.click(within(form).getByRole('button', { name: 'Atur kata sandi pembayaran' }));
    await waitFor(() => expect(login).toHaveAccessibleDescription('Kata sandi masuk salah.'));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getAllByText('Kata sandi masuk salah.')).toHaveLength(1);
  });
});

describe('security centre: bound contacts', () => {
  beforeEach(resetAccountState);

  it('binds a mobile number with its SMS code and the login password, and shows the masked number', async () => {
    const user = userEvent.setup({ delay: null });
    const sms: unknown[] = [];
    const binds: unknown[] = [];
    const api = memberCentreApi(mockApi(), memberInfo({ mobileNum: null }));
    api
      .on(verificationCalls.smsBind, (_, init) => {
        sms.push(jsonBody(init));
        return { expiredMinutes: 5, sentTo: '+62 812****789' };
      })
      .on(memberCalls.bindMobile, (_, init) => {
        binds.push(jsonBody(init));
        return memberInfo({ mobileNum: '+62 812****789' });
      });
    await openSecurityCentre(api);
    const mobile = section('Nomor ponsel');
    expect(mobile).toHaveTextContent('Belum ada nomor ponsel yang terikat.');
    const send = within(mobile).getByRole('button', { name: 'Kirim kode' });
    await user.click(send);
    expect(within(mobile).getByLabelText('Nomor ponsel')).toHaveAccessibleDescription(
      'Wajib diisi.',
    );
    expect(sms).toHaveLength(0);

    await user.type(within(mobile).getByLabelText('Nomor ponsel'), '812345789');
    await waitFor(() => expect(within(mobile).getByRole('combobox')).toHaveTextContent('+62'));
    // The button throttles clicks to one a second (docs/product.md §9).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await user.click(send);
    expect(await within(mobile).findByRole('button', { name: /Kirim ulang/ })).toBeDisabled();
    expect(sms).toEqual([{ mobileNo: '812345789', countryDialingCode: '+62' }]);

    await user.type(within(mobile).getByLabelText('Kode SMS'), '123456');
    const password = within(mobile).getByLabelText('Kata sandi masuk');
    await user.click(within(mobile).getByRole('button', { name: 'Ikat nomor ponsel' }));
    // The login password is asked too: a session alone cannot take the account over.
    expect(password).toHaveAccessibleDescription(
      'Pastikan ini Anda: masukkan kata sandi masuk akun. Wajib diisi.',
    );
    expect(binds).toHaveLength(0);
    await user.type(password, 'secret12');
    await user.click(within(mobile).getByRole('button', { name: 'Ikat nomor ponsel' }));
    expect(await within(mobile).findByText('Nomor ponsel terikat.')).toBeInTheDocument();
    expect(binds).toEqual([
      {
        mobileNum: '812345789',
        countryDialingCode: '+62',
        verificationCode: '123456',
        password: 'secret12',
      },
    ]);
    expect(mobile).toHaveTextContent('Terikat: +62 812****789');
    // The form empties for a next binding: number, code, password, countdown, "code sent".
    expect(within(mobile).getByLabelText('Nomor ponsel')).toHaveValue('');
    expect(within(mobile).getByLabelText('Kode SMS')).toHaveValue('');
    expect(password).toHaveValue('');
    expect(within(mobile).getByRole('button', { name: 'Kirim kode' })).toBeEnabled();
    expect(within(mobile).queryByText(/Kode verifikasi terkirim/)).toBeNull();
  });

  it('explains a wrong number or code, puts a refused code on its field, in the current language', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberCentreApi(mockApi(), memberInfo());
    api.fail(memberCalls.bindMobile, 'verification.code.invalid', 'Code is wrong', 400);
    await openSecurityCentre(api);
    const mobile = section('Nomor ponsel');
    const number = within(mobile).getByLabelText('Nomor ponsel');
    const code = within(mobile).getByLabelText('Kode SMS');
    await user.type(number, '12ab');
    await user.type(code, '12');
    await user.type(within(mobile).getByLabelText('Kata sandi masuk'), 'secret12');
    await user.click(within(mobile).getByRole('button', { name: 'Ganti nomor ponsel' }));
    expect(number).toHaveAccessibleDescription('Masukkan nomor ponsel yang benar (6–15 angka).');
    expect(code).toHaveAccessibleDescription('Masukkan kode verifikasi (6–8 angka).');

    await user.clear(number);
    await user.type(number, '812345789');
    await user.clear(code);
    await user.type(code, '654321');
    await waitFor(() => expect(within(mobile).getByRole('combobox')).toHaveTextContent('+62'));
    await user.click(within(mobile).getByRole('button', { name: 'Ganti nomor ponsel' }));
    const inIndonesian = shownError('verification.code.invalid', 'Code is wrong');
    await waitFor(() => expect(code).toHaveAccessibleDescription(inIndonesian));
    expect(within(mobile).queryByRole('alert')).toBeNull();
    expect(code).toHaveValue('654321');

    // The refusal follows a language switch: it is kept as a code, put into words when shown.
    await act(() => applyLanguage('EN'));
    const inEnglish = shownError('verification.code.invalid', 'Code is wrong');
    expect(inEnglish).not.toBe(inIndonesian);
    const codeEn = await within(section('Mobile number')).findByLabelText('SMS code');
    expect(codeEn).toHaveAccessibleDescription(inEnglish);
  });

  it('says a wrong login password on the password field', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberCentreApi(mockApi(), memberInfo({ email: null }));
    api
      .on(verificationCalls.emailBind, () => ({ expiredMinutes: 10, sentTo: 'n***@mail.com' }))
      .fail(memberCalls.bindEmail, 'member.password.old.wrong', 'Old password wrong', 400);
    await openSecurityCentre(api);
    const email = section('E-mail');
    await user.type(within(email).getByLabelText('Alamat e-mail'), 'new@mail.com');
    await user.type(within(email).getByLabelText('Kode e-mail'), '778899');
    const password = within(email).getByLabelText('Kata sandi masuk');
    await user.type(password, 'wrong-one');
    await user.click(within(email).getByRole('button', { name: 'Ikat e-mail' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Pastikan ini Anda: masukkan kata sandi masuk akun. Kata sandi masuk salah.',
      ),
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('binds an e-mail address with the code sent to it and the login password', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const binds: unknown[] = [];
    const api = memberCentreApi(mockApi(), memberInfo({ email: 'b***@mail.com' }));
    api
      .on(verificationCalls.emailBind, (_, init) => {
        sent.push(jsonBody(init));
        return { expiredMinutes: 10, sentTo: 'n***@mail.com' };
      })
      .on(memberCalls.bindEmail, (_, init) => {
        binds.push(jsonBody(init));
        return memberInfo({ email: 'n***@mail.com' });
      });
    await openSecurityCentre(api);
    const email = section('E-mail');
    expect(email).toHaveTextContent('Terikat: b***@mail.com');
    const address = within(email).getByLabelText('Alamat e-mail');
    await user.type(address, 'not-an-email');
    await user.click(within(email).getByRole('button', { name: 'Kirim kode' }));
    expect(address).toHaveAccessibleDescription('Masukkan alamat e-mail yang benar.');
    expect(sent).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'new@mail.com');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await user.click(within(email).getByRole('button', { name: 'Kirim kode' }));
    expect(await within(email).findByText('Kode verifikasi terkirim ke n***@mail.com.'));
    expect(sent).toEqual([{ email: 'new@mail.com' }]);

    await user.type(within(email).getByLabelText('Kode e-mail'), '778899');
    await user.type(within(email).getByLabelText('Kata sandi masuk'), 'secret12');
    await user.click(within(email).getByRole('button', { name: 'Ganti e-mail' }));
    expect(await within(email).findByText('E-mail terikat.')).toBeInTheDocument();
    expect(binds).toEqual([
      { email: 'new@mail.com', verificationCode: '778899', password: 'secret12' },
    ]);
    expect(email).toHaveTextContent('Terikat: n***@mail.com');
    expect(address).toHaveValue('');
    expect(within(email).getByRole('button', { name: 'Kirim kode' })).toBeEnabled();
    expect(within(email).queryByText(/Kode verifikasi terkirim/)).toBeNull();
  });
});

describe('security centre: login history', () => {
  beforeEach(resetAccountState);

  it('lists recent logins with formatted dates, results, IP and device, and pages', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberCentreApi(mockApi(), memberInfo(), 23);
    await openSecurityCentre(api);
    const history = section('Riwayat masuk terbaru');
    const table = await within(history).findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toHaveTextContent(/30 Mar 2026/);
    expect(rows()[0]).toHaveTextContent('Berhasil');
    expect(rows()[0]).toHaveTextContent('10.0.0.1');
    expect(rows()[0]).toHaveTextContent('Firefox on Windows');
    expect(rows()[2]).toHaveTextContent('Gagal');
    // The record pages' table, whose rows read as cards on a phone (records.css): each cell
    // carries its column's name for the card's label.
    expect(table).toHaveClass('records-table');
    expect(within(rows()[0]!).getByRole('cell', { name: '10.0.0.1' })).toHaveAttribute(
      'data-label',
      'IP',
    );

    const pages = within(history).getByRole('navigation', { name: 'Halaman riwayat masuk' });
    await user.click(within(pages).getByRole('button', { name: 'Halaman 3' }));
    await within(table).findByText('10.0.0.21');
    expect(rows()).toHaveLength(3);
    expect(within(pages).getByRole('button', { name: 'Halaman 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when there are no logins yet', async () => {
    await openSecurityCentre(memberCentreApi(mockApi(), memberInfo(), 0));
    expect(
      await within(section('Riwayat masuk terbaru')).findByText('Belum ada riwayat masuk.'),
    ).toBeInTheDocument();
  });

  it('says when the history failed to load', async () => {
    const api = memberCentreApi(mockApi(), memberInfo());
    api.fail(memberCalls.loginHistory, 'system.error', 'boom', 500);
    await openSecurityCentre(api);
    expect(await within(section('Riwayat masuk terbaru')).findByRole('alert')).toHaveTextContent(
      'Gagal memuat data.',
    );
  });
});

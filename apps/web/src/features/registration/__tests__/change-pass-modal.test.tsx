import { shownMemberPage } from '../../../testing/render';
import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberCalls, sessionCalls, systemCalls, WEAK_DEFAULT_PASSWORD } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { useUiStore } from '../../../stores/ui';
import { memberQueries } from '../../../api/member';
import ChangePassModal from '../components/change-pass-modal';
import { memberInfo, registerSettings, testEncryption } from '../../../testing/account-data';
import { takeHandedPassword } from '../../../lib/password-handover';
import { renderModal } from './render-modal';

let crypto: Awaited<ReturnType<typeof testEncryption>>;
beforeAll(async () => {
  crypto = await testEncryption();
});

afterEach(() => {
  act(() => useUiStore.getState().closeAuthModal());
  act(() => useUiStore.getState().dismissNotice());
  vi.unstubAllGlobals();
});

/** Shows login info the way the header does, so a reload of it can be seen. */
function MemberName() {
  const info = useQuery(memberQueries.info());
  return <p>{info.data?.account}</p>;
}

async function setup(open: () => void, url = '/vip') {
  sessionStorage.setItem('token', 'T1');
  const api = mockApi();
  crypto.serve(api);
  // The merchant's password rule here is 8 digits: the modal must follow it, not a rule of its own.
  api.on(systemCalls.registerSettings, () =>
    registerSettings({
      password: { acceptedPattern: '^[0-9]+$', patternId: 'digits', minLength: 8, maxLength: 8 },
    }),
  );
  let infoCalls = 0;
  api.on(memberCalls.info, () => {
    infoCalls += 1;
    return memberInfo({ account: 'player01' });
  });
  let sent: Record<string, unknown> = {};
  api.on(memberCalls.changePassword, async (_url, init) => {
    sent = await crypto.read(init);
    return { changed: true };
  });
  act(open);
  const view = renderModal(
    <>
      <MemberName />
      <ChangePassModal />
    </>,
    url,
  );
  await screen.findByRole('dialog', { name: 'Ubah kata sandi' });
  // The merchant's rule has arrived (the input's bound follows it) before anything is typed.
  await waitFor(() =>
    expect(screen.getByLabelText('Kata sandi baru *')).toHaveAttribute('maxLength', '8'),
  );
  return {
    api,
    user: userEvent.setup({ delay: null }),
    sent: () => sent,
    infoCalls: () => infoCalls,
    ...view,
  };
}

describe('change password modal', () => {
  it('asks the old password, checks the new one with the merchant rule and twice, then reloads login info, closes the member centre and goes to /', async () => {
    const { user, sent, location, infoCalls } = await setup(() => {
      useUiStore.getState().openAuthModal('changePass');
    }, '/vip?member=securityCenter');
    await screen.findByText('player01');
    const before = infoCalls();
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'ab c');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'other1');
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    expect(screen.getByLabelText('Kata sandi lama *')).toHaveAccessibleDescription('Wajib diisi.');
    expect(screen.getByLabelText('Kata sandi baru *')).toHaveAccessibleDescription(
      'Hanya angka, 8 digit.',
    );
    expect(screen.getByLabelText('Konfirmasi kata sandi baru *')).toHaveAccessibleDescription(
      'Kata sandi yang dimasukkan dua kali tidak sama.',
    );
    await user.type(screen.getByLabelText('Kata sandi lama *'), 'oldpass1');
    await user.clear(screen.getByLabelText('Kata sandi baru *'));
    await user.type(screen.getByLabelText('Kata sandi baru *'), '24681357');
    await user.clear(screen.getByLabelText('Konfirmasi kata sandi baru *'));
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), '24681357');
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(sent()).toEqual({
      oldPassword: 'oldpass1',
      newPassword: '24681357',
      confirmNewPassword: '24681357',
    });
    expect(location().pathname).toBe('/');
    expect(useUiStore.getState().notice?.lines).toEqual(['Kata sandi diubah']);
    expect(infoCalls()).toBe(before + 1);
    // Opened from the member centre: home is what shows afterwards.
    expect(shownMemberPage()).toBeNull();
  });

  it('shows a wrong old password on its field and keeps the typed values', async () => {
    const { user, api } = await setup(() => useUiStore.getState().openAuthModal('changePass'));
    api.on(memberCalls.changePassword, () =>
      Response.json(
        {
          success: false,
          errorCode: 'member.password.old.wrong',
          message: 'Kata sandi lama salah',
          fields: { 'body.oldPassword': 'Kata sandi lama salah' },
        },
        { status: 400 },
      ),
    );
    await user.type(screen.getByLabelText('Kata sandi lama *'), 'oldpass1');
    await user.type(screen.getByLabelText('Kata sandi baru *'), '24681357');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), '24681357');
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    // The refusal comes back after an encrypted round trip: wait for it on the field.
    await waitFor(() =>
      expect(screen.getByLabelText('Kata sandi lama *')).toHaveAccessibleDescription(
        'Kata sandi lama salah',
      ),
    );
    expect(screen.getByLabelText('Kata sandi baru *')).toHaveValue('24681357');
    expect(useUiStore.getState().authModal).toBe('changePass');
  });

  it('forced with the weak default password: says why, no old password, cannot be dismissed', async () => {
    const { user, sent } = await setup(() =>
      useUiStore.getState().openForcedPasswordChange(WEAK_DEFAULT_PASSWORD),
    );
    const dialog = screen.getByRole('dialog', { name: 'Ubah kata sandi' });
    expect(screen.getByRole('alert')).toHaveTextContent('masih memakai kata sandi bawaan');
    expect(screen.queryByRole('button', { name: 'Tutup' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kata sandi lama *')).not.toBeInTheDocument();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    fireEvent.click(dialog);
    expect(useUiStore.getState().authModal).toBe('changePass');

    await user.type(screen.getByLabelText('Kata sandi baru *'), '24681357');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), '24681357');
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(sent()).toMatchObject({ oldPassword: WEAK_DEFAULT_PASSWORD });
  });

  it('forced for another reason (expired, or an operator-made account) says a change is due', async () => {
    await setup(() => useUiStore.getState().openForcedPasswordChange('oldpass1'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Anda harus mengganti kata sandi sebelum melanjutkan.',
    );
    expect(screen.queryByLabelText('Kata sandi lama *')).not.toBeInTheDocument();
  });

  it('forced: "Keluar" is the only way out, and logs out', async () => {
    const { user, api, location } = await setup(() =>
      useUiStore.getState().openForcedPasswordChange('oldpass1'),
    );
    let logouts = 0;
    api.on(sessionCalls.logout, () => {
      logouts += 1;
      return { loggedOut: true };
    });
    await user.click(screen.getByRole('button', { name: 'Keluar' }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(logouts).toBe(1);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(location().pathname).toBe('/index');
  });

  it('forced: the typed password lives only in the open form, and is gone once it closes', async () => {
    const { user } = await setup(() =>
      useUiStore.getState().openForcedPasswordChange('typed-at-login'),
    );
    // The form took it: neither the store nor the hand-over holds it while the form is open.
    expect(JSON.stringify(useUiStore.getState())).not.toContain('typed-at-login');
    expect(takeHandedPassword()).toBeNull();
    expect(screen.queryByLabelText('Kata sandi lama *')).not.toBeInTheDocument();

    act(() => useUiStore.getState().closeAuthModal());
    expect(screen.queryByRole('dialog', { name: 'Ubah kata sandi' })).not.toBeInTheDocument();
    act(() => useUiStore.getState().openAuthModal('changePass'));
    // A new form has nothing to reuse: the current password is asked again.
    const old = await screen.findByLabelText('Kata sandi lama *');
    await user.type(screen.getByLabelText('Kata sandi baru *'), '24681357');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), '24681357');
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    await waitFor(() => expect(old).toHaveAccessibleDescription('Wajib diisi.'));
    expect(JSON.stringify(useUiStore.getState())).not.toContain('typed-at-login');
  });

  it('a hand-over the change form never took is dropped when the account modals close', () => {
    act(() => useUiStore.getState().openForcedPasswordChange('typed-at-login'));
    act(() => useUiStore.getState().closeAuthModal());
    expect(takeHandedPassword()).toBeNull();
  });

  it('forced after a reload (the typed password is gone) says why the current one is asked', async () => {
    await setup(() => useUiStore.getState().openForcedPasswordChange(null));
    expect(screen.getByLabelText('Kata sandi lama *')).toHaveAccessibleDescription(
      'Masukkan kata sandi Anda saat ini',
    );
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeInTheDocument();
  });

  it('not forced: no log-out button and no hint on the old password', async () => {
    await setup(() => useUiStore.getState().openAuthModal('changePass'));
    expect(screen.queryByRole('button', { name: 'Keluar' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Kata sandi lama *')).not.toHaveAccessibleDescription();
  });
});

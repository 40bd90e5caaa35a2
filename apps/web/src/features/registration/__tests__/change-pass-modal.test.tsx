import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberCalls, WEAK_DEFAULT_PASSWORD } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { useUiStore } from '../../../stores/ui';
import { memberQueries } from '../../../api/member';
import ChangePassModal from '../components/change-pass-modal';
import { encryption, member } from './fixtures';
import { renderModal } from './render-modal';

afterEach(() => {
  act(() => useUiStore.getState().closeAuthModal());
  vi.unstubAllGlobals();
});

/** Shows login info the way the header does, so a reload of it can be seen. */
function MemberName() {
  const info = useQuery(memberQueries.info());
  return <p>{info.data?.account}</p>;
}

async function setup(open: () => void) {
  sessionStorage.setItem('token', 'T1');
  const api = mockApi();
  const crypto = await encryption();
  crypto.serve(api);
  let infoCalls = 0;
  api.on(memberCalls.info, () => {
    infoCalls += 1;
    return member('player01');
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
    '/vip',
  );
  await screen.findByRole('dialog', { name: 'Ubah kata sandi' });
  return { api, user: userEvent.setup(), sent: () => sent, infoCalls: () => infoCalls, ...view };
}

describe('change password modal', () => {
  it('asks the old password, checks the new one twice, then reloads login info and goes to /', async () => {
    const { user, sent, location, infoCalls } = await setup(() =>
      useUiStore.getState().openAuthModal('changePass'),
    );
    await screen.findByText('player01');
    const before = infoCalls();
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'ab c');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'other1');
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    expect(screen.getByLabelText('Kata sandi lama *')).toHaveAccessibleDescription('Wajib diisi.');
    expect(screen.getByLabelText('Kata sandi baru *')).toHaveAccessibleDescription(
      'Kata sandi 6 - 20 karakter huruf atau angka.',
    );
    expect(screen.getByLabelText('Konfirmasi kata sandi baru *')).toHaveAccessibleDescription(
      'Kata sandi yang dimasukkan dua kali tidak sama.',
    );
    await user.type(screen.getByLabelText('Kata sandi lama *'), 'oldpass1');
    await user.clear(screen.getByLabelText('Kata sandi baru *'));
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'newpass99');
    await user.clear(screen.getByLabelText('Konfirmasi kata sandi baru *'));
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(sent()).toEqual({
      oldPassword: 'oldpass1',
      newPassword: 'newpass99',
      confirmNewPassword: 'newpass99',
    });
    expect(location().pathname).toBe('/');
    expect(infoCalls()).toBe(before + 1);
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
    await user.type(screen.getByLabelText('Kata sandi baru *'), 'newpass99');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    expect(await screen.findByLabelText('Kata sandi lama *')).toHaveAccessibleDescription(
      'Kata sandi lama salah',
    );
    expect(screen.getByLabelText('Kata sandi baru *')).toHaveValue('newpass99');
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

    await user.type(screen.getByLabelText('Kata sandi baru *'), 'newpass99');
    await user.type(screen.getByLabelText('Konfirmasi kata sandi baru *'), 'newpass99');
    await user.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    await waitFor(() => expect(useUiStore.getState().authModal).toBeNull());
    expect(sent()).toMatchObject({ oldPassword: WEAK_DEFAULT_PASSWORD });
  });

  it('forced after an expired password says so', async () => {
    await setup(() => useUiStore.getState().openForcedPasswordChange('oldpass1'));
    expect(screen.getByRole('alert')).toHaveTextContent('sudah kedaluwarsa');
  });
});

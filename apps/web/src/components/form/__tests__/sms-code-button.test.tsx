import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CodeSent } from '@site/contract';
import { ApiError } from '../../../lib/api-client';
import { SmsCodeButton } from '../sms-code-button';

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the send promise settle under fake timers. */
const settle = () => act(async () => {});

describe('SmsCodeButton', () => {
  it('counts down expiredMinutes x 60 s after a code is sent, then is enabled again', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async (): Promise<CodeSent> => ({
      expiredMinutes: 2,
      sentTo: '+62 812****789',
    }));
    render(<SmsCodeButton send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    const button = screen.getByRole('button', { name: 'Kirim ulang (120 dtk)' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kode verifikasi terkirim ke +62 812****789.',
    );

    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Kirim ulang (119 dtk)');
    // The live region says it once, not every second.
    expect(screen.getByRole('status')).toHaveTextContent('terkirim');

    act(() => vi.advanceTimersByTime(119_000));
    expect(screen.getByRole('button', { name: 'Kirim kode' })).toBeEnabled();
  });

  it('counts down 60 s when the platform gives no lifetime', async () => {
    vi.useFakeTimers();
    render(<SmsCodeButton send={async () => ({ expiredMinutes: 0, sentTo: 'x' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Kirim ulang (60 dtk)' })).toBeDisabled();
  });

  it('ignores a second click within a second of the first', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn<() => Promise<CodeSent>>()
      .mockRejectedValueOnce(new ApiError('request.throttled', 'slow down', 429));
    render(<SmsCodeButton send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not send when beforeSend says no', async () => {
    const send = vi.fn(async () => ({ expiredMinutes: 1, sentTo: 'x' }));
    render(<SmsCodeButton send={send} beforeSend={() => false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await settle();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Kirim kode' })).toBeEnabled();
  });

  it('shows a failure in a warning popup with the translated message and a confirm button', async () => {
    const send = vi.fn(async (): Promise<CodeSent> => {
      throw new ApiError('request.throttled', 'Too many', 429);
    });
    render(<SmsCodeButton send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Peringatan' });
    expect(alert).toHaveTextContent('Terlalu banyak permintaan. Coba lagi nanti.');
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim kode' })).toBeEnabled();
  });

  it('shows the server message for a code it has no translation for', async () => {
    render(
      <SmsCodeButton
        send={async () => {
          throw new ApiError('sms.quota', 'Kuota SMS habis', 429);
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Kuota SMS habis');
  });

  it('a 429 with retryAt counts down to it and says when to try again', async () => {
    vi.useFakeTimers();
    const retryAt = new Date(Date.now() + 42_000).toISOString();
    render(
      <SmsCodeButton
        send={async () => {
          throw new ApiError('request.throttled', 'slow down', 429, undefined, retryAt);
        }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await settle();
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Terlalu banyak permintaan. Coba lagi dalam 42 dtk.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Konfirmasi' }));
    const button = screen.getByRole('button', { name: 'Kirim ulang (42 dtk)' });
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(42_000));
    expect(screen.getByRole('button', { name: 'Kirim kode' })).toBeEnabled();
  });

  it('a new resetKey clears the countdown and the "code sent" line', async () => {
    vi.useFakeTimers();
    const send = async (): Promise<CodeSent> => ({ expiredMinutes: 1, sentTo: '+62 812****789' });
    const { rerender } = render(<SmsCodeButton send={send} resetKey={0} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await settle();
    expect(screen.getByRole('button', { name: 'Kirim ulang (60 dtk)' })).toBeDisabled();
    rerender(<SmsCodeButton send={send} resetKey={1} />);
    expect(screen.getByRole('button', { name: 'Kirim kode' })).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

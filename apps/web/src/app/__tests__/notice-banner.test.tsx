import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../stores/ui';
import { resetAccountState } from '../../testing/account-data';
import { NOTICE_MS, NoticeBanner } from '../notice-banner';

afterEach(() => {
  vi.useRealTimers();
  resetAccountState();
});

describe('notice banner', () => {
  it('says a notice politely, every line, and hides it by itself', () => {
    vi.useFakeTimers();
    render(<NoticeBanner />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    act(() =>
      useUiStore.getState().showNotice('Selamat datang, budi!', 'Nama pengguna Anda: budi'),
    );
    expect(region).toHaveTextContent('Selamat datang, budi!');
    expect(region).toHaveTextContent('Nama pengguna Anda: budi');

    act(() => vi.advanceTimersByTime(NOTICE_MS - 1));
    expect(region).toHaveTextContent('Selamat datang');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
    expect(useUiStore.getState().notice).toBeNull();
  });

  it('closes with its button, and a new notice starts its own time', () => {
    vi.useFakeTimers();
    render(<NoticeBanner />);
    act(() => useUiStore.getState().showNotice('Kata sandi diubah'));
    act(() => vi.advanceTimersByTime(NOTICE_MS - 1000));
    act(() => useUiStore.getState().showNotice('Kata sandi diubah'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveTextContent('Kata sandi diubah');

    fireEvent.click(screen.getByRole('button', { name: 'Tutup pemberitahuan' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

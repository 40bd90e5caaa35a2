import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionCalls } from '@site/contract';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { SliderCaptcha } from '../slider-captcha';

afterEach(() => vi.unstubAllGlobals());

const challenge = (n: number) => ({
  sliderId: `s${n}`,
  background: 'data:image/svg+xml,<svg/>',
  piece: 'data:image/svg+xml,<svg/>',
  width: 300,
  height: 150,
  pieceSize: 40,
  pieceTop: 50,
});

function setup(answer: (x: number) => Response | { sliderToken: string }) {
  let served = 0;
  const drops: { sliderId: string; x: number }[] = [];
  const api = mockApi()
    .on(sessionCalls.slider, () => challenge(++served))
    .on(sessionCalls.sliderVerify, (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { sliderId: string; x: number };
      drops.push(body);
      return answer(body.x);
    });
  const onChange = vi.fn();
  const view = renderWithProviders(
    <Suspense fallback={null}>
      <SliderCaptcha onChange={onChange} />
    </Suspense>,
  );
  return { api, drops, onChange, served: () => served, view };
}

describe('slider captcha', () => {
  it('moves with the arrow keys, drops on Enter and passes the token on', async () => {
    const user = userEvent.setup({ delay: null });
    const { drops, onChange } = setup(() => ({ sliderToken: 'tok-1' }));
    const handle = await screen.findByRole('slider', { name: 'Geser untuk melengkapi gambar' });
    expect(handle).toHaveAttribute('aria-valuemax', '260');
    act(() => handle.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{PageUp}{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '12');
    expect(handle).toHaveAttribute('aria-valuetext', '12 dari 260 piksel');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Verifikasi berhasil')).toBeInTheDocument();
    expect(drops).toEqual([expect.objectContaining({ sliderId: 's1', x: 12 })]);
    expect(onChange).toHaveBeenLastCalledWith('tok-1');
    expect(handle).toHaveAttribute('aria-disabled', 'true');
  });

  it('a failed drop says so and starts again from the left with a new picture', async () => {
    const user = userEvent.setup({ delay: null });
    const { onChange, served } = setup(() =>
      Response.json(
        { success: false, errorCode: 'slider.invalid', message: 'no' },
        { status: 400 },
      ),
    );
    const handle = await screen.findByRole('slider');
    act(() => handle.focus());
    await user.keyboard('{End}{Enter}');
    expect(await screen.findByText('Verifikasi gagal, coba lagi.')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(served()).toBe(2));
    expect(await screen.findByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  });

  it('drags with the pointer', async () => {
    const { drops } = setup(() => ({ sliderToken: 'tok-2' }));
    const handle = await screen.findByRole('slider');
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 60, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 60, pointerId: 1 });
    await screen.findByText('Verifikasi berhasil');
    expect(drops[0]?.x).toBe(50);
  });
});

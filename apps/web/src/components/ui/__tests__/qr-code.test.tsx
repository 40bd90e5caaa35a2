import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from '../qr-code';

describe('QrCode', () => {
  it('reserves a labelled square, then draws an 800 px code with a 20 px quiet zone', async () => {
    const { container } = render(<QrCode value="https://example.org/app.apk" label="Android" />);
    const pending = screen.getByRole('img', { name: 'Android' });
    expect(pending).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    const code = screen.getByRole('img', { name: 'Android' });
    expect(code).toHaveAttribute('viewBox', '0 0 800 800');
    const modules = code.querySelector('svg')!;
    expect(modules).toHaveAttribute('x', '20');
    expect(modules).toHaveAttribute('width', '760');
    expect(modules.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});

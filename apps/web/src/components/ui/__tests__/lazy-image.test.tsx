import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { LazyImage } from '../lazy-image';

describe('LazyImage', () => {
  it('loads lazily with its size reserved', () => {
    render(<LazyImage src="/media/a.png" alt="Mahjong Ways" width={200} height={200} />);
    const img = screen.getByRole('img', { name: 'Mahjong Ways' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '200');
  });

  it('loads the page’s largest image at once with high priority', () => {
    render(<LazyImage src="/media/b.png" alt="Banner" width={1200} height={400} priority />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('tries 3 times in all, then shows a labelled placeholder', () => {
    vi.useFakeTimers();
    try {
      render(<LazyImage src="/media/c.png" alt="Koi Gate" width={100} height={100} />);
      for (let attempt = 1; attempt <= 3; attempt++) {
        const img = screen.getByRole('img', { name: 'Koi Gate' });
        expect(img.tagName).toBe('IMG');
        fireEvent.error(img);
        act(() => vi.advanceTimersByTime(1000));
      }
      const placeholder = screen.getByRole('img', { name: 'Koi Gate' });
      expect(placeholder.tagName).toBe('SPAN');
    } finally {
      vi.useRealTimers();
    }
  });
});

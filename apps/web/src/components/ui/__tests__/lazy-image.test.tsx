import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { LazyImage, PRELOAD_MARGIN } from '../lazy-image';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void;

/** A stand-in IntersectionObserver that records its options and what it watches. */
function stubObserver() {
  const seen = {
    options: [] as (IntersectionObserverInit | undefined)[],
    targets: [] as Element[],
  };
  let notify: Callback = () => {};
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        notify = callback;
        seen.options.push(options);
      }
      observe(element: Element) {
        seen.targets.push(element);
      }
      disconnect() {}
    },
  );
  return { seen, notify: (entries: Parameters<Callback>[0]) => notify(entries) };
}

afterEach(() => vi.unstubAllGlobals());

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

  it('starts loading within 1.3 viewports (the preload factor), not before', () => {
    const observer = stubObserver();
    const { container } = render(
      <LazyImage src="/media/d.png" alt="Lucky Neko" width={100} height={100} />,
    );
    // 30% of the viewport above and below: an image 1.3 viewports away is "near".
    expect(observer.seen.options).toEqual([{ rootMargin: PRELOAD_MARGIN }]);
    expect(PRELOAD_MARGIN).toBe('30% 0px');
    expect(container.querySelector('img')).toBeNull();
    // Still named while it waits.
    expect(screen.getByRole('img', { name: 'Lucky Neko' }).tagName).toBe('SPAN');

    const box = observer.seen.targets[0]!;
    act(() => observer.notify([{ isIntersecting: false, target: box }]));
    expect(container.querySelector('img')).toBeNull();
    act(() => observer.notify([{ isIntersecting: true, target: box }]));
    const img = screen.getByRole('img', { name: 'Lucky Neko' });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('src', '/media/d.png');
    expect(img).toHaveAttribute('loading', 'eager');
  });
});

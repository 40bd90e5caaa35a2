import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '../when-visible';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

const observed: Element[] = [];

function stubObserver() {
  observed.length = 0;
  const observers: Callback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenVisible', () => {
  it('holds the space, then renders its content when it nears the viewport', async () => {
    const observers = stubObserver();
    const { container } = render(
      <WhenVisible minHeight={300}>
        <p>footer</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '300px' });
    await waitFor(() => expect(observed).toHaveLength(1));
    act(() => observers[0]!([{ isIntersecting: false }]));
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
    act(() => observers[0]!([{ isIntersecting: true }]));
    expect(screen.getByText('footer')).toBeInTheDocument();
  });

  it('renders at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible minHeight={300}>
        <p>footer</p>
      </WhenVisible>,
    );
    expect(screen.getByText('footer')).toBeInTheDocument();
  });
});

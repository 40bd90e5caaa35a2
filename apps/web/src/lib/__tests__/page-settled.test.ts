import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSettled } from '../page-settled';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pageSettled', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits for the load, then for an idle moment', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: Array<() => void> = [];
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle.push(callback);
      return idle.length;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    let settled = false;
    void pageSettled().then(() => (settled = true));

    await flush();
    expect(requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await flush();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    expect(settled).toBe(false);
    idle[0]!();
    await flush();
    expect(settled).toBe(true);
  });

  it('needs no idle callback where the browser has none', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(pageSettled()).resolves.toBeUndefined();
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { issueDeadlines } from '../components/issue-header';
import { near } from './lottery-data';

afterEach(() => vi.useRealTimers());

describe('the countdown', () => {
  it('counts whole seconds on the local clock and fires once when it reaches the close', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(1_000_000 + 3_500, onZero));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(2_600));
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('is null without a deadline, shown as --:--:--', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBeNull();
    expect(formatCountdown(null)).toBe('--:--:--');
    expect(formatCountdown(3_725)).toBe('01:02:05');
  });

  it('takes the close from the server’s remaining time less half the round trip', () => {
    const answer = {
      ...near('SSC1', { now: 50_000, remainMs: 45_000 }),
      receivedAt: 10_000,
      roundTrip: 400,
    };
    // Made 200 ms before it arrived: closes at 10,000 − 200 + 45,000 locally; draws 10 s later.
    expect(issueDeadlines(answer)).toEqual({ close: 54_800, draw: 64_800 });
    const closed = {
      ...near('SSC1', { now: 50_000, remainMs: 0, isSale: false }),
      receivedAt: 10_000,
      roundTrip: 400,
    };
    expect(issueDeadlines(closed)).toEqual({ close: null, draw: 19_800 });
  });
});

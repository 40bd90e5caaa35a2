/**
 * Motion for the games' reveals. The platform has decided the round before any of this runs:
 * an animation only shows that result, and with prefers-reduced-motion (or no matchMedia, as in
 * a test DOM) the result appears at once.
 */

export const reducedMotion = () =>
  typeof window.matchMedia !== 'function' ||
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Ease out, cubic: fast start, slow landing. */
export const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;

/**
 * Calls `frame(progress)` on each animation frame for `ms`, progress 0 → 1 (eased by the
 * caller), and resolves once it has drawn 1.
 */
export function tween(ms: number, frame: (progress: number) => void): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, Math.max(0, (now - start) / ms));
      frame(progress);
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

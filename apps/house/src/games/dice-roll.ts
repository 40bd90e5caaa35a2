import { DICE_OUTCOMES } from '@site/games/engines/dice.js';
import { easeOutCubic, reducedMotion, tween } from '../fx/motion.js';

/**
 * The dice's roll: a die tumbles while the number runs to the platform's roll, the marker
 * sliding with it along the bar; it always ends on the roll exactly, the die on the roll's face.
 */

/** The number shown at progress 0 → 1 of a roll from `from` to `to`; exactly `to` at 1. */
export function rollingValue(from: number, to: number, progress: number, jitter: number): number {
  if (progress >= 1) return to;
  const eased = easeOutCubic(progress);
  const wobble = (1 - progress) * jitter * 30;
  const value = from + (to - from) * eased + wobble;
  return Math.min(99.99, Math.max(0, Math.round(value * 100) / 100));
}

/**
 * The die's face for a roll. The roll is 0.00-99.99, not a die's 1-6, so the die shows the
 * sixth of that range the roll fell in: one pip for the lowest rolls, six for the highest. The
 * same roll always shows the same face, and a higher roll never shows fewer pips, so the die
 * reads the way the number does.
 */
export function faceOfRoll(roll: number): number {
  const hundredths = Math.min(DICE_OUTCOMES - 1, Math.max(0, Math.round(roll * 100)));
  return 1 + Math.floor((hundredths * 6) / DICE_OUTCOMES);
}

const SVG = 'http://www.w3.org/2000/svg';
/** Pip positions of each face (1-6) in a 100 × 100 die. */
const PIPS: readonly (readonly [number, number][])[] = [
  [[50, 50]],
  [
    [28, 28],
    [72, 72],
  ],
  [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
];

export function die() {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'die');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('aria-hidden', 'true');
  const face = (n: number) => {
    svg.innerHTML =
      `<rect x="4" y="4" width="92" height="92" rx="20" fill="#fff7ef" stroke="#c0392b" stroke-width="4"/>` +
      PIPS[n - 1]!.map(
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${n === 1 ? '#c0392b' : '#1b1d22'}"/>`,
      ).join('');
  };
  face(5);
  return { element: svg, face };
}

export async function rollTo(
  to: number,
  from: number,
  view: { die: ReturnType<typeof die>; number: HTMLElement; bar: HTMLElement },
): Promise<void> {
  if (reducedMotion()) {
    view.die.face(faceOfRoll(to));
    return;
  }
  view.die.element.classList.add('tumbling');
  let lastFace = 0;
  await tween(1300, (p) => {
    const value = rollingValue(from, to, p, Math.random() - 0.5);
    view.number.textContent = value.toFixed(2);
    view.bar.style.setProperty('--roll', `${value}%`);
    if (p - lastFace > 0.08 && p < 1) {
      lastFace = p;
      view.die.face(1 + Math.floor(Math.random() * 6));
    }
  });
  view.die.element.classList.remove('tumbling');
  view.die.face(faceOfRoll(to));
}

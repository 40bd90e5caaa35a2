import { colorOf, POCKETS } from '@site/games/engines/roulette.js';
import { easeOutCubic, reducedMotion, tween } from '../fx/motion.js';
import type { Sounds } from '../fx/sound.js';

/**
 * The European wheel drawn in SVG, and its spin: the wheel turns clockwise, the ball runs the
 * other way, drops and comes to rest in the pocket of the number the platform drew.
 */

/** The pockets clockwise from the zero, as on a European wheel. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

const STEP = 360 / POCKETS;

/** Where a number's pocket is on the wheel: degrees clockwise from the zero's, at the top. */
export const pocketAngle = (n: number) => WHEEL_ORDER.indexOf(n as never) * STEP;

const mod360 = (angle: number) => ((angle % 360) + 360) % 360;

/**
 * The ball's angle relative to the wheel that brings it to rest on `n`: from `relative` now,
 * at least `laps` laps the other way round (anticlockwise).
 */
export function ballTravel(n: number, relative: number, laps = 4): number {
  const target = pocketAngle(n);
  const back = mod360(relative - target);
  return relative - back - laps * 360;
}

/** The number under the ball when it sits `relative` degrees round the wheel from the zero. */
export const numberAt = (relative: number) =>
  WHEEL_ORDER[Math.round(mod360(relative) / STEP) % POCKETS]!;

const SVG = 'http://www.w3.org/2000/svg';
const R = { rim: 98, track: 90, numbersOut: 86, numbersIn: 72, pocketsIn: 58, cone: 56, rest: 65 };

const polar = (r: number, degrees: number) => {
  const rad = (degrees * Math.PI) / 180;
  return `${(r * Math.sin(rad)).toFixed(2)} ${(-r * Math.cos(rad)).toFixed(2)}`;
};
const sector = (r1: number, r2: number, from: number, to: number) =>
  `M${polar(r2, from)} A${r2} ${r2} 0 0 1 ${polar(r2, to)} L${polar(r1, to)} A${r1} ${r1} 0 0 0 ${polar(r1, from)} Z`;

export interface Wheel {
  element: SVGSVGElement;
  /** Spins to `n` (at once with reduced motion). */
  spinTo(n: number, sounds: Sounds): Promise<void>;
  /** Puts the ball on `n` at once. */
  show(n: number): void;
}

export function rouletteWheel(label: string): Wheel {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'wheel');
  svg.setAttribute('viewBox', '-100 -100 200 200');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  const pockets = WHEEL_ORDER.map((n, i) => {
    const mid = i * STEP;
    const color = colorOf(n).toLowerCase();
    return `<g class="pocket" data-number="${n}">
      <path class="band ${color}" d="${sector(R.numbersIn, R.numbersOut, mid - STEP / 2, mid + STEP / 2)}"/>
      <path class="cup" d="${sector(R.pocketsIn, R.numbersIn, mid - STEP / 2, mid + STEP / 2)}"/>
      <text transform="rotate(${mid.toFixed(2)}) translate(0 ${-(R.numbersIn + R.numbersOut) / 2})"
        text-anchor="middle" dominant-baseline="central">${n}</text>
    </g>`;
  }).join('');
  // The turret: a cross with a knob at each arm's end.
  const spokes = [0, 90]
    .map((a) => `<rect x="-2.5" y="-34" width="5" height="68" rx="2.5" transform="rotate(${a})"/>`)
    .join('');
  const knobs = [0, 90, 180, 270]
    .map((a) => `<circle r="5" transform="rotate(${a}) translate(0 -34)"/>`)
    .join('');
  svg.innerHTML = `
    <defs>
      <radialGradient id="wheel-wood" r=".5"><stop offset=".8" stop-color="#6b3410"/><stop offset="1" stop-color="#2b1205"/></radialGradient>
      <radialGradient id="wheel-cone" r=".5"><stop offset="0" stop-color="#3a2a18"/><stop offset="1" stop-color="#7a5a2a"/></radialGradient>
      <linearGradient id="wheel-gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff1a8"/><stop offset=".5" stop-color="#d9a21b"/><stop offset="1" stop-color="#7a5200"/></linearGradient>
      <radialGradient id="wheel-ball" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#9aa3ad"/></radialGradient>
    </defs>
    <circle r="${R.rim}" fill="url(#wheel-wood)"/>
    <circle r="${R.track}" fill="#1b1d22" stroke="#d9a21b" stroke-width="1.2"/>
    <g class="rotor">${pockets}
      <circle r="${R.cone}" fill="url(#wheel-cone)" stroke="#d9a21b" stroke-width="1.5"/>
      <g class="turret" fill="url(#wheel-gold)">${spokes}${knobs}<circle r="11"/></g>
    </g>
    <g class="ball-arm"><circle class="ball" cx="0" cy="${-R.rest}" r="5" fill="url(#wheel-ball)" stroke="#555" stroke-width="0.5"/></g>`;
  const rotor = svg.querySelector<SVGGElement>('.rotor')!;
  const arm = svg.querySelector<SVGGElement>('.ball-arm')!;
  const ball = svg.querySelector<SVGCircleElement>('.ball')!;

  let wheel = 0;
  let relative = 0;
  let ballRadius = R.rest;
  const draw = () => {
    rotor.setAttribute('transform', `rotate(${mod360(wheel).toFixed(2)})`);
    arm.setAttribute('transform', `rotate(${mod360(wheel + relative).toFixed(2)})`);
    ball.setAttribute('cy', String(-ballRadius));
  };
  const mark = (n: number | undefined) =>
    svg.querySelectorAll('.pocket').forEach((pocket) => {
      pocket.classList.toggle('landed', Number(pocket.getAttribute('data-number')) === n);
    });
  draw();
  const show = (n: number) => {
    relative = pocketAngle(n);
    ballRadius = R.rest;
    draw();
    mark(n);
  };

  return {
    element: svg,
    show,
    async spinTo(n, sounds) {
      mark(undefined);
      if (reducedMotion()) {
        show(n);
        return;
      }
      const ms = 4200;
      const wheelFrom = wheel;
      const wheelTurn = 360 * 1.5 + Math.random() * 90;
      const relFrom = relative;
      const relTo = ballTravel(n, relative, 4);
      sounds.ball(ms * 0.8);
      await tween(ms, (p) => {
        wheel = wheelFrom + wheelTurn * easeOutCubic(p);
        // The ball runs its laps in the first 80 %, dropping from the track into the pockets.
        const q = Math.min(1, p / 0.8);
        relative = relFrom + (relTo - relFrom) * easeOutCubic(q);
        const drop = Math.min(1, Math.max(0, (q - 0.55) / 0.45));
        const bounce = drop > 0.7 ? Math.sin(((drop - 0.7) / 0.3) * Math.PI) * 4 : 0;
        ballRadius = R.track - 5 - (R.track - 5 - R.rest) * drop + bounce;
        draw();
      });
      relative = relTo;
      ballRadius = R.rest;
      draw();
      mark(n);
    },
  };
}

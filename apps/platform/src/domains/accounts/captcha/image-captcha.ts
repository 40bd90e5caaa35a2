import { GLYPH_HEIGHT, GLYPH_WIDTH, inked } from './digit-font.js';
import { encodeGreyPng } from './png.js';
import { randomBetween, randomIntBetween } from './random.js';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

function drawLine(pixels: Uint8Array, from: [number, number], to: [number, number], ink: number) {
  const steps = Math.ceil(Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1])));
  for (let i = 0; i <= steps; i++) {
    const x = Math.round(from[0] + ((to[0] - from[0]) * i) / steps);
    const y = Math.round(from[1] + ((to[1] - from[1]) * i) / steps);
    if (x >= 0 && x < CAPTCHA_WIDTH && y >= 0 && y < CAPTCHA_HEIGHT) {
      pixels[y * CAPTCHA_WIDTH + x] = ink;
    }
  }
}

/**
 * Draws `text` (digits) as a PNG: each digit scaled, turned and shifted at random over a
 * speckled background, crossed by a few lines, so reading it takes more than matching a font.
 */
export function renderCaptcha(text: string): Buffer {
  const pixels = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
  for (let i = 0; i < pixels.length; i++) pixels[i] = randomIntBetween(190, 255);

  const cell = CAPTCHA_WIDTH / text.length;
  [...text].forEach((digit, index) => {
    const scale = randomBetween(3, 3.8);
    const angle = randomBetween(-0.35, 0.35);
    const cx = cell * (index + 0.5) + randomBetween(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + randomBetween(-3, 3);
    const ink = randomIntBetween(20, 90);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const reach = Math.ceil(scale * GLYPH_HEIGHT * 0.75);
    // Inverse mapping: for each pixel near the centre, which glyph cell lands on it.
    for (let py = Math.floor(cy - reach); py <= cy + reach; py++) {
      for (let px = Math.floor(cx - reach); px <= cx + reach; px++) {
        if (px < 0 || py < 0 || px >= CAPTCHA_WIDTH || py >= CAPTCHA_HEIGHT) continue;
        const u = cos * (px - cx) + sin * (py - cy);
        const v = -sin * (px - cx) + cos * (py - cy);
        const gx = Math.floor(u / scale + GLYPH_WIDTH / 2);
        const gy = Math.floor(v / scale + GLYPH_HEIGHT / 2);
        if (inked(digit, gx, gy)) pixels[py * CAPTCHA_WIDTH + px] = ink;
      }
    }
  });

  for (let line = 0; line < 4; line++) {
    drawLine(
      pixels,
      [randomBetween(0, CAPTCHA_WIDTH / 3), randomBetween(0, CAPTCHA_HEIGHT)],
      [randomBetween((2 * CAPTCHA_WIDTH) / 3, CAPTCHA_WIDTH), randomBetween(0, CAPTCHA_HEIGHT)],
      randomIntBetween(60, 150),
    );
  }
  for (let dot = 0; dot < 120; dot++) {
    pixels[randomIntBetween(0, pixels.length - 1)] = randomIntBetween(40, 160);
  }
  return encodeGreyPng(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, pixels);
}

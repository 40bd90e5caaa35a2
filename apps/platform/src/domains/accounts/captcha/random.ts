import { randomInt } from 'node:crypto';

/** A uniform number in [min, max) from the CSPRNG: captcha layouts must not be predictable. */
export const randomBetween = (min: number, max: number) =>
  min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

/** An integer in [min, max]. */
export const randomIntBetween = (min: number, max: number) => randomInt(min, max + 1);

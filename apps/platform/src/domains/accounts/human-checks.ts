import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Captcha, SliderChallenge } from '@site/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { humanChecks, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { renderCaptcha } from './captcha/image-captcha.js';
import { drawSlider, PIECE_SIZE, SLIDER_HEIGHT, SLIDER_WIDTH } from './captcha/slider-picture.js';
import { isOn } from '../system/feature-switch.js';
import { writeOutbox } from '../system/messaging.js';

/** How long an image, a slider and a slider's pass token live. */
export const HUMAN_CHECK_SECONDS = 120;
/** New images or sliders one client may ask for in a minute. */
export const CHALLENGES_PER_MINUTE = 30;
const CAPTCHA_DIGITS = 4;
/** How far from the gap a dropped piece may land, in pixels. */
export const SLIDER_TOLERANCE = 6;
/** A drag quicker than this is a script, not a hand. */
export const SLIDER_MIN_DURATION_MS = 200;

const newId = () => randomBytes(18).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
// Salted with the id, so one stored hash says nothing about another image's answer.
const answerHash = (captchaId: string, answer: string) => sha256(`${captchaId}:${answer}`);

/**
 * Image captchas and slider captchas, kept in the database so any platform process can
 * check what another one issued. Every challenge and pass token is single use.
 */
export function createHumanChecks(app: FastifyInstance, recordAnswers: boolean) {
  const { db, throttle } = app;
  const expiresAt = sql`now() + make_interval(secs => ${HUMAN_CHECK_SECONDS})`;

  async function limit(ip: string) {
    const result = await throttle.hit(`human-check:${ip}`, CHALLENGES_PER_MINUTE, 60);
    if (!result.allowed) throw new AppError('request.throttled', { retryAt: result.retryAt });
  }

  /** Marks a live challenge of `kind` used and answers its stored answer, if it was live. */
  async function take(id: string, kind: 'image' | 'slider' | 'pass') {
    const [row] = await db
      .update(humanChecks)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(humanChecks.id, id),
          eq(humanChecks.kind, kind),
          isNull(humanChecks.usedAt),
          sql`${humanChecks.expiresAt} > now()`,
        ),
      )
      .returning({ answer: humanChecks.answer });
    return row;
  }

  return {
    async image(ip: string): Promise<Captcha> {
      await limit(ip);
      const captchaId = newId();
      const answer = String(randomInt(0, 10 ** CAPTCHA_DIGITS)).padStart(CAPTCHA_DIGITS, '0');
      await db.insert(humanChecks).values({
        id: captchaId,
        kind: 'image',
        answer: answerHash(captchaId, answer),
        ip,
        expiresAt,
      });
      // Lets e2e journeys solve it; only DEV_OUTBOX=1 keeps answers anywhere readable.
      if (recordAnswers) await writeOutbox(db, 'captcha', captchaId, answer);
      return { captchaId, value: renderCaptcha(answer).toString('base64') };
    },

    /** Single use: a wrong answer burns the image too, so each guess costs a new image. */
    async checkImage(captchaId: string | undefined, answer: string | undefined): Promise<void> {
      if (!captchaId || !answer) throw new AppError('captcha.invalid');
      const row = await take(captchaId, 'image');
      if (!row || row.answer !== answerHash(captchaId, answer.trim())) {
        throw new AppError('captcha.invalid');
      }
    },

    async slider(ip: string): Promise<SliderChallenge> {
      await limit(ip);
      const picture = drawSlider();
      const sliderId = newId();
      await db
        .insert(humanChecks)
        .values({ id: sliderId, kind: 'slider', answer: String(picture.gapX), ip, expiresAt });
      return {
        sliderId,
        background: picture.background,
        piece: picture.piece,
        width: SLIDER_WIDTH,
        height: SLIDER_HEIGHT,
        pieceSize: PIECE_SIZE,
        pieceTop: picture.pieceTop,
      };
    },

    /** One drop per slider; a pass earns a token that login or registration spends. */
    async verifySlider(
      sliderId: string,
      x: number,
      durationMs: number,
      ip: string,
    ): Promise<{ sliderToken: string }> {
      const row = await take(sliderId, 'slider');
      const passed =
        row !== undefined &&
        Math.abs(x - Number(row.answer)) <= SLIDER_TOLERANCE &&
        durationMs >= SLIDER_MIN_DURATION_MS;
      if (!passed) throw new AppError('slider.invalid');
      const sliderToken = newId();
      // Stored by hash: the table alone cannot be used to pass.
      await db
        .insert(humanChecks)
        .values({ id: sha256(sliderToken), kind: 'pass', answer: sliderId, ip, expiresAt });
      return { sliderToken };
    },

    /** Resolves when the merchant has no slider (SLIDERCAPTCHA3 off) or spends a valid token. */
    async requireSlider(merchant: Merchant, sliderToken: string | undefined): Promise<void> {
      if (!(await isOn(app, merchant.code, 'SLIDERCAPTCHA3'))) return;
      if (!sliderToken || !(await take(sha256(sliderToken), 'pass'))) {
        throw new AppError('slider.invalid');
      }
    },
  };
}
export type HumanChecks = ReturnType<typeof createHumanChecks>;

declare module 'fastify' {
  interface FastifyInstance {
    humanChecks: HumanChecks;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { recordAnswers: boolean }) => {
    app.decorate('humanChecks', createHumanChecks(app, opts.recordAnswers));
  },
  { name: 'human-checks', dependencies: ['db', 'throttle', 'settings'] },
);

import { inflateSync } from 'node:zlib';
import { memberCalls, sessionCalls } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { humanChecks, registerFieldRules } from '../src/db/schema/index.js';
import type { AppError } from '../src/http/app-error.js';
import {
  PIECE_SIZE,
  SLIDER_HEIGHT,
  SLIDER_WIDTH,
} from '../src/domains/accounts/captcha/slider-picture.js';
import { encryptedInject, lastOutbox, nextIp, registerBody } from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({ env: { DEV_OUTBOX: '1' } }));
});
afterAll(() => app?.close());

let ipCounter = 0;
const freshIp = () => `10.2.0.${++ipCounter}`;

const newCaptcha = async (ip = freshIp()) => {
  const captcha = valueOf(
    sessionCalls.captcha,
    await app.inject({ url: sessionCalls.captcha.path, remoteAddress: ip }),
  );
  const answer = await lastOutbox(app, 'captcha', captcha.captchaId);
  return { ...captcha, answer: answer! };
};
const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => (e as AppError).code,
  );

describe('image captcha', () => {
  it('is a real greyscale PNG of about 120x40 with a 4-digit answer', async () => {
    const { value, answer } = await newCaptcha();
    expect(answer).toMatch(/^\d{4}$/);
    const png = Buffer.from(value, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 40]);
    // The image data inflates to one filter byte plus 120 pixels per row.
    const idat = png.indexOf('IDAT');
    const data = png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4));
    const pixels = inflateSync(data);
    expect(pixels.length).toBe(40 * 121);
    // Dark ink is there, not only background.
    expect(pixels.some((p, i) => i % 121 !== 0 && p < 100)).toBe(true);
  });

  it('accepts the right answer once; a wrong answer burns the image', async () => {
    const right = await newCaptcha();
    await app.humanChecks.checkImage(right.captchaId, right.answer);
    expect(await errorOf(app.humanChecks.checkImage(right.captchaId, right.answer))).toBe(
      'captcha.invalid',
    );

    const wrong = await newCaptcha();
    const guess = wrong.answer === '0000' ? '1111' : '0000';
    expect(await errorOf(app.humanChecks.checkImage(wrong.captchaId, guess))).toBe(
      'captcha.invalid',
    );
    expect(await errorOf(app.humanChecks.checkImage(wrong.captchaId, wrong.answer))).toBe(
      'captcha.invalid',
    );
  });

  it('expires after two minutes', async () => {
    const old = await newCaptcha();
    await app.db
      .update(humanChecks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(humanChecks.id, old.captchaId));
    expect(await errorOf(app.humanChecks.checkImage(old.captchaId, old.answer))).toBe(
      'captcha.invalid',
    );
  });

  it('keeps only a hash of the answer', async () => {
    const { captchaId, answer } = await newCaptcha();
    const [row] = await app.db.select().from(humanChecks).where(eq(humanChecks.id, captchaId));
    expect(row!.answer).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.answer).not.toContain(answer);
  });

  it('allows 30 new images a minute per client, then answers 429 with retryAt', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const ok = await app.inject({ url: sessionCalls.captcha.path, remoteAddress: ip });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await app.inject({ url: sessionCalls.captcha.path, remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(failureOf(refused)).toMatchObject({ errorCode: 'request.throttled' });
    expect(Date.parse(failureOf(refused).retryAt!)).toBeGreaterThan(Date.now());
  });
});

describe('slider captcha', () => {
  const newSlider = async () => {
    const slider = valueOf(
      sessionCalls.slider,
      await app.inject({ url: sessionCalls.slider.path, remoteAddress: freshIp() }),
    );
    const [row] = await app.db
      .select()
      .from(humanChecks)
      .where(eq(humanChecks.id, slider.sliderId));
    return { ...slider, gapX: Number(row!.answer) };
  };
  const drop = (sliderId: string, x: number, durationMs = 900) =>
    app.inject({
      method: 'POST',
      url: sessionCalls.sliderVerify.path,
      payload: { sliderId, x, durationMs },
    });

  /** The chunk types of a PNG data URL, and its size from IHDR. */
  const pngOf = (dataUrl: string) => {
    expect(dataUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(dataUrl.split(',')[1]!, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]));
    const chunks: string[] = [];
    for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
      chunks.push(png.subarray(at + 4, at + 8).toString('ascii'));
    }
    return { chunks, width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  };

  it('draws PNG pictures with the gap inside the track', async () => {
    const slider = await newSlider();
    expect(slider).toMatchObject({ width: 300, height: 160, pieceSize: 50 });
    expect(pngOf(slider.background)).toEqual({
      chunks: ['IHDR', 'IDAT', 'IEND'],
      width: 300,
      height: 160,
    });
    expect(pngOf(slider.piece)).toEqual({
      chunks: ['IHDR', 'IDAT', 'IEND'],
      width: 50,
      height: 50,
    });
    expect(slider.gapX).toBeGreaterThanOrEqual(50);
    expect(slider.gapX + 50).toBeLessThanOrEqual(300);
  });

  it('does not give the gap away: only pixels and pieceTop, no coordinates', async () => {
    for (let i = 0; i < 5; i++) {
      const { gapX, ...answer } = await newSlider();
      expect(Object.keys(answer).sort()).toEqual(
        ['background', 'height', 'piece', 'pieceSize', 'pieceTop', 'sliderId', 'width'].sort(),
      );
      // The pictures are bare pixels (no text chunks) of fixed sizes, and no other number
      // in the answer is the gap, unless pieceTop or a fixed size happens to equal it.
      expect(pngOf(answer.background).chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
      expect(pngOf(answer.piece).chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
      const numbers = [answer.width, answer.height, answer.pieceSize];
      expect(numbers).toEqual([SLIDER_WIDTH, SLIDER_HEIGHT, PIECE_SIZE]);
      const text = JSON.stringify({ ...answer, background: '', piece: '', sliderId: '' });
      expect(
        text
          .match(/\d+/g)!
          .map(Number)
          .filter((n) => n === gapX).length,
      ).toBe([answer.pieceTop, ...numbers].filter((n) => n === gapX).length);
    }
  });

  it('passes a drop near the gap once, with a single-use token', async () => {
    const slider = await newSlider();
    const passed = valueOf(sessionCalls.sliderVerify, await drop(slider.sliderId, slider.gapX + 5));
    expect(passed.sliderToken.length).toBeGreaterThanOrEqual(20);
    // One drop per challenge, even a right one.
    expect(failureOf(await drop(slider.sliderId, slider.gapX)).errorCode).toBe('slider.invalid');

    await app.settings.setSwitch('DEMO', 'SLIDERCAPTCHA3', true);
    try {
      const merchant = (await app.merchants.find('DEMO'))!;
      expect(await errorOf(app.humanChecks.requireSlider(merchant, undefined))).toBe(
        'slider.invalid',
      );
      await app.humanChecks.requireSlider(merchant, passed.sliderToken);
      expect(await errorOf(app.humanChecks.requireSlider(merchant, passed.sliderToken))).toBe(
        'slider.invalid',
      );
    } finally {
      await app.settings.setSwitch('DEMO', 'SLIDERCAPTCHA3', false);
    }
  });

  it('fails a drop off the gap and a drop too fast', async () => {
    const far = await newSlider();
    const response = await drop(far.sliderId, far.gapX + 7);
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).errorCode).toBe('slider.invalid');

    const fast = await newSlider();
    expect(failureOf(await drop(fast.sliderId, fast.gapX, 150)).errorCode).toBe('slider.invalid');
  });

  it('is not needed while SLIDERCAPTCHA3 is off', async () => {
    const merchant = (await app.merchants.find('DEMO'))!;
    await app.humanChecks.requireSlider(merchant, undefined);
  });
});

describe('image captcha on registration', () => {
  const captchaRule = and(
    eq(registerFieldRules.merchantCode, 'DEMO'),
    eq(registerFieldRules.name, 'captcha'),
  );
  const register = (over: object) =>
    encryptedInject(app, memberCalls.register, registerBody(over), { ip: nextIp() });

  it('is asked when the merchant switches the captcha field on, and works once', async () => {
    await app.db.update(registerFieldRules).set({ enabled: true }).where(captchaRule);
    try {
      expect(failureOf(await register({ username: 'capreg01' })).errorCode).toBe('captcha.invalid');
      const wrong = await newCaptcha();
      const guess = wrong.answer === '0000' ? '1111' : '0000';
      const refused = await register({ username: 'capreg01', ...wrong, captcha: guess });
      expect(failureOf(refused).errorCode).toBe('captcha.invalid');

      const right = await newCaptcha();
      const body = { username: 'capreg01', captchaId: right.captchaId, captcha: right.answer };
      valueOf(memberCalls.register, await register(body));
      // The answer was used: it opens no second registration.
      const again = await register({ ...body, username: 'capreg02' });
      expect(failureOf(again).errorCode).toBe('captcha.invalid');
    } finally {
      await app.db.update(registerFieldRules).set({ enabled: false }).where(captchaRule);
    }
  });

  it('is not asked while the captcha field is off (the demo)', async () => {
    valueOf(memberCalls.register, await register({ username: 'capreg03' }));
  });
});

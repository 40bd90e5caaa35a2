import { connect, type Socket } from 'node:net';
import { failureSchema, gameCalls, playCalls, sessionCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { encryptedInject, sessionFor, authed } from './accounts-helper.js';
import { createMember } from './accounts-helper.js';
import { AppError } from '../src/http/app-error.js';
import { buildTestApp, failureOf, OPS_TOKEN } from './helper.js';

/** The HTTP layer's edges: what a broken or hostile client gets, and what it cannot do. */
let app: FastifyInstance;
let port: number;
const errors: unknown[] = [];
beforeAll(async () => {
  ({ app } = await buildTestApp({
    env: {
      HTTP_IDLE_TIMEOUT_MS: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '3000',
      MAX_CONNECTIONS_PER_CLIENT: '6',
    },
    routes: (app) =>
      app.addHook('onError', async (_request, _reply, error) => {
        errors.push(error);
      }),
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app?.close());

const site = { Merchant: 'DEMO', Device: 'web', Language: 'EN' };

/** Sends raw bytes and answers what came back before the server closed the connection. */
function raw(
  bytes: string,
  { waitMs = 3_000 } = {},
): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${waitMs} ms: ${text.slice(0, 200)}`));
    }, waitMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

/** The envelope in a raw HTTP answer, checked against the contract. */
const envelopeIn = (text: string) =>
  z.parse(failureSchema, JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)));

describe('control characters in text fields', () => {
  it('refuses NUL and other controls with a 400 envelope naming the field, on every kind of call', async () => {
    const member = await createMember(app, { username: 'edgenul01' });
    const token = await sessionFor(app, member);
    const cases: [
      string,
      () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
      string,
    ][] = [
      [
        'query',
        () => app.inject({ url: `${gameCalls.gameList.path}?gameName=a%00b`, headers: site }),
        'query.gameName',
      ],
      [
        'query, another control',
        () => app.inject({ url: `${gameCalls.gameList.path}?gameName=a%1Bb`, headers: site }),
        'query.gameName',
      ],
      [
        'body',
        () =>
          app.inject({
            method: 'POST',
            url: playCalls.setFavorite.path,
            headers: { ...site, ...authed(token) },
            payload: { gameId: 'NSO\u00000001', favorite: true },
          }),
        'body.gameId',
      ],
      [
        'body of the launch',
        () =>
          app.inject({
            method: 'POST',
            url: playCalls.launchGame.path,
            headers: { ...site, ...authed(token) },
            payload: { gameId: 'NSO-0001\u0000', vassalage: 'NSO' },
          }),
        'body.gameId',
      ],
      [
        'an encrypted body',
        () =>
          encryptedInject(
            app,
            sessionCalls.login,
            { type: 'username', username: 'edge\u0000nul', password: 'secret123' },
            { headers: site },
          ),
        'body.username',
      ],
      [
        'an operator call',
        () =>
          app.inject({
            method: 'POST',
            url: '/ops/members/edgenul01/adjustments',
            headers: { Authorization: OPS_TOKEN, Merchant: 'DEMO', Language: 'EN' },
            payload: { amount: 1, reason: 'bad\u0000reason', idempotencyKey: 'edge-nul-0001' },
          }),
        'body.reason',
      ],
      [
        'a route parameter',
        () =>
          app.inject({ url: '/wps/agent/downline/a%00b', headers: { ...site, ...authed(token) } }),
        'params.username',
      ],
    ];
    for (const [what, send, field] of cases) {
      const answer = await send();
      expect(answer.statusCode, what).toBe(400);
      const failure = failureOf(answer as Parameters<typeof failureOf>[0]);
      expect(failure.errorCode, what).toBe('request.invalid');
      expect(failure.fields, what).toEqual({ [field]: 'Control characters are not allowed.' });
      expect(answer.body, what).not.toContain('\u0000');
    }
    // Refused as bad input, never failing inside (a 500 and the query in the log).
    expect(errors.filter((error) => !(error instanceof AppError))).toEqual([]);
  });

  it('keeps tabs and line breaks, which free text may hold', async () => {
    const answer = await app.inject({
      url: `${gameCalls.gameList.path}?gameName=a%09b`,
      headers: site,
    });
    expect(answer.statusCode).toBe(200);
  });
});

/** Sends a raw HTTP request over a fresh connection; resolves with the whole answer and its time. */
async function timedPost(path: string, body: string, headers: Record<string, string> = {}) {
  const head = Object.entries({ Host: 'a', ...site, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return raw(
    `PUT ${path} HTTP/1.1\r\n${head}Content-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    { waitMs: 10_000 },
  );
}

const statusAnswers = async (count: number) => {
  for (let i = 0; i < count; i++) {
    const answer = await app.inject({ url: '/wps/system/status', headers: site });
    expect(answer.statusCode).toBe(200);
  }
};

describe('bodies built to exhaust the platform', () => {
  const wide = `{"x":${'['.repeat(3_000)}${'1,'.repeat(300_000)}1${']'.repeat(3_000)}}`;
  const deepArrays = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const deepObjects = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;

  it('refuses deep and huge JSON with a 400 envelope at once, on a route without login', async () => {
    for (const [what, body] of [
      ['600 KB of numbers 3,000 arrays deep', wide],
      ['10,000 nested arrays', deepArrays],
      ['5,000 nested objects', deepObjects],
    ] as const) {
      // Answered and closed (timedPost waits for the close); how soon is the bench's to time.
      const { text } = await timedPost('/wps/feedback', body);
      expect(text.startsWith('HTTP/1.1 400 '), `${what}: ${text.slice(0, 80)}`).toBe(true);
      expect(envelopeIn(text), what).toMatchObject({
        errorCode: 'request.invalid',
        fields: { body: 'The request is nested too deeply.' },
      });
    }
  });

  it('refuses a body with more values than any call holds, however shallow', async () => {
    const { text } = await timedPost('/wps/feedback', `[${'1,'.repeat(60_000)}1]`);
    expect(envelopeIn(text)).toMatchObject({
      errorCode: 'request.invalid',
      fields: { body: 'The request holds too many values.' },
    });
  });

  // How fast the status call answers meanwhile is the bench's to measure (a unit test holds no
  // timings); here: it still answers, and every such body is refused.
  it('keeps answering the status call while eight such bodies arrive at once', async () => {
    const attacks = Array.from({ length: 8 }, (_, i) =>
      timedPost('/wps/feedback', i % 2 ? wide : deepObjects),
    );
    await statusAnswers(5);
    const answers = await Promise.all(attacks);
    for (const { text } of answers) expect(text.startsWith('HTTP/1.1 400 ')).toBe(true);
  });

  it('still takes a deep-enough body that counts brackets inside strings as text', async () => {
    const answer = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: site,
      payload: { content: '['.repeat(100) + '{"a":' },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('ill-formed text', () => {
  it('refuses a lone surrogate in any text field with a 400 envelope naming it', async () => {
    for (const [what, payload, field] of [
      ['a lone high surrogate', { content: 'a\ud800x' }, 'body.content'],
      ['a lone low surrogate', { content: 'x\udc00' }, 'body.content'],
      ['in a key', { 'k\ud800': 'v', content: 'ok' }, 'body.(key)'],
    ] as const) {
      // Written by hand: JSON.stringify would escape the surrogate to \ud800, which is the point.
      const answer = await app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: { ...site, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(answer.statusCode, what).toBe(400);
      expect(failureOf(answer).fields, what).toEqual({
        [field]: 'The text holds a broken character (a lone surrogate).',
      });
    }
    const notice = await app.inject({
      method: 'POST',
      url: '/ops/notices',
      headers: { Authorization: OPS_TOKEN, Merchant: 'DEMO', Language: 'ID' },
      payload: { type: 1, title: '\ud800x', content: 'isi' },
    });
    expect(notice.statusCode).toBe(400);
    expect(failureOf(notice).fields).toEqual({
      'body.title': 'Teks berisi karakter rusak (surrogate tunggal).',
    });
  });

  it('keeps a pair of surrogates (an emoji), which is text', async () => {
    const answer = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: site,
      payload: { content: 'mantap \ud83c\udfb0' },
    });
    expect(answer.statusCode).toBe(200);
  });
});

describe('names shown to others', () => {
  it('refuses a nickname with a direction override or a zero-width character', async () => {
    const member = await createMember(app, { username: 'edgenick01' });
    const token = await sessionFor(app, member);
    for (const nickname of ['abc\u202Egnp.exe', 'ad\u200Bmin', '\u2066boss\u2069', 'a\uFEFFb']) {
      const answer = await app.inject({
        method: 'POST',
        url: '/wps/member/info',
        headers: { ...site, ...authed(token) },
        payload: { nickname },
      });
      expect(answer.statusCode, JSON.stringify(nickname)).toBe(400);
      expect(failureOf(answer).fields).toHaveProperty('body.nickname');
    }
    const plain = await app.inject({
      method: 'POST',
      url: '/wps/member/info',
      headers: { ...site, ...authed(token) },
      payload: { nickname: 'Raja Slot 88' },
    });
    expect(plain.statusCode).toBe(200);
  });
});

describe("the framework's own refusals", () => {
  it('answer the envelope with their own code and never echo the input', async () => {
    const long = 'x'.repeat(8_000);
    const cases: [string, string, number, string][] = [
      [
        // Longer than any parameter may be (maxParamLength): no route has it.
        'an 8 KB path parameter',
        `GET /wps/agent/downline/${long} HTTP/1.1\r\nHost: a\r\nMerchant: DEMO\r\nConnection: close\r\n\r\n`,
        404,
        'resource.not.found',
      ],
      [
        'a 20 KB address',
        `GET /wps/agent/downline/${long}${long}${long} HTTP/1.1\r\nHost: a\r\n\r\n`,
        431,
        'request.headers.too.large',
      ],
      [
        'a 20 KB header',
        `GET /wps/system/status HTTP/1.1\r\nHost: a\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`,
        431,
        'request.headers.too.large',
      ],
      [
        'a control byte in a header',
        'GET /wps/system/status HTTP/1.1\r\nHost: a\r\nMerchant: DE\u0001MO\r\n\r\n',
        400,
        'request.invalid',
      ],
      [
        'bad JSON',
        `POST /wps/session/login HTTP/1.1\r\nHost: a\r\nMerchant: DEMO\r\nContent-Type: application/json\r\nContent-Length: 4\r\nConnection: close\r\n\r\n{bad`,
        400,
        'request.invalid',
      ],
      [
        'a body too large',
        `POST /wps/session/login HTTP/1.1\r\nHost: a\r\nMerchant: DEMO\r\nContent-Type: application/json\r\nContent-Length: 3000000\r\nConnection: close\r\n\r\n{}`,
        413,
        'request.too.large',
      ],
      [
        'an unsupported body type',
        `POST /wps/session/login HTTP/1.1\r\nHost: a\r\nMerchant: DEMO\r\nContent-Type: text/weird\r\nContent-Length: 1\r\nConnection: close\r\n\r\nx`,
        415,
        'request.media.unsupported',
      ],
    ];
    for (const [what, request, status, code] of cases) {
      const { text } = await raw(request);
      expect(text.startsWith(`HTTP/1.1 ${status} `), `${what}: ${text.slice(0, 80)}`).toBe(true);
      expect(text, what).toMatch(/content-type: application\/json/i);
      expect(envelopeIn(text), what).toMatchObject({ success: false, errorCode: code });
      expect(text, what).not.toContain('xxxxxxxx');
      expect(text, what).not.toContain('yyyyyyyy');
    }
  });
});

describe('slow and greedy clients', () => {
  it('answers 408 and closes a request whose body stalls for HTTP_IDLE_TIMEOUT_MS (1 s here)', async () => {
    const { text, closedAfterMs } = await raw(
      `POST /wps/session/login HTTP/1.1\r\nHost: a\r\nMerchant: DEMO\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user`,
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(closedAfterMs).toBeLessThan(2_500);
    expect(text.startsWith('HTTP/1.1 408 '), text.slice(0, 80)).toBe(true);
    expect(envelopeIn(text)).toMatchObject({ errorCode: 'request.timeout' });
  });

  it('closes an idle keep-alive connection without an answer', async () => {
    const { text, closedAfterMs } = await raw(
      'GET /wps/system/status HTTP/1.1\r\nHost: a\r\nMerchant: DEMO\r\n\r\n',
    );
    expect(closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    expect(text.startsWith('HTTP/1.1 200 ')).toBe(true);
  });

  it('cuts off a request that trickles in for longer than HTTP_REQUEST_TIMEOUT_MS (3 s here)', async () => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /wps/session/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    // A byte every 200 ms: never idle long enough for the idle timeout.
    const drip = setInterval(() => socket.writable && socket.write(' '), 200);
    await new Promise((resolve) => socket.once('close', resolve));
    clearInterval(drip);
    const after = Date.now() - started;
    expect(after).toBeGreaterThan(2_500);
    expect(after).toBeLessThan(6_000);
  });

  it('holds at most MAX_CONNECTIONS_PER_CLIENT open connections per address; the others still answer', async () => {
    const sockets: Socket[] = [];
    const closed: boolean[] = [];
    for (let i = 0; i < 9; i++) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      closed.push(false);
      socket.on('close', () => (closed[i] = true));
      sockets.push(socket);
      await new Promise((resolve) => socket.once('connect', resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The three past the cap, at once; the first six stay open.
    expect(closed).toEqual([false, false, false, false, false, false, true, true, true]);
    const { text } = await new Promise<{ text: string }>((resolve) => {
      const open = sockets.find((_, i) => !closed[i])!;
      let text = '';
      open.on('data', (chunk) => {
        text += chunk.toString();
        if (text.includes('"success"')) resolve({ text });
      });
      open.write('GET /wps/system/status HTTP/1.1\r\nHost: a\r\nMerchant: DEMO\r\n\r\n');
    });
    expect(text.startsWith('HTTP/1.1 200')).toBe(true);
    for (const socket of sockets) socket.destroy();
  });
});

describe('HSTS', () => {
  it('is sent only when the site is served over HTTPS', async () => {
    const plain = await app.inject({ url: '/wps/system/status', headers: site });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const { app: https } = await buildTestApp({ env: { PUBLIC_URL: 'https://play.example' } });
    try {
      const answer = await https.inject({ url: '/wps/system/status', headers: site });
      expect(answer.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
    } finally {
      await https.close();
    }
  });
});

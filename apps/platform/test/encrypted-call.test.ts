import { defineCall, encryptCall, fromBase64, systemCalls, toBase64 } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { registerCall } from '../src/routes/register-call.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';

// A test-only E call: the real ones (login, register) arrive with the member issue.
const echoCall = defineCall({
  method: 'POST',
  path: '/wps/test/echo',
  encrypted: true,
  body: z.object({ username: z.string().min(3) }),
  response: z.object({ username: z.string() }),
});

// And a test-only call that needs a session, which no request has until sessions arrive.
const memberCall = defineCall({
  method: 'GET',
  path: '/wps/test/member',
  auth: 'member',
  response: z.object({ id: z.string() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({
    routes: (target) => {
      registerCall(target, echoCall, async ({ body }) => ({ username: body.username }));
      registerCall(target, memberCall, async ({ member }) => ({ id: member.id }));
    },
  }));
});
afterAll(() => app?.close());

const rsaKey = async () => valueOf(systemCalls.rsaKey, await app.inject('/wps/session/key/rsa'));
const post = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: echoCall.path, headers, payload });

describe('encrypted calls', () => {
  it('decrypts the body with the stored key and validates it', async () => {
    const call = await encryptCall(await rsaKey(), { username: 'ana' });
    expect(valueOf(echoCall, await post(call.headers, call.body))).toEqual({ username: 'ana' });

    const short = await encryptCall(await rsaKey(), { username: 'a' });
    const invalid = await post(short.headers, short.body);
    expect(invalid.statusCode).toBe(400);
    expect(failureOf(invalid).fields).toHaveProperty(['body.username']);
  });

  it('refuses a plain body', async () => {
    const response = await post({}, { username: 'ana' });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).errorCode).toBe('request.encryption.required');
  });

  it('refuses a tampered ciphertext, a wrong key id and a garbled key', async () => {
    const call = await encryptCall(await rsaKey(), { username: 'ana' });
    const bytes = fromBase64(call.body.value);
    bytes[bytes.length - 1]! ^= 1;
    for (const [headers, body] of [
      [call.headers, { value: toBase64(bytes) }],
      [{ ...call.headers, 'X-Key-Id': 'rsa-999' }, call.body],
      [{ ...call.headers, 'X-RSA': toBase64(new Uint8Array(256)) }, call.body],
    ] as const) {
      const response = await post(headers, body);
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).errorCode).toBe('request.decryption.failed');
    }
  });
});

describe('calls that need a session', () => {
  it('answer 401 login.not.session', async () => {
    const response = await app.inject({
      url: memberCall.path,
      headers: { Authorization: 'some-token', Language: 'EN' },
    });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response)).toMatchObject({
      errorCode: 'login.not.session',
      message: 'You are not logged in, please log in.',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  ApiError,
  createApiClient,
  defineCall,
  fromBase64,
  generateRsaKeyPair,
  systemCalls,
} from '../src/index.js';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Replaces fetch with `answer`; records what the client sent. */
function platform(answer: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request = {
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: init.body as string | undefined,
      };
      sent.push(request);
      if (init.signal?.aborted) throw init.signal.reason;
      return answer(request);
    }),
  );
  return sent;
}

const ok = (value: unknown, status = 200) => Response.json({ success: true, value }, { status });
const refused = (errorCode: string, message: string, status: number, extra = {}) =>
  Response.json({ success: false, errorCode, message, ...extra }, { status });

afterEach(() => {
  vi.unstubAllGlobals();
});

const pingCall = defineCall({
  method: 'GET',
  path: '/wps/ping/:id',
  params: z.object({ id: z.string() }),
  query: z.object({ pageNo: z.optional(z.number()), tags: z.optional(z.array(z.string())) }),
  response: z.object({ n: z.number() }),
});

describe('the contract client', () => {
  it('sends the fixed headers and the query, and answers the value the schema parsed', async () => {
    const sent = platform(() => ok({ n: 7, extra: 'dropped by the schema' }));
    let language = 'ID';
    const client = createApiClient({
      baseUrl: 'http://platform.test',
      headers: () => ({
        Merchant: 'DEMO',
        Device: 'web',
        Language: language,
        Authorization: undefined,
      }),
    });
    await expect(
      client.call(pingCall, { params: { id: 'a b' }, query: { pageNo: 2, tags: ['x', 'y'] } }),
    ).resolves.toEqual({ n: 7 });
    expect(sent[0]).toMatchObject({
      url: 'http://platform.test/wps/ping/a%20b?pageNo=2&tags=x%2Cy',
      method: 'GET',
      headers: { Merchant: 'DEMO', Device: 'web', Language: 'ID', Accept: 'application/json' },
      body: undefined,
    });
    expect(sent[0]!.headers).not.toHaveProperty('Authorization');
    // The headers are read at each call: a language switched meanwhile is the one sent.
    language = 'EN';
    await client.request({ method: 'GET', path: '/wps/x', headers: { Authorization: 'tok' } });
    expect(sent[1]!.headers).toMatchObject({ Language: 'EN', Authorization: 'tok' });
  });

  it('throws the failure as an ApiError with its code, message, status and fields', async () => {
    platform(() =>
      refused('request.invalid', 'Check the form.', 400, {
        fields: { 'body.amount': 'Too small' },
        retryAt: '2030-01-01T00:00:00Z',
        captchaRequired: true,
      }),
    );
    const told: ApiError[] = [];
    const client = createApiClient({ onFailure: (error) => told.push(error) });
    const error = await client
      .request({ method: 'POST', path: '/wps/x', body: {} })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'request.invalid',
      message: 'Check the form.',
      status: 400,
      fields: { 'body.amount': 'Too small' },
      retryAt: '2030-01-01T00:00:00Z',
      captchaRequired: true,
    });
    expect(told).toEqual([error]);
  });

  it('refuses a value its schema refuses, and an answer that is no envelope', async () => {
    platform(() => ok({ n: 'seven' }));
    const client = createApiClient();
    const wrong = await client.call(pingCall, { params: { id: '1' } }).catch((e) => e);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(wrong).toMatchObject({ code: 'response.invalid', status: 200 });
    expect(wrong.message).toContain('value.n');

    platform(() => Response.json({ hello: 'world' }, { status: 502 }));
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      code: 'response.invalid',
      status: 502,
    });
    platform(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      code: 'network.error',
      status: 502,
    });
  });

  it('says network.error when nothing answers, network.timeout after its time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(createApiClient().request({ method: 'GET', path: '/x' })).rejects.toMatchObject({
      code: 'network.error',
      status: 0,
      message: 'fetch failed',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
          ),
      ),
    );
    await expect(
      createApiClient({ timeoutMs: 20 }).request({ method: 'GET', path: '/x' }),
    ).rejects.toMatchObject({ code: 'network.timeout' });
    // The caller's own abort is no failure of the platform: it comes back as it was.
    const caller = new AbortController();
    const asked = createApiClient({ timeoutMs: 10_000 }).request({
      method: 'GET',
      path: '/x',
      signal: caller.signal,
    });
    caller.abort();
    await expect(asked).rejects.toHaveProperty('name', 'AbortError');
  });

  it('keys a money call, refusing one without a key, and posts a form as a form', async () => {
    const sent = platform(() => ok({ n: 1 }));
    const client = createApiClient();
    const money = defineCall({ ...pingCall, method: 'POST', path: '/wps/pay', idempotent: true });
    await expect(client.call(money)).rejects.toThrow('/wps/pay moves money');
    expect(sent).toHaveLength(0);
    await client.call(money, { idempotencyKey: 'key-00000001', body: undefined });
    expect(sent[0]!.headers['Idempotency-Key']).toBe('key-00000001');

    await client.request({ method: 'POST', path: '/f', body: { a: 1, b: '' }, encoding: 'form' });
    expect(sent[1]).toMatchObject({
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  });
});

describe('E calls through the contract client', () => {
  /**
   * A platform that decrypts as DESIGN.md says, on its own (not with the contract's
   * decryptCall), with Node's Web Crypto: node:crypto's webcrypto, which Node 20 sets as
   * globalThis.crypto (the contract's types know no node: modules).
   */
  async function decryptingPlatform(keyIds: string[]) {
    const webcrypto = globalThis.crypto;
    const pair = await generateRsaKeyPair();
    const privateKey = await webcrypto.subtle.importKey(
      'pkcs8',
      fromBase64(pair.privateKey),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['decrypt'],
    );
    const received: unknown[] = [];
    let keys = 0;
    const sent = platform(async (request) => {
      if (request.url.endsWith(systemCalls.rsaKey.path)) {
        return ok({
          keyId: keyIds[Math.min(keys++, keyIds.length - 1)],
          publicKey: pair.publicKey,
        });
      }
      if (request.headers['X-Key-Id'] !== keyIds.at(-1) || keys < keyIds.length) {
        return refused('request.decryption.failed', 'The key has changed.', 400);
      }
      expect(request.headers).toMatchObject({
        Encryption: 'RSA',
        'Content-Type': 'application/json',
      });
      const rawAes = await webcrypto.subtle.decrypt(
        { name: 'RSA-OAEP' },
        privateKey,
        fromBase64(request.headers['X-RSA']!),
      );
      expect(rawAes.byteLength).toBe(32);
      const aes = await webcrypto.subtle.importKey('raw', rawAes, 'AES-GCM', false, ['decrypt']);
      const sealed = fromBase64((JSON.parse(request.body!) as { value: string }).value);
      const plain = await webcrypto.subtle.decrypt(
        { name: 'AES-GCM', iv: sealed.subarray(0, 12) },
        aes,
        sealed.subarray(12),
      );
      received.push(JSON.parse(new TextDecoder().decode(plain)));
      return ok({ token: 'session-token' });
    });
    return { sent, received };
  }

  const login = defineCall({
    method: 'POST',
    path: '/wps/session/login',
    body: z.object({ username: z.string(), password: z.string() }),
    response: z.object({ token: z.string() }),
    encrypted: true,
  });

  it('seals the body with a fresh AES key wrapped for the platform, which opens it', async () => {
    const { sent, received } = await decryptingPlatform(['k1']);
    const client = createApiClient({ baseUrl: 'http://platform.test' });
    const body = { username: 'ana', password: 'secret123' };
    await expect(client.call(login, { body })).resolves.toEqual({ token: 'session-token' });
    await client.call(login, { body });
    expect(received).toEqual([body, body]);
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts[0]!.body).not.toContain('secret123');
    // One key fetch for both calls; a fresh AES key (so a fresh wrapping) for each.
    expect(sent.filter((s) => s.method === 'GET')).toHaveLength(1);
    expect(posts[0]!.headers['X-RSA']).not.toBe(posts[1]!.headers['X-RSA']);
  });

  it('fetches the key again after the platform rotated it', async () => {
    const { sent, received } = await decryptingPlatform(['old', 'new']);
    const client = createApiClient();
    const body = { username: 'ana', password: 'secret123' };
    await expect(client.call(login, { body })).rejects.toMatchObject({
      code: 'request.decryption.failed',
    });
    await expect(client.call(login, { body })).resolves.toEqual({ token: 'session-token' });
    expect(received).toEqual([body]);
    expect(sent.map((s) => `${s.method} ${s.headers['X-Key-Id'] ?? ''}`)).toEqual([
      'GET ',
      'POST old',
      'GET ',
      'POST new',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  announcementsQuerySchema,
  decryptCall,
  encryptCall,
  envelopeSchema,
  fillPath,
  generateRsaKeyPair,
  importRsaPrivateKey,
  isSwitchOn,
  opsCalls,
  pageInfo,
} from '../src/index.js';
import * as z from 'zod/mini';

describe('encrypted calls', () => {
  it('round-trips a body through RSA-OAEP + AES-GCM', async () => {
    const pair = await generateRsaKeyPair();
    const call = await encryptCall(
      { keyId: 'k1', publicKey: pair.publicKey },
      { username: 'ana', n: 1 },
    );
    expect(call.headers.Encryption).toBe('RSA');
    expect(call.headers['X-Key-Id']).toBe('k1');
    expect(JSON.stringify(call.body)).not.toContain('ana');
    const key = await importRsaPrivateKey(pair.privateKey);
    await expect(decryptCall(key, call.headers['X-RSA'], call.body)).resolves.toEqual({
      username: 'ana',
      n: 1,
    });
  });

  it('refuses a tampered ciphertext', async () => {
    const pair = await generateRsaKeyPair();
    const call = await encryptCall({ keyId: 'k1', publicKey: pair.publicKey }, { a: 1 });
    const bytes = atob(call.body.value).split('');
    bytes[bytes.length - 1] = String.fromCharCode(bytes[bytes.length - 1]!.charCodeAt(0) ^ 1);
    const key = await importRsaPrivateKey(pair.privateKey);
    await expect(
      decryptCall(key, call.headers['X-RSA'], { value: btoa(bytes.join('')) }),
    ).rejects.toThrow();
  });
});

describe('wire helpers', () => {
  it('parses both envelope shapes', () => {
    const schema = envelopeSchema(z.object({ a: z.number() }));
    expect(schema.parse({ success: true, value: { a: 1 } })).toEqual({
      success: true,
      value: { a: 1 },
    });
    expect(schema.parse({ success: false, errorCode: 'x.y', message: 'm' }).success).toBe(false);
    expect(() => schema.parse({ success: true, value: { a: 'no' } })).toThrow();
  });

  it('pages round up', () => {
    expect(pageInfo(2, 9, 19)).toEqual({ pageNum: 2, pageSize: 9, totalCount: 19, totalPages: 3 });
    expect(pageInfo(1, 9, 0).totalPages).toBe(0);
  });

  it('fills path parameters and refuses missing ones', () => {
    expect(fillPath('/ops/switches/:modId', { modId: 'FREEPLAY3' })).toBe(
      '/ops/switches/FREEPLAY3',
    );
    expect(() => fillPath('/ops/switches/:modId', {})).toThrow(/modId/);
  });

  it('treats a switch under a disabled group as off', () => {
    const settings = {
      modules: [
        {
          modId: 'REGISTER',
          enabled: false,
          childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: true, childrenNodes: [] }],
        },
        {
          modId: 'LOGIN',
          enabled: true,
          childrenNodes: [{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }],
        },
      ],
    };
    expect(isSwitchOn(settings, 'MOBILENUMREG3')).toBe(false);
    expect(isSwitchOn(settings, 'FREEPLAY3')).toBe(true);
    expect(isSwitchOn(settings, 'NOPE')).toBe(false);
  });

  it('takes only web links on operator notices', () => {
    const notice = { type: 'PL', title: 't', content: 'c' };
    const body = opsCalls.addNotice.body;
    if (!body) throw new Error('a notice has a body');
    expect(body.safeParse({ ...notice, linkUrl: 'https://x.test/a' }).success).toBe(true);
    expect(body.safeParse({ ...notice, linkUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(body.safeParse({ ...notice, linkUrl: 'data:text/html,hi' }).success).toBe(false);
  });

  it('validates announcement types', () => {
    expect(announcementsQuerySchema.parse({ types: 'B,PU' }).types).toEqual(['B', 'PU']);
    expect(announcementsQuerySchema.parse({}).types).toEqual(['B', 'PL', 'PU', 'PR', 'H']);
    expect(announcementsQuerySchema.safeParse({ types: 'B,XX' }).success).toBe(false);
  });
});

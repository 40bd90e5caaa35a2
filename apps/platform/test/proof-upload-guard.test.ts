import { paymentCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf } from './helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const path = paymentCalls.confirmWithdrawal.path.replace(':id', crypto.randomUUID());
// Two megabytes that are not even JSON: parsed, they would be refused as bad input (400);
// the session check before parsing answers first.
const bigBody = `{"received":false,"proofs":[{"data":"${'A'.repeat(2 * 1024 * 1024)}`;

describe('withdrawal confirmation uploads', () => {
  it('are refused before the body is read when no session sends them', async () => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', Merchant: 'DEMO' },
      payload: bigBody,
    });
    expect(res.statusCode).toBe(401);
    expect(failureOf(res).errorCode).toBe('login.not.session');
  });

  it('are limited per member and hour', async () => {
    const token = await sessionFor(app, await createMember(app, { username: 'uploader1' }));
    const send = () =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { ...authed(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ received: true }),
      });
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push(failureOf(await send()).errorCode);
    // Twenty reach the handler (an unknown withdrawal); the 21st is stopped at the door.
    expect(codes.slice(0, 20).every((code) => code === 'resource.not.found')).toBe(true);
    expect(codes[20]).toBe('request.throttled');
  });
});

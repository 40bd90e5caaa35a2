import { sessionCalls } from '@site/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../src/db/schema/index.js';
import { writeOutbox } from '../src/domains/system/messaging.js';
import { buildTestApp } from './helper.js';

let production: FastifyInstance;
let development: FastifyInstance;
beforeAll(async () => {
  ({ app: production } = await buildTestApp({ localMessaging: true }));
  ({ app: development } = await buildTestApp({ localMessaging: true, env: { DEV_OUTBOX: '1' } }));
});
afterAll(async () => {
  await production?.close();
  await development?.close();
});

const sendCode = async (app: FastifyInstance, destination: string) =>
  app.verificationCodes.send({
    merchant: (await app.merchants.find('DEMO'))!,
    channel: 'sms',
    destination,
    purpose: 'login',
    ip: '10.9.0.1',
    language: 'EN',
  });
const outboxRows = (app: FastifyInstance) => app.db.select().from(outbox);

describe('local SMS and e-mail drivers', () => {
  it('without DEV_OUTBOX keep nothing and only warn, masked, that no gateway is configured', async () => {
    const warn = vi.spyOn(production.log, 'warn');
    await sendCode(production, '+62 81700000001');
    await production.messaging.email.send('reset.me@example.com', 'Reset', 'https://x/reset?t=1');
    const captcha = await production.inject(sessionCalls.captcha.path);
    expect(captcha.statusCode).toBe(200);

    expect(await outboxRows(production)).toEqual([]);
    expect(warn.mock.calls.map(([fields]) => fields)).toEqual([
      { channel: 'sms', to: '+62 817****001' },
      { channel: 'email', to: 're***@example.com' },
    ]);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).not.toMatch(/\d{6}|reset\?t=|81700000001|reset\.me/);
    warn.mockRestore();
  });

  it('with DEV_OUTBOX=1 keep messages and captcha answers for a day', async () => {
    await development.db.insert(outbox).values({
      channel: 'sms',
      recipient: '+62 81700000009',
      body: 'old',
      createdAt: sql`now() - interval '25 hours'`,
    });
    await sendCode(development, '+62 81700000002');
    await development.inject(sessionCalls.captcha.path);
    const rows = await outboxRows(development);
    expect(rows.map((r) => r.channel).sort()).toEqual(['captcha', 'sms']);
    expect(rows.find((r) => r.channel === 'sms')!.body).toMatch(/\b\d{6}\b/);

    await writeOutbox(development.db, 'email', 'dev@example.com', 'kept');
    const kept = await development.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'dev@example.com'));
    expect(kept).toHaveLength(1);
    expect(
      await development.db.select().from(outbox).where(eq(outbox.recipient, '+62 81700000009')),
    ).toEqual([]);
  });
});

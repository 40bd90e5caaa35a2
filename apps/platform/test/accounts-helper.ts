import { encryptCall, systemCalls, type Call } from '@site/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { members, outbox, walletAccounts, type Member } from '../src/db/schema/index.js';
import { valueOf } from './helper.js';

export interface NewMember {
  username: string;
  password?: string;
  merchantCode?: string;
  type?: 1 | 2 | 4 | 41 | 42;
  countryDialingCode?: string;
  mobileNum?: string;
  email?: string;
  disabled?: boolean;
  registerIp?: string;
}

/** An account as registration would leave it: hashed password and a MAIN wallet. */
export async function createMember(app: FastifyInstance, input: NewMember): Promise<Member> {
  const [member] = await app.db
    .insert(members)
    .values({
      merchantCode: input.merchantCode ?? 'DEMO',
      username: input.username,
      type: input.type ?? 1,
      passwordHash: await app.passwords.hash(input.password ?? 'secret123'),
      countryDialingCode: input.countryDialingCode ?? null,
      mobileNum: input.mobileNum ?? null,
      email: input.email ?? null,
      disabled: input.disabled ?? false,
      registerIp: input.registerIp ?? '127.0.0.1',
    })
    .returning();
  await app.db.insert(walletAccounts).values({ memberId: member!.id, wallet: 'MAIN' });
  return member!;
}

/** A live session token of `member`, as a login would give. */
export const sessionFor = (app: FastifyInstance, member: Member, ip = '127.0.0.1') =>
  app.sessions.start(app.db, member.id, { ip, device: 'web' });

/** The newest outbox body sent to `recipient` on `channel`, or undefined. */
export async function lastOutbox(
  app: FastifyInstance,
  channel: 'sms' | 'email' | 'captcha',
  recipient: string,
): Promise<string | undefined> {
  const [row] = await app.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, channel), eq(outbox.recipient, recipient)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row?.body;
}

/** The 6-digit code of the newest SMS or e-mail to `recipient`. */
export async function lastCode(
  app: FastifyInstance,
  channel: 'sms' | 'email',
  recipient: string,
): Promise<string> {
  const body = await lastOutbox(app, channel, recipient);
  const code = body?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** The client address the app sees (app.inject's remoteAddress). */
  ip?: string;
}

/**
 * Sends an E call (SPEC §7) the way the web app does: encrypted with the platform's key.
 * The body may be any object, so tests can send invalid ones on purpose.
 */
export async function encryptedInject<B extends z.core.$ZodType>(
  app: FastifyInstance,
  call: Call<z.core.$ZodType, B, z.core.$ZodType, z.core.$ZodType>,
  body: z.core.input<B> | object,
  options: CallOptions = {},
) {
  const key = valueOf(systemCalls.rsaKey, await app.inject(systemCalls.rsaKey.path));
  const encrypted = await encryptCall(key, body);
  return app.inject({
    method: call.method,
    url: call.path,
    headers: { ...encrypted.headers, ...options.headers },
    payload: encrypted.body,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

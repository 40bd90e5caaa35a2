import {
  encryptCall,
  memberCalls,
  systemCalls,
  type Call,
  type FeatureSwitch,
  type RegisterBody,
} from '@site/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { members, outbox, type Member } from '../src/db/schema/index.js';
import { mobileKey } from '../src/domains/accounts/members.js';
import type { CodePurpose } from '../src/domains/accounts/verification-codes.js';
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
  mustChangePassword?: boolean;
}

/**
 * An account made by the real accounts.create (hashed password, MAIN wallet), as registration
 * or the operator would leave it.
 */
export async function createMember(app: FastifyInstance, input: NewMember): Promise<Member> {
  const member = await app.accounts.create({
    merchantCode: input.merchantCode ?? 'DEMO',
    username: input.username,
    type: input.type ?? 1,
    password: input.password ?? 'secret123',
    countryDialingCode: input.countryDialingCode ?? null,
    mobileNum: input.mobileNum ?? null,
    email: input.email ?? null,
    registerIp: input.registerIp ?? '127.0.0.1',
    mustChangePassword: input.mustChangePassword ?? false,
  });
  if (!input.disabled) return member;
  const [disabled] = await app.db
    .update(members)
    .set({ disabled: true })
    .where(eq(members.id, member.id))
    .returning();
  return disabled!;
}

/** A live session token of `member`, as a login would give. */
export const sessionFor = (
  app: FastifyInstance,
  member: Pick<Member, 'id'>,
  options: { ip?: string; passwordChangeRequired?: boolean } = {},
) =>
  app.sessions.start(app.db, member.id, {
    ip: options.ip ?? '127.0.0.1',
    device: 'web',
    passwordChangeRequired: options.passwordChangeRequired ?? false,
  });

/** Headers of a logged-in call. */
export const authed = (token: string, language = 'EN') => ({
  Authorization: token,
  Language: language,
});

/** Turns a DEMO switch on or off. */
export async function setSwitch(app: FastifyInstance, modId: FeatureSwitch, on: boolean) {
  await app.settings.setSwitch('DEMO', modId, on);
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not reach the next. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

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
 * Sends an E call (docs/product.md §7) the way the web app does: encrypted with the platform's key.
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

/** Sends a code through the real service and answers it, read from the outbox. */
export async function codeFor(
  app: FastifyInstance,
  channel: 'sms' | 'email',
  destination: string,
  purpose: CodePurpose,
): Promise<string> {
  const merchant = await app.merchants.find('DEMO');
  await app.verificationCodes.send({
    merchant: merchant!,
    channel,
    destination,
    purpose,
    ip: nextIp(),
    language: 'EN',
  });
  return lastCode(app, channel, destination);
}
export const smsCodeFor = (
  app: FastifyInstance,
  dialingCode: string,
  mobileNum: string,
  purpose: CodePurpose,
) => codeFor(app, 'sms', mobileKey(dialingCode, mobileNum), purpose);

/** A username-mode registration body that passes the demo rules (invited by demoagent). */
export const registerBody = (over: Partial<RegisterBody> = {}): RegisterBody => ({
  username: 'player01',
  password: 'secret123',
  confirmPassword: 'secret123',
  affiliateCode: 'DEMOAGENT',
  agreeAge: true,
  agreeTerms: true,
  ...over,
});

/** Registers by username and answers the login result. */
export async function registered(app: FastifyInstance, over: Partial<RegisterBody> = {}) {
  const response = await encryptedInject(app, memberCalls.register, registerBody(over), {
    ip: nextIp(),
  });
  return valueOf(memberCalls.register, response);
}

import type { FeatureSwitch, RegisterBody } from '@site/contract';
import { memberCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { CodePurpose } from '../src/plugins/app/verification-codes.js';
import { mobileKey } from '../src/plugins/app/members.js';
import { encryptedInject, lastCode } from './accounts-helper.js';
import { valueOf } from './helper.js';

/** Turns a DEMO switch on or off. */
export async function setSwitch(app: FastifyInstance, modId: FeatureSwitch, on: boolean) {
  await app.settings.setSwitch('DEMO', modId, on);
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not reach the next. */
export const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

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

/** Headers of a logged-in call. */
export const authed = (token: string, language = 'EN') => ({
  Authorization: token,
  Language: language,
});

/** A session for a member, as a login would open it. */
export const sessionFor = (app: FastifyInstance, memberId: string) =>
  app.sessions.start(app.db, memberId, { ip: '127.0.0.1', device: 'web' });

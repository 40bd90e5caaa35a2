import { expect } from '@playwright/test';
import { opsPost, siteClient, siteGet } from './api';
import { OPS_TOKEN } from './env';

/**
 * Accounts for the journeys, made through the API as the web app would (E calls sealed with
 * the contract's encryptCall) or by the operator, plus what the dev outbox "sent".
 */

/** The demo merchant registers through an invitation code: the seeded agent's. */
export const DEMO_AFFILIATE = 'DEMOAGENT';
export const PASSWORD = 'secret123';

/** A username no other run has used (the database is fresh, the clock is not). */
export const uniqueName = (prefix = 'u') =>
  `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
/** An Indonesian mobile number no other run has used. */
export const uniqueMobile = () =>
  `81${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
/**
 * A visitor address of the documentation range (198.51.100.0/24) for a journey that stands in
 * for the proxy: the platform trusts one hop (TRUST_PROXY=1), so send exactly one
 * X-Forwarded-For entry. Per-IP throttles then count this journey apart from the others.
 */
export const uniqueVisitorIp = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/** An encrypted call (DESIGN.md, The wire), sealed by the contract's client; answers its value. */
export function encrypted<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  token?: string,
): Promise<T> {
  return siteClient({ Authorization: token })<T>({
    method,
    path,
    body: payload,
    encoding: 'encrypted',
  });
}

/** A member registered by username and password, as the register modal would. */
export async function registerMember(username = uniqueName('m'), password = PASSWORD) {
  await encrypted('PUT', '/wps/member/register', {
    username,
    password,
    confirmPassword: password,
    affiliateCode: DEMO_AFFILIATE,
    agreeAge: true,
    agreeTerms: true,
  });
  return { username, password };
}

/**
 * A member the operator creates (opsCalls.createMember). Without a password the platform
 * generates one, answers it this once, and the member must change it at the first password
 * login; a given password meets the merchant's rule and needs no change.
 */
export async function createMemberByOps(
  options: { username?: string; password?: string; mobileNum?: string } = {},
) {
  const username = options.username ?? uniqueName('o');
  const created = await opsPost<{ id: string; password?: string }>('/ops/members', OPS_TOKEN, {
    username,
    ...(options.password ? { password: options.password } : {}),
    ...(options.mobileNum ? { countryDialingCode: '+62', mobileNum: options.mobileNum } : {}),
  });
  const password = options.password ?? created.password;
  if (!password) throw new Error(`the operator created ${username} without telling its password`);
  return { username, password };
}

interface OutboxItem {
  channel: 'sms' | 'email' | 'captcha';
  to: string;
  body: string;
  createdAt: string;
}

/** The newest outbox item that matches, waiting for it to arrive. */
export async function outboxItem(match: (item: OutboxItem) => boolean): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const { list } = await siteGet<{ list: OutboxItem[] }>('/__dev/outbox');
      found = list.find(match);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The newest SMS code sent to a number (since `notBefore`, an ISO time, when given). */
export async function smsCodeFor(mobileNum: string, notBefore = ''): Promise<string> {
  const sms = await outboxItem(
    (item) => item.channel === 'sms' && item.to.includes(mobileNum) && item.createdAt >= notBefore,
  );
  return sms.body.match(/\b\d{6,8}\b/)?.[0] ?? '';
}

/** The answer of an image captcha, by its id. */
export async function captchaAnswer(captchaId: string): Promise<string> {
  const item = await outboxItem((i) => i.channel === 'captcha' && i.to === captchaId);
  return item.body;
}

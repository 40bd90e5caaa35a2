import { expect } from '@playwright/test';
import { encryptCall, rsaKeySchema, WEAK_DEFAULT_PASSWORD } from '@site/contract';
import { SITE_HEADERS, opsPost, siteGet } from './api';
import { OPS_TOKEN, baseURL } from './env';

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

/** An encrypted call (DESIGN.md, The wire); answers the envelope's value or throws. */
export async function encrypted<T>(
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  token?: string,
): Promise<T> {
  const key = rsaKeySchema.parse(await siteGet('/wps/session/key/rsa'));
  const sealed = await encryptCall(key, payload);
  const res = await fetch(new URL(path, baseURL), {
    method,
    headers: {
      ...SITE_HEADERS,
      ...sealed.headers,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: token } : {}),
    },
    body: JSON.stringify(sealed.body),
  });
  const body = (await res.json()) as { success: boolean; value?: T };
  expect(body, `${method} ${path}: ${JSON.stringify(body)}`).toMatchObject({ success: true });
  return body.value as T;
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
 * A member the operator creates (opsCalls.createMember): without a password it gets the weak
 * default one, which the site makes the member change at first login.
 */
export async function createMemberByOps(
  options: { username?: string; password?: string; mobileNum?: string } = {},
) {
  const username = options.username ?? uniqueName('o');
  await opsPost('/ops/members', OPS_TOKEN, {
    username,
    ...(options.password ? { password: options.password } : {}),
    ...(options.mobileNum ? { countryDialingCode: '+62', mobileNum: options.mobileNum } : {}),
  });
  return { username, password: options.password ?? WEAK_DEFAULT_PASSWORD };
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

/** The newest SMS code sent to a number since `notBefore` (ISO time). */
export async function smsCodeFor(mobileNum: string, notBefore: string): Promise<string> {
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

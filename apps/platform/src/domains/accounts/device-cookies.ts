import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { rsaKeys } from '../../db/schema/index.js';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser
 * that logged in to an account gets a signed cookie naming that login. Its failed tries on the
 * login count apart from everyone else's, so strangers' wrong guesses ask nothing of the member's
 * own browser (no captcha, no wait); five wrong guesses from that browser make it alone wait.
 */
export const DEVICE_COOKIE = 'device';
const MAX_AGE_DAYS = 180;

/** What the cookie names: the login as the account lock keys it (lower-cased). */
const loginKeyOf = (login: string) => login.slice(0, 100).toLowerCase();

/** One value of a Cookie header, or undefined. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * Issues and checks device cookies with a key every platform process derives alike: from the
 * platform's RSA key, which lives in the database (a secret no one outside ever sees).
 */
export function createDeviceCookies(db: Db, secure: boolean) {
  let secret: Promise<Buffer> | undefined;
  const secretOf = () =>
    (secret ??= db
      .select({ privateKey: rsaKeys.privateKey })
      .from(rsaKeys)
      .orderBy(desc(rsaKeys.createdAt))
      .limit(1)
      .then(([row]) => {
        if (!row) throw new Error('no RSA key to derive the device cookie key from');
        return createHash('sha256').update('device-cookie\0').update(row.privateKey).digest();
      }));
  const sign = async (id: string, loginKey: string) =>
    createHmac('sha256', await secretOf())
      .update(`${id}|${loginKey}`)
      .digest('base64url');

  return {
    /** The id of the request's device cookie when it is valid for `login`, else null. */
    async deviceOf(request: FastifyRequest, login: string): Promise<string | null> {
      const value = cookieOf(request, DEVICE_COOKIE);
      const [id, signature] = value?.split('.') ?? [];
      if (!id || !signature || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
      const expected = Buffer.from(await sign(id, loginKeyOf(login)));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },

    /** Gives the browser a device cookie for `login` (after a login that proved it). */
    async issue(reply: FastifyReply, login: string) {
      const id = randomBytes(16).toString('base64url');
      const value = `${id}.${await sign(id, loginKeyOf(login))}`;
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${value}; Path=/wps/session; Max-Age=${MAX_AGE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

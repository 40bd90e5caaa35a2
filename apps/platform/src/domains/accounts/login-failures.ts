import type { KnownErrorCode } from '@site/contract';
import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { loginAttempts, type Member } from '../../db/schema/index.js';

export const LOGIN_WINDOW_MINUTES = 15;
/**
 * Failures on one login (as typed, lower-cased) within the window that lock it for the
 * window's length. Keyed on the login, not the account, so an unknown username locks exactly
 * like a real one and the lock tells nobody which accounts exist.
 */
export const ACCOUNT_LOCK_FAILURES = 5;
/** Failures from one IP within the window that lock that IP out. */
export const IP_LOCK_FAILURES = 20;
/** From this many failures in the window, every try must carry an image captcha. */
export const CAPTCHA_AFTER_FAILURES = 2;

/** Reasons of attempts that tried a wrong secret; only these count towards captcha and locks. */
export const WRONG_SECRET_REASONS: readonly string[] = [
  'login.password.wrong',
  'verification.code.invalid',
  'verification.code.expired',
  'member.mobile.not.found',
] satisfies KnownErrorCode[];

/**
 * The login_attempts type of a proven password reset or change: the owner showed who they
 * are, so the account's earlier failures no longer count towards captcha or locks.
 */
export const PASSWORD_RESET_TYPE = 'reset';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

/** A login as stored (at most 100 characters) and as the account lock keys it. */
export const storedLogin = (login: string) => login.slice(0, 100);
const loginKeyOf = (login: string) => storedLogin(login).toLowerCase();

/** Recent wrong secrets on one login and from one IP, newest first, as seen at `now`. */
export interface RecentFailures {
  onLogin: Date[];
  fromIp: Date[];
  now: Date;
}

/** Until when these failures (newest first, `limit` of them at most) lock, or null. */
function lockedUntil(failures: Date[], limit: number, now: Date): Date | null {
  const newest = failures[0];
  const oldest = failures[limit - 1];
  if (!newest || !oldest) return null;
  const until = new Date(newest.getTime() + WINDOW_MS);
  return newest.getTime() - oldest.getTime() <= WINDOW_MS && until > now ? until : null;
}
const inWindow = (failures: Date[], now: Date) =>
  failures.filter((at) => now.getTime() - at.getTime() <= WINDOW_MS).length;

/** Until when the login or the IP is locked, or null. */
export const lockOf = (f: RecentFailures): Date | null =>
  lockedUntil(f.onLogin, ACCOUNT_LOCK_FAILURES, f.now) ??
  lockedUntil(f.fromIp, IP_LOCK_FAILURES, f.now);

/** The larger of the two failure counts within the window. */
export const failuresInWindow = (f: RecentFailures) =>
  Math.max(inWindow(f.onLogin, f.now), inWindow(f.fromIp, f.now));

/** Whether a try with these failures behind it must carry an image captcha. */
export const captchaNeeded = (f: RecentFailures) => failuresInWindow(f) >= CAPTCHA_AFTER_FAILURES;

/** The same failures with one more, at `now`. */
export const withOneMore = (f: RecentFailures): RecentFailures => ({
  ...f,
  onLogin: [f.now, ...f.onLogin],
  fromIp: [f.now, ...f.fromIp],
});

// A later reset row of the same account clears a failure (the outer row is login_attempts;
// the alias hides the table's name inside, so its columns refer to the outer row).
const notClearedByReset = sql`not exists (select 1 from login_attempts cleared
  where cleared.type = ${PASSWORD_RESET_TYPE}
    and cleared.member_id = ${loginAttempts.memberId}
    and cleared.id > ${loginAttempts.id})`;

const recentWrongSecrets = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        where,
        inArray(loginAttempts.reason, [...WRONG_SECRET_REASONS]),
        gt(loginAttempts.at, sql`now() - make_interval(mins => ${2 * LOGIN_WINDOW_MINUTES})`),
        notClearedByReset,
      ),
    )
    .orderBy(desc(loginAttempts.at))
    .limit(limit)
    .then((rows) => rows.map((r) => r.at));

/**
 * The failures that decide a login try's captcha and locks: on the login as typed
 * (lower-cased; none without a login) and from the IP, within `others` (e.g. all but the
 * try's own row).
 */
export async function recentFailures(
  db: Db,
  of: {
    merchantCode: string;
    login?: string;
    /** The try's valid device cookie for this login (device-cookies.ts), or null. */
    device?: string | null;
    ip: string;
    now: Date;
    others?: SQL;
  },
): Promise<RecentFailures> {
  const onLogin =
    of.login === undefined
      ? []
      : await recentWrongSecrets(
          db,
          and(
            of.others,
            eq(loginAttempts.merchantCode, of.merchantCode),
            sql`lower(${loginAttempts.login}) = ${loginKeyOf(of.login)}`,
            // The member's own browser counts its own failures; everyone else shares theirs.
            of.device
              ? eq(loginAttempts.deviceCookie, of.device)
              : isNull(loginAttempts.deviceCookie),
          ),
          ACCOUNT_LOCK_FAILURES,
        );
  const fromIp = await recentWrongSecrets(
    db,
    and(of.others, eq(loginAttempts.ip, of.ip)),
    IP_LOCK_FAILURES,
  );
  return { onLogin, fromIp, now: of.now };
}

/** Where an attempt came from, as its login_attempts row keeps it. */
export async function attemptSource(app: FastifyInstance, request: FastifyRequest) {
  const { ip, country } = await app.siteStatus.visitorOf(request);
  return { ip, country, device: String(request.headers['device'] ?? 'web').slice(0, 40) };
}

/**
 * Records a proven password reset or change: a successful attempt of the reset type, which
 * clears the account's lock and captcha and shows in its login history.
 */
export async function recordPasswordReset(
  db: Db,
  member: Member,
  source: Awaited<ReturnType<typeof attemptSource>>,
) {
  await db.insert(loginAttempts).values({
    merchantCode: member.merchantCode,
    memberId: member.id,
    login: member.username,
    type: PASSWORD_RESET_TYPE,
    ...source,
    success: true,
    reason: null,
  });
}

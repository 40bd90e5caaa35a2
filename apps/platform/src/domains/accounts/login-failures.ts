import type { KnownErrorCode } from '@site/contract';
import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { loginAttempts, type Member } from '../../db/schema/index.js';

export const LOGIN_WINDOW_MINUTES = 15;
/**
 * From this many failures within the window, on the login (as typed, lower-cased) or from the
 * IP, every try must carry an image captcha. Keyed on the login, not the account, so an unknown
 * username behaves exactly like a real one and tells nobody which accounts exist.
 */
export const CAPTCHA_AFTER_FAILURES = 2;
/**
 * From this many failures on one login within the window, whoever failed on it (its IPs, or
 * the device cookie whose failures they were) waits before trying it again: a minute, doubling
 * with each further failure, at most the window. Nobody else waits: a right password with a
 * solved captcha from anywhere else always gets in, so a stranger cannot lock the owner out
 * (OWASP Authentication Cheat Sheet, account lockout).
 */
export const WAIT_AFTER_FAILURES = 5;
export const FIRST_WAIT_SECONDS = 60;
const MAX_WAIT_SECONDS = LOGIN_WINDOW_MINUTES * 60;
/** Failures on a login beyond which the wait no longer grows (it reached its cap). */
const COUNTED_FAILURES =
  WAIT_AFTER_FAILURES + Math.ceil(Math.log2(MAX_WAIT_SECONDS / FIRST_WAIT_SECONDS));

/** Reasons of attempts that tried a wrong secret; only these count towards captcha and waits. */
export const WRONG_SECRET_REASONS: readonly string[] = [
  'login.password.wrong',
  'verification.code.invalid',
  'verification.code.expired',
  'member.mobile.not.found',
] satisfies KnownErrorCode[];

/**
 * The login_attempts type of a proven password reset or change: the owner showed who they
 * are, so the account's earlier failures no longer count towards captcha or waits.
 */
export const PASSWORD_RESET_TYPE = 'reset';

const WINDOW_MS = LOGIN_WINDOW_MINUTES * 60_000;

/** A login as stored (at most 100 characters) and as its failures are keyed. */
export const storedLogin = (login: string) => login.slice(0, 100);
const loginKeyOf = (login: string) => storedLogin(login).toLowerCase();

/** Recent wrong secrets on one login and from one IP, newest first, as seen at `now`. */
export interface RecentFailures {
  onLogin: Date[];
  fromIp: Date[];
  /** Whether this try's device cookie, or without one its IP, already failed on the login. */
  triedBefore: boolean;
  now: Date;
}

const inWindow = (failures: Date[], now: Date) =>
  failures.filter((at) => now.getTime() - at.getTime() <= WINDOW_MS);

/** Until when those who failed on the login wait, or null: growing with its failures. */
function waitAfter(onLogin: Date[], now: Date): Date | null {
  const recent = inWindow(onLogin, now);
  const newest = recent[0];
  if (!newest || recent.length < WAIT_AFTER_FAILURES) return null;
  const seconds = Math.min(
    FIRST_WAIT_SECONDS * 2 ** (recent.length - WAIT_AFTER_FAILURES),
    MAX_WAIT_SECONDS,
  );
  const until = new Date(newest.getTime() + seconds * 1000);
  return until > now ? until : null;
}

/** Until when this try must wait before its secret is even checked, or null. */
export const waitOf = (f: RecentFailures): Date | null =>
  f.triedBefore ? waitAfter(f.onLogin, f.now) : null;

/** Whether a try with these failures behind it must carry an image captcha. */
export const captchaNeeded = (f: RecentFailures) =>
  Math.max(inWindow(f.onLogin, f.now).length, inWindow(f.fromIp, f.now).length) >=
  CAPTCHA_AFTER_FAILURES;

/** The same failures with one more, this try's, at `now`. */
export const withOneMore = (f: RecentFailures): RecentFailures => ({
  ...f,
  onLogin: [f.now, ...f.onLogin],
  fromIp: [f.now, ...f.fromIp],
  triedBefore: true,
});

// A later reset row of the same account clears a failure (the outer row is login_attempts;
// the alias hides the table's name inside, so its columns refer to the outer row).
const notClearedByReset = sql`not exists (select 1 from login_attempts cleared
  where cleared.type = ${PASSWORD_RESET_TYPE}
    and cleared.member_id = ${loginAttempts.memberId}
    and cleared.id > ${loginAttempts.id})`;

const recentWrongSecrets = (where: SQL | undefined) =>
  and(
    where,
    inArray(loginAttempts.reason, [...WRONG_SECRET_REASONS]),
    gt(loginAttempts.at, sql`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`),
    notClearedByReset,
  );

const timesOf = (db: Db, where: SQL | undefined, limit: number) =>
  db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(recentWrongSecrets(where))
    .orderBy(desc(loginAttempts.at))
    .limit(limit)
    .then((rows) => rows.map((r) => r.at));

/**
 * The failures that decide a login try's captcha and wait: on the login as typed
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
  const fromIp = await timesOf(
    db,
    and(of.others, eq(loginAttempts.ip, of.ip)),
    CAPTCHA_AFTER_FAILURES,
  );
  if (of.login === undefined) return { onLogin: [], fromIp, triedBefore: false, now: of.now };
  const login = and(
    of.others,
    eq(loginAttempts.merchantCode, of.merchantCode),
    sql`lower(${loginAttempts.login}) = ${loginKeyOf(of.login)}`,
    // The member's own browser counts its own failures; everyone else shares theirs.
    of.device ? eq(loginAttempts.deviceCookie, of.device) : isNull(loginAttempts.deviceCookie),
  );
  const onLogin = await timesOf(db, login, COUNTED_FAILURES);
  // A device's failures on the login are all its own; without one, the IP's are.
  const [mine] = of.device
    ? [onLogin[0]]
    : await timesOf(db, and(login, eq(loginAttempts.ip, of.ip)), 1);
  return { onLogin, fromIp, triedBefore: mine !== undefined, now: of.now };
}

/** Where an attempt came from, as its login_attempts row keeps it. */
export async function attemptSource(app: FastifyInstance, request: FastifyRequest) {
  const { ip, country } = await app.siteStatus.visitorOf(request);
  return { ip, country, device: String(request.headers['device'] ?? 'web').slice(0, 40) };
}

/**
 * Records a proven password reset or change: a successful attempt of the reset type, which
 * clears the account's wait and captcha and shows in its login history.
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

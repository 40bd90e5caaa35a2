import { randomBytes } from 'node:crypto';
import {
  WEAK_DEFAULT_PASSWORD,
  type KnownErrorCode,
  type LoginBody,
  type LoginResult,
  type LoginSuccess,
} from '@site/contract';
import { eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { loginAttempts, type Member, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { isOn, requireSwitch } from '../system/feature-switch.js';
import { createLoginChallenges } from './login-challenges.js';
import {
  attemptSource,
  captchaNeeded,
  recentFailures,
  storedLogin,
  waitOf,
  withOneMore,
  WRONG_SECRET_REASONS,
  type RecentFailures,
} from './login-failures.js';
import { createDeviceCookies, type DeviceCookies } from './device-cookies.js';
import { isPasswordExpired, mobileKey } from './members.js';

/**
 * The reason kept on a right password from a new IP: the attempt waits for its code (the
 * verify call records its own attempt). Not a failure, so it counts towards nothing.
 */
export const CHALLENGED = 'login.challenged';

interface AttemptOf {
  merchantCode: string;
  member: Member | undefined;
  login: string;
  type: string;
  request: FastifyRequest;
}
interface OpenAttempt {
  id: number;
  /** Recent wrong secrets on the same login, and from the same IP, before this one. */
  failures: RecentFailures;
}

/**
 * Login: password or SMS code, image captcha after failures, growing waits for whoever keeps
 * failing on a login (login-failures.ts), new-IP challenges, and one login_attempts row per
 * attempt (the audit trail and login history).
 */
export function createLogin(app: FastifyInstance, deviceCookies: DeviceCookies) {
  const db: Db = app.db;
  const challenges = createLoginChallenges(app);
  // Unknown usernames still cost an argon2 verify, so timing does not tell who exists.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= app.passwords.hash(randomBytes(16).toString('hex')));

  /**
   * Opens an attempt: refuses it unchecked while its IP (or device cookie) must wait after
   * failing on the login, else records it as a wrong guess until it ends. Serialised per login
   * and IP, so parallel guesses see each other and the wait holds exactly.
   */
  async function begin(of: AttemptOf): Promise<OpenAttempt> {
    const source = await attemptSource(app, of.request);
    const login = storedLogin(of.login);
    const loginKey = login.toLowerCase();
    const device = await deviceCookies.deviceOf(of.request, login);
    const row = {
      merchantCode: of.merchantCode,
      memberId: of.member?.id ?? null,
      login,
      type: of.type,
      deviceCookie: device,
      ...source,
    };
    const opened = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`login:${of.merchantCode}:${loginKey}`}))`,
      );
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${source.ip}`}))`);
      // Recorded first as a wrong guess, so parallel attempts count it; its time is the
      // database's clock, which every platform process shares.
      const [inserted] = await tx
        .insert(loginAttempts)
        .values({ ...row, success: false, reason: 'login.password.wrong' })
        .returning({ id: loginAttempts.id, at: loginAttempts.at });
      const { id, at } = inserted!;
      const failures = await recentFailures(tx, {
        merchantCode: of.merchantCode,
        login,
        device,
        ip: source.ip,
        now: at,
        others: ne(loginAttempts.id, id),
      });
      const waitUntil = waitOf(failures);
      if (waitUntil) {
        await tx
          .update(loginAttempts)
          .set({ reason: 'login.locked' })
          .where(eq(loginAttempts.id, id));
        return { waitUntil, failures };
      }
      const attempt: OpenAttempt = { id, failures };
      return { attempt };
    });
    if (opened.waitUntil) {
      throw new AppError('login.locked', {
        retryAt: opened.waitUntil,
        captchaRequired: captchaNeeded(opened.failures),
      });
    }
    return opened.attempt;
  }

  /** Records how the attempt ended; a wrong guess may ask for a captcha and make its side wait. */
  async function end(attempt: OpenAttempt, error: unknown): Promise<never> {
    const reason: KnownErrorCode = error instanceof AppError ? error.code : 'system.error';
    await db.update(loginAttempts).set({ reason }).where(eq(loginAttempts.id, attempt.id));
    if (!(error instanceof AppError)) throw error;
    if (!WRONG_SECRET_REASONS.includes(reason)) {
      if (reason === 'captcha.required' || reason === 'captcha.invalid') {
        throw new AppError(reason, { captchaRequired: true });
      }
      throw error;
    }
    const withThis = withOneMore(attempt.failures);
    const captchaRequired = captchaNeeded(withThis);
    const waitUntil = waitOf(withThis);
    if (waitUntil) throw new AppError('login.locked', { retryAt: waitUntil, captchaRequired });
    throw new AppError(error.code, { ...error.extra, captchaRequired });
  }

  /** Records an attempt that got through: a session (no reason) or a new-IP challenge. */
  const settle = (attempt: OpenAttempt, reason: typeof CHALLENGED | null = null) =>
    db
      .update(loginAttempts)
      .set({ success: reason === null, reason })
      .where(eq(loginAttempts.id, attempt.id));

  /** The image captcha a try must carry once failures piled up. */
  async function checkCaptcha(attempt: OpenAttempt, body: LoginBody) {
    if (!captchaNeeded(attempt.failures)) return;
    if (!body.captchaId || !body.captcha) throw new AppError('captcha.required');
    await app.humanChecks.checkImage(body.captchaId, body.captcha);
  }

  async function checkCredentials(member: Member | undefined, body: LoginBody, merchant: Merchant) {
    if (body.type === 'sms') {
      if (!member) throw new AppError('member.mobile.not.found');
      await app.verificationCodes.consume({
        merchantCode: merchant.code,
        channel: 'sms',
        destination: mobileKey(body.countryDialingCode!, body.username),
        purpose: 'login',
        code: body.password.trim(),
      });
      return member;
    }
    const right = await app.passwords.verify(
      member?.passwordHash ?? (await dummy()),
      body.password,
    );
    if (!member || !right) throw new AppError('login.password.wrong');
    return member;
  }

  /**
   * Whether the session must change its password before anything else: an operator-made
   * account's first password login, the weak default password, or an expired one while
   * PWDEXPFORCECHANGE3 is on. Never for SMS logins. `typed` is the password just typed; a
   * verified new-IP challenge has none, so the stored hash tells whether it was the default.
   */
  async function passwordChangeRequired(member: Member, merchant: Merchant, typed?: string) {
    if (member.mustChangePassword) return true;
    const weak =
      typed !== undefined
        ? typed === WEAK_DEFAULT_PASSWORD
        : await app.passwords.verify(member.passwordHash, WEAK_DEFAULT_PASSWORD);
    if (weak) return true;
    return (
      isPasswordExpired(member, merchant) && (await isOn(app, merchant.code, 'PWDEXPFORCECHANGE3'))
    );
  }

  return {
    /**
     * Whether the next password login from this client, on `username` as typed if given,
     * would be refused for want of an image captcha: the rule `login` applies.
     */
    async captchaRequired(merchant: Merchant, request: FastifyRequest, username?: string) {
      const failures = await recentFailures(db, {
        merchantCode: merchant.code,
        login: username || undefined,
        device: username ? await deviceCookies.deviceOf(request, username) : null,
        ip: (await app.siteStatus.visitorOf(request)).ip,
        now: new Date(),
      });
      return captchaNeeded(failures);
    },

    async login(
      body: LoginBody,
      merchant: Merchant,
      request: FastifyRequest,
    ): Promise<LoginResult> {
      if (body.type === 'sms') {
        await requireSwitch(app, merchant.code, 'MOBILEVERCODELOGIN3');
        if (!body.countryDialingCode) {
          throw new AppError('request.invalid', {
            fields: { 'body.countryDialingCode': 'required with type sms' },
          });
        }
      }
      const member =
        body.type === 'sms'
          ? await app.members.byMobile(merchant.code, body.countryDialingCode!, body.username)
          : await app.members.byUsername(merchant.code, body.username);
      const attempt = await begin({
        merchantCode: merchant.code,
        member,
        login: body.type === 'sms' ? `${body.countryDialingCode} ${body.username}` : body.username,
        type: body.type,
        request,
      });
      try {
        await app.humanChecks.requireSlider(merchant, body.sliderToken);
        await checkCaptcha(attempt, body);
        const proven = await checkCredentials(member, body, merchant);
        if (proven.disabled) throw new AppError('member.disabled');
        if (body.type === 'sms') {
          const session = await app.members.openSession(proven, merchant, request);
          await settle(attempt);
          return session;
        }
        // An SMS code already proves the bound mobile: only password logins are challenged.
        const pending = await challenges.challenge(proven, merchant, request, body.type);
        if (pending) {
          await settle(attempt, CHALLENGED);
          return pending;
        }
        const session = await app.members.openSession(proven, merchant, request, {
          passwordChangeRequired: await passwordChangeRequired(proven, merchant, body.password),
        });
        await settle(attempt);
        return session;
      } catch (error) {
        return end(attempt, error);
      }
    },

    /** The code of a new-IP challenge: consumed once, from the IP that was challenged. */
    async verify(
      input: { challengeId: string; code: string },
      merchant: Merchant,
      request: FastifyRequest,
    ): Promise<LoginSuccess> {
      const found = await challenges.find(input.challengeId, merchant, request);
      const member = await app.members.byId(found.challenge.memberId);
      const attempt = await begin({
        merchantCode: merchant.code,
        member,
        login: member?.username ?? '',
        type: found.challenge.loginType,
        request,
      });
      try {
        if (!member) throw new AppError('verification.code.invalid');
        await app.verificationCodes.consume({
          merchantCode: merchant.code,
          channel: found.code.channel,
          destination: found.code.destination,
          purpose: 'newIp',
          code: input.code,
          codeId: found.code.id,
        });
        if (!(await challenges.use(input.challengeId))) {
          throw new AppError('verification.code.invalid');
        }
        if (member.disabled) throw new AppError('member.disabled');
        const session = await app.members.openSession(member, merchant, request, {
          passwordChangeRequired:
            found.challenge.loginType === 'username' &&
            (await passwordChangeRequired(member, merchant)),
        });
        await settle(attempt);
        return session;
      } catch (error) {
        return end(attempt, error);
      }
    },
  };
}
export type Login = ReturnType<typeof createLogin>;

declare module 'fastify' {
  interface FastifyInstance {
    login: Login;
    deviceCookies: DeviceCookies;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { secureCookies: boolean }) => {
    const deviceCookies = createDeviceCookies(app.db, opts.secureCookies);
    app.decorate('deviceCookies', deviceCookies);
    app.decorate('login', createLogin(app, deviceCookies));
  },
  {
    name: 'login',
    dependencies: [
      'db',
      'passwords',
      'members',
      'settings',
      'site-status',
      'verification-codes',
      'human-checks',
    ],
  },
);

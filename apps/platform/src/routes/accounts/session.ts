import { memberCalls, pageInfo, sessionCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { loginHistoryPage } from '../../domains/accounts/login-history.js';
import { registerCall } from '../register-call.js';

/** Captcha-need checks one IP may make a minute: the login form asks as the login is typed. */
const CAPTCHA_CHECKS_PER_MINUTE = 60;

/** Login, new-IP verification, logout, captchas and the member's login history. */
export default async function sessionRoutes(app: FastifyInstance) {
  // A password login that got through makes this browser the member's own (device cookie).
  registerCall(app, sessionCalls.login, async ({ body, merchant, request, reply }) => {
    const result = await app.login.login(body, merchant, request);
    if (result.status === 'OK' && body.type === 'username') {
      await app.deviceCookies.issue(reply, body.username);
    }
    return result;
  });

  registerCall(app, sessionCalls.loginVerify, async ({ body, merchant, request, reply }) => {
    const result = await app.login.verify(body, merchant, request);
    await app.deviceCookies.issue(reply, result.user.account);
    return result;
  });

  registerCall(app, sessionCalls.loginCaptcha, async ({ merchant, query, request }) => {
    const limit = await app.throttle.hit(
      `login-captcha:${request.ip}`,
      CAPTCHA_CHECKS_PER_MINUTE,
      60,
    );
    if (!limit.allowed) throw new AppError('request.throttled', { retryAt: limit.retryAt });
    return { captchaRequired: await app.login.captchaRequired(merchant, request, query.username) };
  });

  registerCall(app, sessionCalls.logout, async (context) => {
    await app.sessions.end(context.session.tokenHash);
    return { loggedOut: true };
  });

  registerCall(app, sessionCalls.captcha, ({ request }) => app.humanChecks.image(request.ip));

  registerCall(app, sessionCalls.slider, ({ request }) => app.humanChecks.slider(request.ip));

  registerCall(app, sessionCalls.sliderVerify, ({ body, request }) =>
    app.humanChecks.verifySlider(body.sliderId, body.x, body.durationMs, request.ip),
  );

  registerCall(app, memberCalls.loginHistory, async (context) => {
    const { member } = context;
    const { pageNo, pageSize } = context.query;
    const { total, attempts } = await loginHistoryPage(app.db, member.id, { pageNo, pageSize });
    return {
      ...pageInfo(pageNo, pageSize, total),
      list: attempts.map((a) => ({
        at: a.at.toISOString(),
        ip: a.ip,
        country: a.country,
        device: a.device,
        success: a.success,
        reason: a.reason,
      })),
    };
  });
}

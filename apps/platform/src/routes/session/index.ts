import { memberCalls, pageInfo, sessionCalls } from '@site/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginAttempts } from '../../db/schema/index.js';
import { memberOf, registerCall } from '../register-call.js';

/** Login, new-IP verification, logout, captchas and the member's login history. */
export default async function sessionRoutes(app: FastifyInstance) {
  registerCall(app, sessionCalls.login, ({ body, merchant, request }) =>
    app.login.login(body, merchant, request),
  );

  registerCall(app, sessionCalls.loginVerify, ({ body, merchant, request }) =>
    app.login.verify(body, merchant, request),
  );

  registerCall(app, sessionCalls.logout, async (context) => {
    await app.sessions.end(memberOf(context).tokenHash);
    return { loggedOut: true };
  });

  registerCall(app, sessionCalls.captcha, ({ request }) => app.humanChecks.image(request.ip));

  registerCall(app, sessionCalls.slider, ({ request }) => app.humanChecks.slider(request.ip));

  registerCall(app, sessionCalls.sliderVerify, ({ body, request }) =>
    app.humanChecks.verifySlider(body.sliderId, body.x, body.durationMs, request.ip),
  );

  registerCall(app, memberCalls.loginHistory, async (context) => {
    const { member } = memberOf(context);
    const { pageNo, pageSize } = context.query;
    const mine = eq(loginAttempts.memberId, member.id);
    const [total] = await app.db.select({ count: count() }).from(loginAttempts).where(mine);
    const rows = await app.db
      .select()
      .from(loginAttempts)
      .where(mine)
      .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return {
      ...pageInfo(pageNo, pageSize, total?.count ?? 0),
      list: rows.map((r) => ({
        at: r.at.toISOString(),
        ip: r.ip,
        country: r.country,
        device: r.device,
        success: r.success,
        reason: r.reason,
      })),
    };
  });
}

import { AVATAR_MAX_BYTES, memberCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { iconUrl, PROFILE_ICONS } from '../../domains/accounts/avatars.js';
import { registerCall } from '../register-call.js';
import avatarMedia from './avatar-media.js';

/** Registration, the member's own info and profile, passwords and bound contacts. */
export default async function memberRoutes(app: FastifyInstance) {
  // A 1 MB picture is 1.33 MB as base64 in JSON: above fastify's 1 MiB default body limit.
  app.addHook('onRoute', (route) => {
    if (route.url === memberCalls.setAvatar.path) {
      route.bodyLimit = Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64 * 1024;
    }
  });

  registerCall(app, memberCalls.register, ({ merchant, body, request }) =>
    app.registration.register(merchant, body, request),
  );
  registerCall(app, memberCalls.registerMobile, ({ merchant, body, request }) =>
    app.registration.registerMobile(merchant, body, request),
  );

  registerCall(app, memberCalls.info, (ctx) => {
    const { member, passwordChangeRequired } = ctx.session;
    return app.memberProfile.infoOf(member, passwordChangeRequired);
  });
  registerCall(app, memberCalls.updateProfile, (ctx) =>
    app.memberProfile.setNickname(ctx.member, ctx.body.nickname),
  );
  registerCall(app, memberCalls.firstLogin, (ctx) =>
    app.memberProfile.markFirstLoginDone(ctx.member),
  );

  registerCall(app, memberCalls.avatar, (ctx) => app.avatars.of(ctx.member));
  registerCall(app, memberCalls.setAvatar, (ctx) => {
    const { member, language } = ctx;
    return ctx.body.avatarType === 'STATIC'
      ? app.avatars.setStatic(member, ctx.body.avatar, language)
      : app.avatars.setCustom(member, ctx.body.avatar, language);
  });
  registerCall(app, memberCalls.profileIcons, async () => ({
    list: PROFILE_ICONS.map((id) => ({ id, url: iconUrl(id) })),
  }));

  registerCall(app, memberCalls.changePassword, (ctx) =>
    app.accountSecurity.changePassword(ctx.session, ctx.merchant, ctx.request, ctx.body),
  );
  registerCall(app, memberCalls.forgotByEmail, ({ merchant, request, body }) =>
    app.accountSecurity.forgotByEmail(merchant, request, body),
  );
  registerCall(app, memberCalls.resetByLink, ({ merchant, request, body }) =>
    app.accountSecurity.resetByLink(merchant, request, body),
  );
  registerCall(app, memberCalls.resetByPhone, ({ merchant, request, body }) =>
    app.accountSecurity.resetByPhone(merchant, request, body),
  );
  registerCall(app, memberCalls.setPaymentPassword, (ctx) =>
    app.accountSecurity.setPaymentPassword(ctx.session, ctx.merchant, ctx.request, ctx.body),
  );

  registerCall(app, memberCalls.bindMobile, (ctx) =>
    app.memberProfile.bindMobile(ctx.session, ctx.body, ctx.language),
  );
  registerCall(app, memberCalls.bindEmail, (ctx) =>
    app.memberProfile.bindEmail(ctx.session, ctx.body, ctx.language),
  );

  await app.register(avatarMedia);
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../options.js';
import accountSecurity from './account-security.js';
import accounts from './accounts.js';
import avatars from './avatars.js';
import humanChecks from './human-checks.js';
import login from './login.js';
import memberProfile from './member-profile.js';
import members from './members.js';
import passwords from './passwords.js';
import registration from './registration.js';
import sessions from './sessions.js';
import verificationCodes from './verification-codes.js';

/** Members and agents: registration, login and sessions, security, profile. */
export default fp(
  async (app: FastifyInstance, { config }: DomainOptions) => {
    await app.register(passwords);
    await app.register(sessions, { idleMinutes: config.sessionIdleMinutes });
    await app.register(members);
    await app.register(verificationCodes);
    await app.register(humanChecks, { recordAnswers: config.devOutbox });
    await app.register(login, { secureCookies: config.http.hsts });
    await app.register(accounts);
    await app.register(registration);
    await app.register(accountSecurity, { publicUrl: config.publicUrl });
    await app.register(memberProfile);
    await app.register(avatars);
  },
  { name: 'domain:accounts', dependencies: ['domain:system', 'domain:ops', 'domain:ledger'] },
);

import type { FastifyInstance } from 'fastify';
import agentRoutes from './agent.js';
import freeplayRoutes from './freeplay.js';
import memberRoutes from './member.js';
import sessionRoutes from './session.js';
import verificationRoutes from './verification.js';

/** Registration, login and sessions, verification codes, the member's own info and security. */
export default async function accountRoutes(app: FastifyInstance) {
  await app.register(memberRoutes);
  await app.register(agentRoutes);
  await app.register(freeplayRoutes);
  await app.register(verificationRoutes);
  await app.register(sessionRoutes);
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../options.js';
import houseRounds from './house-rounds.js';
import houseSessions from './house-sessions.js';

/** The house vendor: its game sessions and provably fair rounds on the seamless wallet. */
export default fp(
  async (app: FastifyInstance, { config }: DomainOptions) => {
    await app.register(houseSessions, { siteIdleMinutes: config.sessionIdleMinutes });
    await app.register(houseRounds);
  },
  { name: 'domain:house', dependencies: ['domain:games', 'domain:money'] },
);

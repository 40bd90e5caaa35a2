import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../options.js';
import contracts from './contracts.js';
import reports from './reports.js';
import team from './team.js';

/**
 * The agent centre (src/domains/agents/README.md): the team tree, direct registration and
 * invitation links, reports from the daily aggregates, and dividend and salary contracts.
 */
export default fp(
  async (app: FastifyInstance, { config }: DomainOptions) => {
    await app.register(team, { idleMinutes: config.sessionIdleMinutes });
    await app.register(reports);
    await app.register(contracts);
  },
  { name: 'domain:agents', dependencies: ['domain:ledger', 'domain:accounts', 'domain:money'] },
);

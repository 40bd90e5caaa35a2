import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../options.js';
import contracts from './contracts.js';
import { createReports, type Reports } from './reports/index.js';
import team from './team.js';

declare module 'fastify' {
  interface FastifyInstance {
    agentReports: Reports;
  }
}

/**
 * The agent centre (src/domains/agents/README.md): the team tree, direct registration and
 * invitation links, reports from the daily aggregates, and dividend and salary contracts.
 */
export default fp(
  async (app: FastifyInstance, { config }: DomainOptions) => {
    await app.register(team, { idleMinutes: config.sessionIdleMinutes });
    // The reports read through the team tree's queries, so they come after it.
    app.decorate('agentReports', createReports(app.db, app.team));
    await app.register(contracts);
  },
  { name: 'domain:agents', dependencies: ['domain:ledger', 'domain:accounts', 'domain:money'] },
);

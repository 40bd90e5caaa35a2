import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DomainOptions } from '../options.js';
import { createContracts } from './contracts.js';
import { createReports } from './reports/index.js';
import { createTeam } from './team.js';

/** The agents' services under one name, as the routes, the jobs and the CLI read them. */
export type Agents = ReturnType<typeof createAgents>;

function createAgents(app: FastifyInstance, idleMinutes: number) {
  const team = createTeam(app, idleMinutes);
  return {
    /** The team tree: downlines, direct registration, invitation links and rebates. */
    team,
    /** The team's reports, read from the daily aggregates through the team tree's queries. */
    reports: createReports(app.db, team),
    /** Dividend and salary contracts between an upline and its direct downlines. */
    contracts: createContracts(app, team),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    agents: Agents;
  }
}

/**
 * The agent centre (src/domains/agents/README.md): the team tree, direct registration and
 * invitation links, reports from the daily aggregates, and dividend and salary contracts.
 */
export default fp(
  async (app: FastifyInstance, { config }: DomainOptions) => {
    app.decorate('agents', createAgents(app, config.sessionIdleMinutes));
  },
  { name: 'domain:agents', dependencies: ['domain:ledger', 'domain:accounts', 'domain:money'] },
);

import { agentCalls as calls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/** The agent centre's calls (README, Agent centre API): team, reports, contracts. */
export default async function agentRoutes(app: FastifyInstance) {
  // Team
  registerCall(app, calls.rebates, async (ctx) => ({
    rebates: app.agents.team.rebatesOnWire(await app.agents.team.rebatesOf(ctx.member.id)),
  }));
  registerCall(app, calls.registerDownline, (ctx) =>
    app.agents.team.registerDownline(ctx.agent, ctx.body, ctx.language, ctx.request.ip),
  );
  registerCall(app, calls.updateRebates, (ctx) =>
    app.agents.team.updateRebates(ctx.agent, ctx.params.username, ctx.body.rebates, ctx.language),
  );
  registerCall(app, calls.links, (ctx) =>
    app.agents.team.links(ctx.agent, ctx.query.pageNo, ctx.query.pageSize),
  );
  registerCall(app, calls.createLink, (ctx) =>
    app.agents.team.createLink(ctx.agent, ctx.body, ctx.language),
  );
  registerCall(app, calls.deleteLink, (ctx) =>
    app.agents.team.deleteLink(ctx.member, ctx.params.id),
  );
  registerCall(app, calls.downlines, (ctx) => app.agents.team.downlines(ctx.agent, ctx.query));

  registerCall(app, calls.notices, (ctx) =>
    app.announcements.agentNotices(
      ctx.agent.merchantCode,
      ctx.languages,
      ctx.query.pageNo,
      ctx.query.pageSize,
    ),
  );

  // Reports
  registerCall(app, calls.overview, (ctx) =>
    app.agents.reports.overview(ctx.agent, ctx.query.startDate, ctx.query.endDate),
  );
  registerCall(app, calls.profit, (ctx) => app.agents.reports.profit(ctx.agent, ctx.query));
  registerCall(app, calls.products, (ctx) => app.agents.reports.products(ctx.agent, ctx.query));
  registerCall(app, calls.bets, (ctx) => app.agents.reports.bets(ctx.agent, ctx.query));
  registerCall(app, calls.transactions, (ctx) =>
    app.agents.reports.transactions(ctx.agent, ctx.query),
  );
  registerCall(app, calls.income, (ctx) =>
    app.agents.reports.income(ctx.agent, ctx.query.startDate, ctx.query.endDate),
  );

  // Contracts
  registerCall(app, calls.consolidated, (ctx) => app.agents.contracts.consolidated(ctx.member));
  registerCall(app, calls.processDividend, (ctx) =>
    app.agents.contracts.answerDividend(ctx.member, ctx.body.type, ctx.body.status),
  );
  registerCall(app, calls.processDailySalary, (ctx) =>
    app.agents.contracts.answer(ctx.member, ctx.body.id, ctx.body.status),
  );
  registerCall(app, calls.processHourSalary, (ctx) =>
    app.agents.contracts.answer(ctx.member, ctx.body.contractId, ctx.body.status),
  );
  registerCall(app, calls.processRealtimeSalary, (ctx) =>
    app.agents.contracts.answer(ctx.member, ctx.body.contractId, ctx.body.status),
  );
  registerCall(app, calls.offerContract, (ctx) => app.agents.contracts.offer(ctx.agent, ctx.body));
  registerCall(app, calls.terminateContract, (ctx) =>
    app.agents.contracts.terminate(ctx.member, ctx.params.id),
  );
  registerCall(app, calls.contracts, (ctx) => app.agents.contracts.list(ctx.member, ctx.query));
  registerCall(app, calls.payouts, (ctx) => app.agents.contracts.payouts(ctx.member, ctx.query));
}

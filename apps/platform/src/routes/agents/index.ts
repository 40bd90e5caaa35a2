import { agentCentreCalls as calls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { requireAgent } from '../../domains/agents/team.js';
import { requestLanguage } from '../../http/request-language.js';
import { memberOf, registerCall } from '../register-call.js';

/** The agent centre's calls (README, Agent centre API): team, reports, contracts. */
export default async function agentCentreRoutes(app: FastifyInstance) {
  const me = (ctx: Parameters<typeof memberOf>[0]) => memberOf(ctx).member;

  // Team
  registerCall(app, calls.rebates, async (ctx) => ({
    rebates: app.team.rebatesOnWire(await app.team.rebatesOf(me(ctx).id)),
  }));
  registerCall(app, calls.registerDownline, (ctx) =>
    app.team.registerDownline(me(ctx), ctx.body, requestLanguage(ctx.request), ctx.request.ip),
  );
  registerCall(app, calls.updateRebates, (ctx) =>
    app.team.updateRebates(
      me(ctx),
      ctx.params.username,
      ctx.body.rebates,
      requestLanguage(ctx.request),
    ),
  );
  registerCall(app, calls.links, (ctx) =>
    app.team.links(me(ctx), ctx.query.pageNo, ctx.query.pageSize),
  );
  registerCall(app, calls.createLink, (ctx) =>
    app.team.createLink(me(ctx), ctx.body, requestLanguage(ctx.request)),
  );
  registerCall(app, calls.deleteLink, (ctx) => app.team.deleteLink(me(ctx), ctx.params.id));
  registerCall(app, calls.downlines, (ctx) => app.team.downlines(me(ctx), ctx.query));

  registerCall(app, calls.notices, (ctx) => {
    const member = me(ctx);
    requireAgent(member);
    return app.announcements.agentNotices(
      member.merchantCode,
      ctx.languages,
      ctx.query.pageNo,
      ctx.query.pageSize,
    );
  });

  // Reports
  registerCall(app, calls.overview, (ctx) =>
    app.agentReports.overview(me(ctx), ctx.query.startDate, ctx.query.endDate),
  );
  registerCall(app, calls.profit, (ctx) => app.agentReports.profit(me(ctx), ctx.query));
  registerCall(app, calls.products, (ctx) => app.agentReports.products(me(ctx), ctx.query));
  registerCall(app, calls.bets, (ctx) => app.agentReports.bets(me(ctx), ctx.query));
  registerCall(app, calls.transactions, (ctx) => app.agentReports.transactions(me(ctx), ctx.query));
  registerCall(app, calls.income, (ctx) =>
    app.agentReports.income(me(ctx), ctx.query.startDate, ctx.query.endDate),
  );

  // Contracts
  registerCall(app, calls.consolidated, (ctx) => app.contracts.consolidated(me(ctx)));
  registerCall(app, calls.processDividend, (ctx) =>
    app.contracts.answerDividend(me(ctx), ctx.body.type, ctx.body.status),
  );
  registerCall(app, calls.processDailySalary, (ctx) =>
    app.contracts.answer(me(ctx), ctx.body.id, ctx.body.status),
  );
  registerCall(app, calls.processHourSalary, (ctx) =>
    app.contracts.answer(me(ctx), ctx.body.contractId, ctx.body.status),
  );
  registerCall(app, calls.processRealtimeSalary, (ctx) =>
    app.contracts.answer(me(ctx), ctx.body.contractId, ctx.body.status),
  );
  registerCall(app, calls.offerContract, (ctx) => app.contracts.offer(me(ctx), ctx.body));
  registerCall(app, calls.terminateContract, (ctx) =>
    app.contracts.terminate(me(ctx), ctx.params.id),
  );
  registerCall(app, calls.contracts, (ctx) => app.contracts.list(me(ctx), ctx.query));
  registerCall(app, calls.payouts, (ctx) => app.contracts.payouts(me(ctx), ctx.query));
}

import { opsAgentCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/** The operator's agent centre: house contracts for top agents, running a period, payouts. */
export default async function opsAgentRoutes(app: FastifyInstance) {
  registerCall(app, opsAgentCalls.grantContract, ({ merchant, params, body }) =>
    app.db.transaction(async (tx) => {
      const contract = await app.agents.contracts.grant(merchant.code, params.username, body, tx);
      const changed = `${contract.type} contract ${contract.id} for ${contract.account}: ${contract.status === 'A' ? 'in force' : 'offered'}`;
      await app.opsAudit.record(merchant.code, 'agent-contract', changed, params, tx);
      return { changed, contract };
    }),
  );

  registerCall(app, opsAgentCalls.runJob, async ({ params, body }) => {
    // A time to come is refused by the runner (job.period.not.ended): a period runs once.
    const outcomes = await app.jobs.tick(params.job, body.at ? new Date(body.at) : undefined);
    const runs = outcomes.map((o) => ({
      subject: o.run.subject,
      period: o.run.period,
      outcome: o.outcome,
      result: o.outcome === 'done' ? o.result : o.error,
    }));
    const changed = runs.length
      ? runs
          .map(
            (r) =>
              `${params.job} ${r.subject} ${r.period}: ${r.outcome} ${JSON.stringify(r.result)}`,
          )
          .join('\n')
      : `${params.job}: nothing due (each period runs once)`;
    return { changed, runs };
  });

  registerCall(app, opsAgentCalls.offerRules, ({ merchant, params }) =>
    app.agents.contracts.offerRules(merchant.code, params.username),
  );

  registerCall(app, opsAgentCalls.setOfferRules, ({ merchant, params, body }) =>
    app.db.transaction(async (tx) => {
      const rules = await app.agents.contracts.setOfferRules(
        merchant.code,
        params.username,
        body,
        tx,
      );
      const caps = rules.maxRates.map((m) => `${m.type} at most ${m.rate}`).join(', ');
      const changed = `${rules.account} may offer ${rules.types.join(', ') || 'no contract'}${caps ? `; ${caps}` : ''}`;
      await app.opsAudit.record(merchant.code, 'agent-offer-rules', changed, params, tx);
      return { changed, rules };
    }),
  );

  registerCall(app, opsAgentCalls.payouts, ({ merchant, query }) =>
    app.agents.contracts.merchantPayouts(merchant.code, query),
  );
}

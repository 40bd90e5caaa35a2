import { houseCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';
import type { DomainOptions } from '../../domains/options.js';
import housePage from './page.js';

/**
 * The house vendor's own wire (packages/contract/src/house.ts) and its game page. The calls
 * authenticate with the game session token in Authorization (not the site's session), so the
 * merchant, the site guard and the member come from the game session.
 */
export default async function houseRoutes(app: FastifyInstance, { drivers }: DomainOptions) {
  await app.register(housePage, drivers.house ?? {});

  registerCall(app, houseCalls.session, async ({ body, request }) => {
    const { sessionToken, session } = await app.houseSessions.open(body.launchToken, request);
    return { ...(await app.houseRounds.currentState(session)), sessionToken };
  });

  registerCall(app, houseCalls.state, async ({ request }) =>
    app.houseRounds.currentState(await app.houseSessions.authenticate(request)),
  );

  registerCall(app, houseCalls.play, async ({ body, request, language }) =>
    app.houseRounds.play(await app.houseSessions.authenticate(request), body, language),
  );

  registerCall(app, houseCalls.round, async ({ params, request }) =>
    app.houseRounds.round(await app.houseSessions.authenticate(request), params.roundKey),
  );

  registerCall(app, houseCalls.rounds, async ({ query, request }) =>
    app.houseRounds.list(
      await app.houseSessions.authenticate(request),
      query.pageNo,
      query.pageSize,
    ),
  );
}

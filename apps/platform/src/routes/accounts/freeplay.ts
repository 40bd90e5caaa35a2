import { sessionCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { startFreePlay } from '../../domains/accounts/free-play.js';
import { registerCall } from '../register-call.js';

/** Free-play guest login (FREEPLAY3): a new trial account, logged in at once. */
export default async function freeplayRoutes(app: FastifyInstance) {
  registerCall(app, sessionCalls.freeplay, ({ merchant, body, request }) =>
    startFreePlay(app, merchant, body, request),
  );
}

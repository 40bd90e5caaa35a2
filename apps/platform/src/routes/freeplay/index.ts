import { sessionCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/** Free-play guest login (FREEPLAY3): a new trial account, logged in at once. */
export default async function freeplayRoutes(app: FastifyInstance) {
  registerCall(app, sessionCalls.freeplay, ({ merchant, body, request }) =>
    app.registration.freeplay(merchant, body, request),
  );
}

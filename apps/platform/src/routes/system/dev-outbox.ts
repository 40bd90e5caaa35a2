import { devCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/** Only registered with DEV_OUTBOX=1: without it the path does not exist. */
export default async function devRoutes(app: FastifyInstance) {
  registerCall(app, devCalls.outbox, async () => ({ list: await app.outbox.recent() }));
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { outbox } from '../../db/schema/index.js';

/** Sends a text message to a mobile number ("+62 81234567"). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}
/** Sends a plain-text e-mail. */
export interface EmailSender {
  send(to: string, subject: string, text: string): Promise<void>;
}
export interface Messaging {
  sms: SmsSender;
  email: EmailSender;
}

/** Records what a local driver delivered; /__dev/outbox shows it only with DEV_OUTBOX=1. */
export async function writeOutbox(
  db: Db,
  channel: 'sms' | 'email' | 'captcha',
  recipient: string,
  body: string,
) {
  await db.insert(outbox).values({ channel, recipient, body });
}

/**
 * The built-in drivers: the outbox table is their delivery, so a fresh machine can finish
 * SMS and e-mail flows. An operator passes real gateways to buildApp instead.
 */
export function localMessaging(db: Db): Messaging {
  return {
    sms: { send: (to, text) => writeOutbox(db, 'sms', to, text) },
    email: {
      send: (to, subject, text) => writeOutbox(db, 'email', to, `${subject}\n\n${text}`),
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    messaging: Messaging;
  }
}

export default fp(
  async (
    app: FastifyInstance,
    opts: { sms?: SmsSender | undefined; email?: EmailSender | undefined },
  ) => {
    const local = localMessaging(app.db);
    app.decorate('messaging', { sms: opts.sms ?? local.sms, email: opts.email ?? local.email });
  },
  { name: 'messaging', dependencies: ['db'] },
);

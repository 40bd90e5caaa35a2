import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { outbox } from '../../db/schema/index.js';
import { maskEmail, maskMobile } from '../accounts/members.js';

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

/** The dev outbox forgets what is older than this, so codes and links do not pile up. */
export const OUTBOX_KEEP_HOURS = 24;

/**
 * Keeps a delivered message, code or captcha answer in the dev outbox (GET /__dev/outbox).
 * Only for DEV_OUTBOX=1: the rows are plain text.
 */
export async function writeOutbox(
  db: Db,
  channel: 'sms' | 'email' | 'captcha',
  recipient: string,
  body: string,
) {
  await db
    .delete(outbox)
    .where(lt(outbox.createdAt, sql`now() - make_interval(hours => ${OUTBOX_KEEP_HOURS})`));
  await db.insert(outbox).values({ channel, recipient, body });
}

/** Drivers whose delivery is the dev outbox, so a developer or a test can finish a flow. */
export function outboxMessaging(db: Db): Messaging {
  return {
    sms: { send: (to, text) => writeOutbox(db, 'sms', to, text) },
    email: {
      send: (to, subject, text) => writeOutbox(db, 'email', to, `${subject}\n\n${text}`),
    },
  };
}

function maskRecipient(channel: 'sms' | 'email', to: string) {
  if (channel === 'email') return maskEmail(to);
  const [dialingCode = '', mobileNum = ''] = to.split(' ');
  return maskMobile(dialingCode, mobileNum);
}

/**
 * Drivers for a platform without gateways: nothing is delivered or kept (codes and reset links
 * must not sit in a table in plain text); each message only logs a warning that says to whom,
 * masked, without its content.
 */
export function undeliveredMessaging(log: FastifyBaseLogger): Messaging {
  const drop = (channel: 'sms' | 'email', to: string) => {
    log.warn(
      { channel, to: maskRecipient(channel, to) },
      'message not sent: no gateway is configured (pass one to buildApp, or DEV_OUTBOX=1 in development)',
    );
    return Promise.resolve();
  };
  return {
    sms: { send: (to) => drop('sms', to) },
    email: { send: (to) => drop('email', to) },
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
    opts: { sms?: SmsSender | undefined; email?: EmailSender | undefined; devOutbox: boolean },
  ) => {
    const local = opts.devOutbox ? outboxMessaging(app.db) : undeliveredMessaging(app.log);
    app.decorate('messaging', { sms: opts.sms ?? local.sms, email: opts.email ?? local.email });
  },
  { name: 'messaging', dependencies: ['db'] },
);

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { members, sessions, type Member } from '../../db/schema/index.js';

/** 256 bits from the CSPRNG; only the SHA-256 of a token is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Touching last_seen_at on every call would write on every read; once a minute is enough.
const TOUCH_AFTER_MS = 60_000;

export interface Auth {
  member: Member;
  tokenHash: string;
  /** This session must change its password before anything else. */
  passwordChangeRequired: boolean;
}

export interface SessionStart {
  ip: string;
  device: string;
  passwordChangeRequired?: boolean;
}

/** Sessions live in the database so every platform process sees the same ones. */
export function createSessions(db: Db, idleMinutes: number) {
  // Every member call runs this: prepared once (SQL built once, and planned once per connection
  // on PostgreSQL) rather than built from the query builder on each request.
  const liveSession = db
    .select({
      member: members,
      lastSeenAt: sessions.lastSeenAt,
      passwordChangeRequired: sessions.passwordChangeRequired,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        eq(members.merchantCode, sql.placeholder('merchantCode')),
        eq(members.disabled, false),
        sql`${sessions.lastSeenAt} > now() - make_interval(mins => ${idleMinutes})`,
      ),
    )
    .limit(1)
    .prepare('live_session');

  return {
    async start(executor: Db, memberId: string, start: SessionStart): Promise<string> {
      const token = newToken();
      await executor.insert(sessions).values({
        tokenHash: hashToken(token),
        memberId,
        ip: start.ip,
        device: start.device,
        passwordChangeRequired: start.passwordChangeRequired ?? false,
      });
      return token;
    },

    /** The member of a live token of this merchant, or null (no, revoked or idle token). */
    async authenticate(token: string | undefined, merchantCode: string): Promise<Auth | null> {
      if (!token || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const [row] = await liveSession.execute({ tokenHash, merchantCode });
      if (!row) return null;
      if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      return { member: row.member, tokenHash, passwordChangeRequired: row.passwordChangeRequired };
    },

    /** The session changed its password: it may do everything again. */
    async passwordChanged(executor: Db, tokenHash: string) {
      await executor
        .update(sessions)
        .set({ passwordChangeRequired: false })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    async end(tokenHash: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },

    /** Ends every session of a member but `keep` (the one changing the password). */
    async endOthers(executor: Db, memberId: string, keep?: string) {
      await executor
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            keep ? ne(sessions.tokenHash, keep) : undefined,
          ),
        );
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

export default fp(
  async (app: FastifyInstance, opts: { idleMinutes: number }) => {
    app.decorate('sessions', createSessions(app.db, opts.idleMinutes));
  },
  { name: 'sessions', dependencies: ['db'] },
);

import { randomUUID } from 'node:crypto';
import type { Call } from '@site/contract';
import { houseCalls } from '@site/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { launchTokens, sessions, type Member } from '../src/db/schema/index.js';
import { hashToken, newToken } from '../src/domains/accounts/sessions.js';
import { createMember, sessionFor } from './accounts-helper.js';
import { valueOf } from './helper.js';
import { fund } from './transfers-helper.js';

type AnyCall = Call<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, z.core.$ZodType>;

export interface LaunchGrant {
  gameId: string;
  wallet?: string;
  language?: 'EN' | 'ID';
  /** Seconds until it expires (negative: already expired); 120 by default. */
  expiresIn?: number;
  merchantCode?: string;
  /**
   * The site session the launch came from (its token): the member's newest live one by
   * default; null for a row from before launches kept it.
   */
  siteToken?: string | null;
}

/** The hash of the member's newest site session not logged out. */
async function newestSiteSession(app: FastifyInstance, memberId: string) {
  const [newest] = await app.db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (!newest) throw new Error('the member has no site session to launch from');
  return newest.tokenHash;
}

/**
 * A launch token as the game launch issues it (32 random bytes, stored as SHA-256, 2 minutes,
 * single use, for one site session), written straight to launch_tokens so these tests do not
 * depend on the launch.
 */
export async function launchTokenFor(
  app: FastifyInstance,
  member: Pick<Member, 'id'>,
  grant: LaunchGrant,
) {
  const token = newToken();
  const siteSessionHash =
    grant.siteToken === undefined
      ? await newestSiteSession(app, member.id)
      : grant.siteToken && hashToken(grant.siteToken);
  await app.db.insert(launchTokens).values({
    tokenHash: hashToken(token),
    merchantCode: grant.merchantCode ?? 'DEMO',
    memberId: member.id,
    gameId: grant.gameId,
    wallet: grant.wallet ?? 'MAIN',
    language: grant.language ?? 'EN',
    siteSessionHash,
    expiresAt: sql`now() + make_interval(secs => ${grant.expiresIn ?? 120})`,
  });
  return token;
}

export interface HouseCallOptions {
  /** The game session token (Authorization); none for the session call. */
  token?: string;
  body?: object;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  language?: 'EN' | 'ID';
}

/** A call of the house page as it sends it: the game session in Authorization, no Merchant. */
export function houseCall(app: FastifyInstance, call: AnyCall, options: HouseCallOptions = {}) {
  let path = call.path;
  for (const [name, value] of Object.entries(options.params ?? {})) {
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  return app.inject({
    method: call.method,
    url: `${path}${query}`,
    headers: {
      Language: options.language ?? 'EN',
      ...(options.token ? { Authorization: options.token } : {}),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
}

let counter = 0;

/** A member signed in to the site (a live session), with `amount` in MAIN. */
export async function player(app: FastifyInstance, amount = 0, prefix = 'hp') {
  const member = await createMember(app, {
    username: `${prefix}${++counter}${Date.now() % 100000}`,
  });
  if (amount > 0) await fund(app, member.username, amount);
  const siteToken = await sessionFor(app, member);
  return { member, siteToken };
}

/** Opens the game for the member: a launch token traded for a game session. */
export async function openGame(
  app: FastifyInstance,
  member: Pick<Member, 'id'>,
  grant: LaunchGrant,
) {
  const launchToken = await launchTokenFor(app, member, grant);
  const session = valueOf(
    houseCalls.session,
    await houseCall(app, houseCalls.session, { body: { launchToken } }),
  );
  return { ...session, launchToken };
}

/** A fresh round key, as the page draws one per round. */
export const newRoundKey = () => `r-${randomUUID()}`;

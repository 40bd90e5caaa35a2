import { randomUUID } from 'node:crypto';
import { playCalls, type LaunchGameInput } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { gameRounds, type RoundStatus } from '../src/db/schema/index.js';
import { authed } from './accounts-helper.js';
import { memberCall } from './transfers-helper.js';

/** POST launchGame as the web sends it; without a token, as a guest. */
export function launch(
  app: FastifyInstance,
  token: string | null,
  body: Partial<LaunchGameInput>,
  language: 'EN' | 'ID' = 'EN',
) {
  if (token === null) {
    return app.inject({
      method: 'POST',
      url: playCalls.launchGame.path,
      headers: { Language: language },
      payload: body,
    });
  }
  return memberCall(app, playCalls.launchGame, { token, body, key: null, language });
}

/** A GET of a member's play call with its query. */
export const playGet = (
  app: FastifyInstance,
  token: string | null,
  path: string,
  query: Record<string, string | number> = {},
) =>
  app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: token === null ? { Language: 'EN' } : authed(token),
  });

export interface RoundRow {
  memberId: string;
  gameId: string;
  vassalage: string;
  /** Minor units. */
  stake: bigint;
  win?: bigint;
  status?: RoundStatus;
  createdAt?: Date;
  merchantCode?: string;
  wallet?: string;
  settledAt?: Date | null;
}

/** A game round written straight into game_rounds, as a settled vendor round would leave it. */
export async function insertRound(app: FastifyInstance, row: RoundRow) {
  const createdAt = row.createdAt ?? new Date();
  const status = row.status ?? 'SETTLED';
  const [round] = await app.db
    .insert(gameRounds)
    .values({
      merchantCode: row.merchantCode ?? 'DEMO',
      memberId: row.memberId,
      gameId: row.gameId,
      vassalage: row.vassalage,
      wallet: row.wallet ?? row.vassalage,
      roundKey: randomUUID(),
      stake: row.stake,
      win: row.win ?? 0n,
      status,
      createdAt,
      settledAt: row.settledAt !== undefined ? row.settledAt : status === 'OPEN' ? null : createdAt,
    })
    .returning();
  return round!;
}

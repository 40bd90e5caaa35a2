import {
  fillPath,
  houseCalls,
  type HouseBet,
  type HouseRound,
  type HouseState,
  type Language,
} from '@site/contract';

/** A failure the platform answered (its errorCode, message and field problems). */
export class HouseError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** No answer (offline, a dropped connection): the request may or may not have landed. */
export class NetworkError extends Error {}

/**
 * Whether a play that failed may still have taken its stake: no answer came, or the platform
 * failed after the request reached it (system.error). Any other refusal played nothing.
 */
export const mayHaveLanded = (error: unknown) =>
  error instanceof NetworkError || (error instanceof HouseError && error.code === 'system.error');

export type HouseSessionValue = HouseState & { sessionToken: string };
export type RoundPlayed = { round: HouseRound; state: HouseState };
export interface RoundsPage {
  list: HouseRound[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

interface Envelope<T> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
  fields?: Record<string, string>;
}

/** The house calls (packages/contract/src/house.ts) with the game session in Authorization. */
export function houseApi(language: Language) {
  let token: string | null = null;

  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: {
          Language: language,
          ...(token ? { Authorization: token } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        cache: 'no-store',
      });
    } catch {
      throw new NetworkError('network');
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new NetworkError(`HTTP ${response.status}`);
    }
    if (envelope.success) return envelope.value as T;
    throw new HouseError(envelope.errorCode ?? 'unknown', envelope.message ?? '', envelope.fields);
  }

  return {
    useToken(value: string) {
      token = value;
    },
    session: (launchToken: string) =>
      send<HouseSessionValue>(houseCalls.session.method, houseCalls.session.path, { launchToken }),
    state: () => send<HouseState>(houseCalls.state.method, houseCalls.state.path),
    /** serverSeedHash: the hash the page showed, so the round uses no seed it did not show. */
    play: (body: { roundKey: string; clientSeed: string; serverSeedHash: string; bet: HouseBet }) =>
      send<RoundPlayed>(houseCalls.play.method, houseCalls.play.path, body),
    round: (roundKey: string) =>
      send<RoundPlayed>(houseCalls.round.method, fillPath(houseCalls.round.path, { roundKey })),
    rounds: (pageNo: number, pageSize: number) =>
      send<RoundsPage>(
        houseCalls.rounds.method,
        `${houseCalls.rounds.path}?${new URLSearchParams({ pageNo: String(pageNo), pageSize: String(pageSize) })}`,
      ),
  };
}
export type HouseApi = ReturnType<typeof houseApi>;

import {
  ApiError,
  createApiClient,
  fillPath,
  houseCalls,
  type HttpMethod,
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

/** The house calls (packages/contract/src/house.ts) with the game session in Authorization. */
export function houseApi(language: Language) {
  let token: string | null = null;
  const client = createApiClient({
    headers: () => ({ Language: language, Authorization: token ?? undefined }),
    init: { cache: 'no-store' },
  });

  async function send<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    try {
      return await client.request<T>({ method, path, body });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // No answer, or one that is not JSON: the request may have landed.
      if (error.code === 'network.error') throw new NetworkError(error.message);
      throw new HouseError(error.code, error.message, error.fields);
    }
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

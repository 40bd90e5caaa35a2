import { ApiError, createApiClient, type ApiRequest } from '@site/contract';
import { MERCHANT, baseURL } from './env';

/** The headers the web app sends (DESIGN.md, The wire). */
export const SITE_HEADERS = { Merchant: MERCHANT, Device: 'web', Language: 'ID' } as const;

type Query = Record<string, string | number | undefined>;

/** A failed call as the journey's report shows it: its path, status and the platform's words. */
async function named<T>(path: string, answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new Error(`${path} answered ${error.status}: ${error.code}: ${error.message}`, {
      cause: error,
    });
  }
}

/**
 * Calls of the site API as the web app makes them: the contract's client (envelope unwrapped,
 * E calls sealed) with the site's headers and these; answers the envelope's value.
 */
export function siteClient(headers: Record<string, string | undefined> = {}) {
  const client = createApiClient({
    baseUrl: baseURL,
    headers: () => ({ ...SITE_HEADERS, ...headers }),
  });
  return <T>(request: ApiRequest) => named(request.path, client.request<T>(request));
}

const site = siteClient();

/** A GET of the site API, in the web app's default language or another. */
export function siteGet<T>(
  path: string,
  query?: Query,
  { language = 'ID' }: { language?: 'ID' | 'EN' } = {},
): Promise<T> {
  return site<T>({ method: 'GET', path, query, headers: { Language: language } });
}

/** The operator API (packages/contract/src/ops.ts) with its token. */
const opsClient = (token: string) =>
  createApiClient({
    baseUrl: baseURL,
    headers: () => ({ Authorization: token, Merchant: MERCHANT }),
  });

export function opsPost<T>(path: string, token: string, body: unknown): Promise<T> {
  return named(path, opsClient(token).request<T>({ method: 'POST', path, body }));
}

export function opsGet<T>(path: string, token: string, query: Query = {}): Promise<T> {
  return named(path, opsClient(token).request<T>({ method: 'GET', path, query }));
}

// The shapes the journeys read, as in packages/contract (type-only, so nothing is bundled).
export type {
  Announcements,
  GameList,
  GameMenus,
  Notice,
  SystemStatusValue,
  VendorCategory,
} from '@site/contract';

import { MERCHANT, baseURL } from './env';

/** The headers the web app sends (DESIGN.md, The wire). */
export const SITE_HEADERS = { Merchant: MERCHANT, Device: 'web', Language: 'ID' } as const;

type Query = Record<string, string | number | undefined>;

export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
  }
}

const urlOf = (path: string, query: Query = {}) => {
  const url = new URL(path, baseURL);
  for (const [k, v] of Object.entries(query))
    if (v !== undefined) url.searchParams.set(k, String(v));
  return url;
};

/** Unwraps the envelope `{success, value}`; anything else is an ApiError. */
async function unwrap<T>(path: string, res: Response): Promise<T> {
  const body = (await res.json().catch(() => null)) as
    { success: true; value: T } | { success: false; errorCode: string; message: string } | null;
  if (!res.ok || !body || body.success !== true) throw new ApiError(path, res.status, body);
  return body.value;
}

/** A call of the site API, as the web app makes it. */
export async function siteGet<T>(
  path: string,
  query?: Query,
  { language = 'ID' }: { language?: 'ID' | 'EN' } = {},
): Promise<T> {
  const res = await fetch(urlOf(path, query), {
    headers: { ...SITE_HEADERS, Language: language },
  });
  return unwrap<T>(path, res);
}

export async function opsPost<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(urlOf(path), {
    method: 'POST',
    headers: { Authorization: token, Merchant: MERCHANT, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return unwrap<T>(path, res);
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

// Loads with autocannon: requests/s and p99 latency of one call, and wallet transfers spread
// over one or more platform processes. A load in which any request fails (non-2xx, error,
// timeout) throws: its rate would mean nothing, and the run is broken.
import autocannon from 'autocannon';
import { SITE_HEADERS } from './processes.mjs';
import { totalOf } from './site-api.mjs';

export const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
/** Idempotency keys, unique across the run's loads (a member may be in several). */
let keys = 0;

export function run({ seconds = LOAD_SECONDS, ...options }) {
  // A request unanswered for 30 s has failed, not just been slow on a busy machine.
  return autocannon({ duration: seconds, timeout: 30, ...options });
}

/** Several loads at once (one per process); rates add up, the p99 is the worst of them. */
export function combine(label, results) {
  const sum = (field) => results.reduce((n, r) => n + r[field], 0);
  if (sum('non2xx') + sum('errors') + sum('timeouts') > 0) {
    const codes = results.flatMap((r) =>
      Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, { count }]) => `${count} x ${code}`),
    );
    throw new Error(
      `${label}: requests failed: ${sum('non2xx')} non-2xx of ${results.reduce((n, r) => n + r.requests.total, 0)}${codes.length ? ` (${codes.join(', ')})` : ''}, ${sum('errors')} errors, ${sum('timeouts')} timeouts`,
    );
  }
  return {
    rps: results.reduce((n, r) => n + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    requests: results.reduce((n, r) => n + r.requests.total, 0),
  };
}

/** GET `path` on `base` with the site headers; `paths` (a function of the request number) varies it. */
export async function loadGet(
  label,
  base,
  path,
  { connections = 20, headers = SITE_HEADERS, paths, seconds } = {},
) {
  let n = 0;
  const requests = paths
    ? [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths(n++) }) }]
    : undefined;
  return combine(label, [
    await run({
      url: `${base}${path}`,
      headers,
      connections,
      seconds,
      ...(requests ? { requests } : {}),
    }),
  ]);
}

/**
 * Transfers per second through POST /wps/relay/GCS_walletTransfer, each with a fresh
 * Idempotency-Key, 1.25 from MAIN to the vendor wallet and back in turn. `members` carry the
 * process they logged in on (`base`): the connections are split evenly between the
 * processes, and each connection sends as `pick(context, members of its process)`.
 * The members' total money is checked unchanged afterwards.
 */
export async function loadTransfers(label, members, vendor, pick, connections) {
  const bases = [...new Set(members.map((m) => m.base))];
  const before = await totalOf(members);
  const results = await Promise.all(
    bases.map((base, i) => {
      const own = members.filter((m) => m.base === base);
      const share =
        Math.floor(connections / bases.length) + (i < connections % bases.length ? 1 : 0);
      return run({
        url: base,
        connections: share,
        headers: SITE_HEADERS,
        requests: [
          {
            method: 'POST',
            path: '/wps/relay/GCS_walletTransfer',
            setupRequest: (request, context) => {
              const m = pick(context, own);
              const out = m.sent++ % 2 === 0;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  Authorization: m.token,
                  'Idempotency-Key': `bench-${process.pid}-${++keys}`,
                  'Content-Type': 'application/json',
                },
                body: JSON.stringify({
                  from: out ? 'MAIN' : vendor,
                  to: out ? vendor : 'MAIN',
                  amount: 1.25,
                }),
              };
            },
          },
        ],
      });
    }),
  );
  const figures = combine(label, results);
  const after = await totalOf(members);
  if (after !== before)
    throw new Error(`${label}: the members' money changed ${before} -> ${after}`);
  return figures;
}

/** Each connection keeps one member of its own; with as many members as connections, no two share. */
export function distinctMembers() {
  const handedOut = new Map();
  return (context, own) => {
    if (!context.member) {
      const n = handedOut.get(own) ?? 0;
      handedOut.set(own, n + 1);
      context.member = own[n % own.length];
    }
    return context.member;
  };
}

/** Every connection on the first member: one hot pair of wallet rows. */
export const hotMember = (hot) => () => hot;

// Lottery orders per second: POST /lgw/orders/betting on the house's 10-minute SSC game. A slip
// is one fixed-position bet of 2.00 on a pick that varies (so no number sells out), or two such
// lines on two numbers in either order, so concurrent orders touch the same numbers in opposite
// orders (what would deadlock on per-number rows taken in first-seen order).
import { combine, LOAD_SECONDS, run } from './load.mjs';
import { SITE_HEADERS } from './processes.mjs';
import { siteGet } from './site-api.mjs';

const GAME = 'SSC4';
let keys = 0;

/** The issue on sale once it stays open through the whole load (else waits for the next). */
async function steadyIssue(base) {
  const needMs = (LOAD_SECONDS + 15) * 1000;
  for (;;) {
    const { currentNumero: issue } = await siteGet(base, `/lgw/numeros/near?gameId=${GAME}`);
    if (issue?.isSale && issue.remainTime > needMs) return issue.numero;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(5_000, (issue?.remainTime ?? 0) + 1_000)),
    );
  }
}

/** A line on number `n` of fifty: position n % 5 (0-4), digit n / 5 (0-9). */
const lineOn = (n) => {
  const rows = ['', '', '', '', ''];
  rows[n % 5] = String(Math.floor(n / 5) % 10);
  return { playId: 14, content: rows.join('|'), unit: '1', multiple: 1 };
};

/** One number a slip, or two distinct ones in a random order. */
function slipOf(n, pair) {
  if (!pair) return [lineOn(n)];
  const other = (n + 1 + Math.floor(Math.random() * 49)) % 50;
  return Math.random() < 0.5 ? [lineOn(n), lineOn(other)] : [lineOn(other), lineOn(n)];
}

/**
 * Orders/s and p99 at `connections`, each connection betting as its own member, split evenly
 * over the members' processes (their `base`). `pair`: two numbers a slip.
 */
export async function lotteryOrders(members, connections = 16, { pair = false } = {}) {
  const bases = [...new Set(members.map((m) => m.base))];
  const numero = await steadyIssue(bases[0]);
  const results = await Promise.all(
    bases.map((base, i) => {
      const own = members.filter((m) => m.base === base);
      const share =
        Math.floor(connections / bases.length) + (i < connections % bases.length ? 1 : 0);
      let handedOut = 0;
      return run({
        url: base,
        connections: share,
        headers: SITE_HEADERS,
        requests: [
          {
            method: 'POST',
            path: '/lgw/orders/betting',
            setupRequest: (request, context) => {
              context.member ??= own[handedOut++ % own.length];
              const n = ++keys;
              const lines = slipOf(n, pair);
              return {
                ...request,
                headers: {
                  ...request.headers,
                  Authorization: context.member.token,
                  'Idempotency-Key': `bench-lottery-${process.pid}-${n}`,
                  'Content-Type': 'application/json',
                },
                body: JSON.stringify({
                  gameId: GAME,
                  numero,
                  lines,
                  totalAmount: 2 * lines.length,
                }),
              };
            },
          },
        ],
      });
    }),
  );
  return combine('lottery orders', results);
}

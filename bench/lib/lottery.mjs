// Lottery orders per second: POST /lgw/orders/betting on the house's 10-minute SSC game, each
// order one fixed-position bet of 2.00 on a pick that varies (so no number sells out).
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

/** Orders/s and p99 at `connections`, each connection betting as its own member. */
export async function lotteryOrders(base, members, connections = 16) {
  const numero = await steadyIssue(base);
  let handedOut = 0;
  const result = await run({
    url: base,
    connections,
    headers: SITE_HEADERS,
    requests: [
      {
        method: 'POST',
        path: '/lgw/orders/betting',
        setupRequest: (request, context) => {
          context.member ??= members[handedOut++ % members.length];
          const n = ++keys;
          // Position (0-4) and digit (0-9) vary: fifty numbers share the per-number cap.
          const rows = ['', '', '', '', ''];
          rows[n % 5] = String(Math.floor(n / 5) % 10);
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
              lines: [{ playId: 14, content: rows.join('|'), unit: '1', multiple: 1 }],
              totalAmount: 2,
            }),
          };
        },
      },
    ],
  });
  return combine('lottery orders', [result]);
}

import { transferCalls } from '@site/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_WALLET } from '../src/domains/ledger/wallets.js';
import { createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, openSharedTestDatabase, valueOf } from './helper.js';
import {
  freshKey,
  fund,
  ledgerProblems,
  memberCall,
  postingsSum,
  walletsOf,
} from './transfers-helper.js';

/**
 * Transfers from two app instances on one database at once: on PostgreSQL (TEST_DATABASE_URL)
 * two pools, as two platform processes would have, so the ledger's locks and keys are what
 * keeps the promises, not one process's event loop.
 */
let apps: [FastifyInstance, FastifyInstance];
let vendor: string;
beforeAll(async () => {
  const [one, two] = await openSharedTestDatabase();
  const { app: first } = await buildTestApp({ database: one });
  const { app: second } = await buildTestApp({ database: two });
  apps = [first, second];
  vendor = (await first.wallets.vendorsOf('DEMO'))[0]!.vassalage;
});
afterAll(async () => {
  for (const app of apps ?? []) await app.close();
});

const codeOf = (response: LightMyRequestResponse) =>
  response.statusCode === 200 ? 'ok' : failureOf(response).errorCode;

let counter = 0;
async function funded(amount: number) {
  const member = await createMember(apps[0], { username: `two${++counter}x` });
  await fund(apps[0], member.username, amount);
  return { member, token: await sessionFor(apps[0], member) };
}

describe('transfers from two instances on one database', () => {
  it('never take a hot wallet below zero: exactly floor(B/a) of 60 succeed', async () => {
    const { token } = await funded(1_000);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        memberCall(apps[i % 2]!, transferCalls.transfer, {
          token,
          body: { from: MAIN_WALLET, to: vendor, amount: 30 },
        }),
      ),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(33);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['wallet.insufficient']));
    const { balance } = await walletsOf(apps[1], token);
    expect(balance(MAIN_WALLET)).toBe(10);
    expect(balance(vendor)).toBe(990);
  });

  it('move money once for one key retried on both instances at once', async () => {
    const { token } = await funded(100);
    const key = freshKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        memberCall(apps[i % 2]!, transferCalls.transfer, {
          token,
          key,
          body: { from: MAIN_WALLET, to: vendor, amount: 40 },
        }),
      ),
    );
    const values = answers.map((a) => valueOf(transferCalls.transfer, a));
    expect(new Set(values.map((v) => v.transactionId)).size).toBe(1);
    for (const value of values) expect(value).toEqual(values[0]);
    const { balance } = await walletsOf(apps[0], token);
    expect(balance(MAIN_WALLET)).toBe(60);
    expect(balance(vendor)).toBe(40);
  });

  it('keep every total and the books balanced under crossing transfers of many members', async () => {
    const movers = await Promise.all(Array.from({ length: 5 }, () => funded(500)));
    await Promise.all(
      movers.flatMap(({ token }, m) =>
        Array.from({ length: 12 }, (_, i) =>
          memberCall(apps[(m + i) % 2]!, transferCalls.transfer, {
            token,
            body:
              i % 2 === 0
                ? { from: MAIN_WALLET, to: vendor, amount: 7 }
                : { from: vendor, to: MAIN_WALLET, amount: 3 },
          }).then((answer) => expect(codeOf(answer)).toMatch(/^(ok|wallet\.insufficient)$/)),
        ),
      ),
    );
    for (const { token } of movers) {
      const { view } = await walletsOf(apps[1], token);
      expect(view.sumBalance).toBe(500);
    }
    expect(await postingsSum(apps[0])).toBe(0n);
    expect(await ledgerProblems(apps[1])).toEqual({ negative: 0, drifted: 0 });
  });
});

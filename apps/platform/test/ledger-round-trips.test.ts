import { transferCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { opsAudit } from '../src/db/schema/index.js';
import { ClearingAccount, requestHashOf } from '../src/domains/ledger/ledger.js';
import { MAIN_WALLET } from '../src/domains/ledger/wallets.js';
import { createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, valueOf } from './helper.js';
import { countStatements } from './statement-counter.js';
import { freshKey, fund, memberCall } from './transfers-helper.js';

/**
 * Round trips per money movement, pinned: a ledger post is one statement (ledger_post), so a
 * wallet's row lock is held for one statement, not for a conversation with the platform. These
 * fail if chatty statements come back.
 */
let app: FastifyInstance;
let database: Database;
let counter: ReturnType<typeof countStatements>;
beforeAll(async () => {
  ({ app, database } = await buildTestApp());
  counter = countStatements(database);
});
afterAll(async () => {
  counter?.stop();
  await app?.close();
});

const isTransactionControl = (text: string) =>
  /^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text);
const isPost = (text: string) => /\bledger_post\(/.test(text);

describe('a ledger post', () => {
  it('is one statement, with no transaction of its own', async () => {
    const member = await createMember(app, { username: 'rtpost1' });
    const main = await app.ledger.memberAccount(member.id, MAIN_WALLET);
    const clearing = await app.ledger.clearingAccount('DEMO', ClearingAccount.adjustment);
    const postings = [
      { accountId: clearing, amount: -500n },
      { accountId: main, amount: 500n },
    ];
    const input = {
      merchantCode: 'DEMO',
      kind: 'ADJUSTMENT' as const,
      idempotencyKey: freshKey(),
      requestHash: requestHashOf({ postings }),
      postings,
    };
    const first = await counter.during(() => app.ledger.post(input));
    expect(first.statements).toHaveLength(1);
    expect(isPost(first.statements[0]!)).toBe(true);

    // A retry and a refusal cost the same one statement.
    const retry = await counter.during(() => app.ledger.post(input));
    expect(retry.result).toEqual(first.result);
    expect(retry.statements).toHaveLength(1);
    const refused = await counter.during(() =>
      app.ledger
        .post({
          ...input,
          idempotencyKey: freshKey(),
          postings: [
            { accountId: main, amount: -501n },
            { accountId: clearing, amount: 501n },
          ],
        })
        .catch((error: unknown) => error),
    );
    expect(refused.result).toMatchObject({ code: 'wallet.insufficient' });
    expect(refused.statements).toHaveLength(1);
  });

  it('with writes alongside: one transaction of the post and those writes, nothing more', async () => {
    const member = await createMember(app, { username: 'rtpost2' });
    const main = await app.ledger.memberAccount(member.id, MAIN_WALLET);
    const clearing = await app.ledger.clearingAccount('DEMO', ClearingAccount.adjustment);
    const postings = [
      { accountId: clearing, amount: -700n },
      { accountId: main, amount: 700n },
    ];
    const { statements } = await counter.during(() =>
      app.ledger.post({
        merchantCode: 'DEMO',
        kind: 'ADJUSTMENT',
        idempotencyKey: freshKey(),
        requestHash: requestHashOf({ postings }),
        postings,
        alongside: async (tx, receipt) => {
          await tx.insert(opsAudit).values({
            merchantCode: 'DEMO',
            action: 'test.alongside',
            detail: { transactionId: receipt.transactionId },
          });
        },
      }),
    );
    expect(statements.filter(isTransactionControl).map((s) => s.trim().toLowerCase())).toEqual([
      'begin',
      'commit',
    ]);
    expect(statements.filter((s) => !isTransactionControl(s))).toHaveLength(2);
    expect(isPost(statements[1]!)).toBe(true);
  });
});

describe('a transfer between wallets', () => {
  it('reads once and posts once, with no transaction: 3 statements at most for the whole call', async () => {
    const member = await createMember(app, { username: 'rttransfer1' });
    await fund(app, member.username, 100);
    const token = await sessionFor(app, member);
    const vendor = (await app.wallets.vendorsOf('DEMO'))[0]!.vassalage;
    // The first transfer to a vendor opens its wallet; the ones after it are the steady state.
    await memberCall(app, transferCalls.transfer, {
      token,
      body: { from: MAIN_WALLET, to: vendor, amount: 1 },
    });
    for (const [from, to] of [
      [MAIN_WALLET, vendor],
      [vendor, MAIN_WALLET],
    ] as const) {
      const { result, statements } = await counter.during(() =>
        memberCall(app, transferCalls.transfer, { token, body: { from, to, amount: 2 } }),
      );
      valueOf(transferCalls.transfer, result);
      // The transfer's own: one read and one post. Every member call also finds its session
      // (one more); the merchant comes from the process's cache.
      const money = statements.filter((s) => /\b(ledger_|wallet_accounts|vendors)/.test(s));
      expect(money, statements.join('\n---\n')).toHaveLength(2);
      expect(isPost(money[1]!)).toBe(true);
      expect(statements.length).toBeLessThanOrEqual(3);
      expect(statements.filter(isTransactionControl)).toEqual([]);
    }
  });
});

import { opsCalls, walletCalls } from '@site/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from '../src/cli/commands.js';
import { ledgerTransactions, opsAudit, type Member } from '../src/db/schema/index.js';
import { ClearingAccount } from '../src/domains/ledger/ledger.js';
import { MAIN_WALLET } from '../src/domains/ledger/wallets.js';
import { authed, createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, valueOf } from './helper.js';
import { movedOutput, opsCli } from './ops-cli-helper.js';

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

let keys = 0;
const freshKey = () => `test-key-${++keys}-${Date.now()}`;
const adjust = (username: string, body: object) =>
  app.inject({
    method: 'POST',
    url: `/ops/members/${username}/adjustments`,
    payload: body,
    headers: { Authorization: OPS_TOKEN },
  });
const balanceOf = async (member: Member) =>
  valueOf(
    walletCalls.balance,
    await app.inject({
      url: walletCalls.balance.path,
      headers: authed(await sessionFor(app, member)),
    }),
  ).sumBalance;
const adjustments = async () =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'ADJUSTMENT'))
  )[0]!.n;
const verified = async (member: Member) => {
  const wallet = await app.ledger.memberAccount(member.id, MAIN_WALLET);
  const shards = await app.ledger.clearingShards('DEMO', ClearingAccount.adjustment);
  const checks = await Promise.all(shards.map((shard) => app.ledger.verify(shard)));
  return [(await app.ledger.verify(wallet)).ok, checks.every((check) => check.ok)];
};

describe('operator balance adjustment: API', () => {
  it('credits and debits to the cent, shown by the balance call, and audits each', async () => {
    const member = await createMember(app, { username: 'adjust01' });
    const steps: [number, number][] = [
      [25.5, 25.5],
      [100, 125.5],
      [-10.25, 115.25],
    ];
    for (const [amount, after] of steps) {
      const answer = valueOf(
        opsCalls.adjustBalance,
        await adjust('adjust01', { amount, reason: 'Goodwill credit', idempotencyKey: freshKey() }),
      );
      expect(answer.balance).toBe(after);
    }
    expect(await balanceOf(member)).toBe(115.25);
    const [audit] = await app.db.select().from(opsAudit).orderBy(desc(opsAudit.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'balance-adjust',
      detail: {
        changed: 'balance of adjust01 adjusted by -10.25 for DEMO ("Goodwill credit"), now 115.25',
        input: { username: 'adjust01', amount: -10.25, reason: 'Goodwill credit' },
      },
    });
    const [posted] = await app.db
      .select()
      .from(ledgerTransactions)
      .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
      .limit(1);
    expect(posted).toMatchObject({ kind: 'ADJUSTMENT', reference: 'Goodwill credit' });
    expect(await verified(member)).toEqual([true, true]);
  });

  it('never debits below zero: refused, the balance unchanged', async () => {
    const member = await createMember(app, { username: 'adjust02' });
    await adjust('adjust02', { amount: 10, reason: 'Opening', idempotencyKey: freshKey() });
    const before = await adjustments();
    const refused = await adjust('adjust02', {
      amount: -10.01,
      reason: 'Too much',
      idempotencyKey: freshKey(),
    });
    expect(refused.statusCode).toBe(400);
    expect(failureOf(refused).errorCode).toBe('wallet.insufficient');
    expect(await balanceOf(member)).toBe(10);
    expect(await adjustments()).toBe(before);
    const exact = valueOf(
      opsCalls.adjustBalance,
      await adjust('adjust02', { amount: -10, reason: 'All of it', idempotencyKey: freshKey() }),
    );
    expect(exact.balance).toBe(0);
    expect(await verified(member)).toEqual([true, true]);
  });

  it('answers a retry with the first result and moves nothing, even 10 at once', async () => {
    const member = await createMember(app, { username: 'adjust03' });
    const body = { amount: 42.42, reason: 'Promo payout', idempotencyKey: freshKey() };
    const first = valueOf(opsCalls.adjustBalance, await adjust('adjust03', body));
    const again = valueOf(opsCalls.adjustBalance, await adjust('adjust03', body));
    expect(again).toEqual(first);

    const concurrent = { ...body, idempotencyKey: freshKey() };
    const audits = async () =>
      (
        await app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(opsAudit)
          .where(
            and(
              eq(opsAudit.action, 'balance-adjust'),
              sql`${opsAudit.detail}->'input'->>'username' = 'adjust03'`,
            ),
          )
      )[0]!.n;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adjust('adjust03', concurrent)),
    );
    const values = answers.map((a) => valueOf(opsCalls.adjustBalance, a));
    expect(new Set(values.map((v) => v.transactionId)).size).toBe(1);
    expect(values.every((v) => v.balance === 84.84)).toBe(true);
    expect(await balanceOf(member)).toBe(84.84);
    expect(await audits()).toBe(2);
    expect(await verified(member)).toEqual([true, true]);
  });

  it('refuses the key with another amount or reason (409), moving nothing', async () => {
    const member = await createMember(app, { username: 'adjust04' });
    const body = { amount: 5, reason: 'First use', idempotencyKey: freshKey() };
    valueOf(opsCalls.adjustBalance, await adjust('adjust04', body));
    for (const other of [
      { ...body, amount: 6 },
      { ...body, reason: 'Second use' },
    ]) {
      const reused = await adjust('adjust04', other);
      expect(reused.statusCode).toBe(409);
      expect(failureOf(reused).errorCode).toBe('idempotency.key.reused');
    }
    await createMember(app, { username: 'adjust05' });
    expect((await adjust('adjust05', body)).statusCode).toBe(409);
    expect(await balanceOf(member)).toBe(5);
  });

  it('refuses bad amounts, reasons and keys by the contract', async () => {
    await createMember(app, { username: 'adjust06' });
    const valid = { amount: 1, reason: 'Valid reason', idempotencyKey: freshKey() };
    const cases: [object, string][] = [
      [{ ...valid, amount: 0 }, 'body.amount'],
      [{ ...valid, amount: 1.001 }, 'body.amount'],
      [{ ...valid, amount: 2_000_000_000 }, 'body.amount'],
      [{ ...valid, amount: '10' }, 'body.amount'],
      [{ ...valid, reason: 'no' }, 'body.reason'],
      [{ ...valid, idempotencyKey: 'short' }, 'body.idempotencyKey'],
    ];
    const before = await adjustments();
    for (const [body, field] of cases) {
      const refused = await adjust('adjust06', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(failureOf(refused).fields).toHaveProperty([field]);
    }
    expect(await adjustments()).toBe(before);
  });

  it('answers 404 for an unknown account, 403 for a trial one, 401 without the token', async () => {
    const body = { amount: 1, reason: 'Valid reason', idempotencyKey: freshKey() };
    const unknown = await adjust('nobody01', body);
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown).errorCode).toBe('member.not.found');
    await createMember(app, { username: 'adjusttrial', type: 4 });
    const trial = await adjust('adjusttrial', body);
    expect(trial.statusCode).toBe(403);
    expect(failureOf(trial).errorCode).toBe('member.trial');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/ops/members/adjust01/adjustments',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('operator balance adjustment: command line', () => {
  const run = opsCli(() => url);

  it('parses the command, generating a key when none is given', () => {
    const parsed = parseCommand(['adjust', 'budi01', '-10', '--reason', 'Refund']);
    expect(parsed).toMatchObject({
      path: '/ops/members/budi01/adjustments',
      body: { amount: -10, reason: 'Refund' },
    });
    const key = (parsed as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed).toMatchObject({ body: { idempotencyKey: key } });
    expect(
      parseCommand(['adjust', 'budi01', '25.50', '--reason', 'Bonus', '--key', 'my-key-0001']),
    ).toMatchObject({
      body: { amount: 25.5, idempotencyKey: 'my-key-0001' },
      idempotencyKey: 'my-key-0001',
    });
  });

  it('refuses bad commands with a clear message', () => {
    const cases: [string[], RegExp][] = [
      [['adjust'], /adjust needs USERNAME AMOUNT/],
      [['adjust', 'budi01'], /adjust needs USERNAME AMOUNT/],
      [['adjust', 'budi01', '10'], /adjust needs --reason/],
      [['adjust', 'budi01', '0', '--reason', 'Zero'], /body\.amount: An amount is not zero/],
      [['adjust', 'budi01', '1.234', '--reason', 'Cents'], /body\.amount: .*two decimals/],
      [['adjust', 'budi01', '1e3', '--reason', 'Sci'], /AMOUNT is a decimal like 150/],
      [['adjust', 'budi01', 'ten', '--reason', 'Word'], /AMOUNT is a decimal/],
      [['adjust', 'budi01', '10', '--reason', 'ok'], /body\.reason/],
      [['adjust', 'budi01', '10', '--reason', 'Fine', '--key', 'short'], /body\.idempotencyKey/],
      [['adjust', 'budi01', '10', 'more', '--reason', 'Fine'], /unexpected more/],
      [['adjust', 'budi01', '10', '--reason', 'Fine', '--agent'], /does not take --agent/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(UsageError);
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(message);
    }
  });

  it('adjusts end to end, prints balance and key, and a retry with --key moves nothing', async () => {
    const member = await createMember(app, { username: 'adjustcli' });
    const credit = await run(['adjust', 'adjustcli', '25.50', '--reason', 'Welcome bonus']);
    expect(credit).toMatchObject({ code: 0, err: '' });
    const { changed, balance, key } = movedOutput(credit.out);
    expect(changed).toBe(
      'changed: balance of adjustcli adjusted by +25.50 for DEMO ("Welcome bonus"), now 25.50',
    );
    expect(balance).toBe('balance: 25.50');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const retry = await run([
      'adjust',
      'adjustcli',
      '25.50',
      '--reason',
      'Welcome bonus',
      '--key',
      key,
    ]);
    expect(retry.code).toBe(0);
    expect(retry.out).toBe(credit.out);
    expect(await balanceOf(member)).toBe(25.5);

    const debit = await run([
      'adjust',
      'adjustcli',
      '-0.5',
      '--reason',
      'Fee',
      '--key',
      'cli-key-0001',
    ]);
    expect(debit.out).toContain('balance: 25.00');
    expect(debit.out).toContain('key: cli-key-0001');

    const below = await run(['adjust', 'adjustcli', '-100', '--reason', 'Too much']);
    expect(below.code).toBe(1);
    expect(below.err).toMatch(
      /^error: wallet\.insufficient: .+\nTo retry without moving money twice: --key [0-9a-f-]{36}$/,
    );
    expect(await balanceOf(member)).toBe(25);

    const bad = await run(['adjust', 'adjustcli', '1.005', '--reason', 'Cents']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/body\.amount: An amount has at most two decimals/);
    expect(await verified(member)).toEqual([true, true]);
  });
});

import { opsMoneyCalls, recordCalls } from '@site/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpText, parseCommand, UsageError } from '../src/cli/commands.js';
import { ledgerTransactions, opsAudit, type Member } from '../src/db/schema/index.js';
import { ClearingAccount } from '../src/domains/ledger/ledger.js';
import { createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, valueOf } from './helper.js';
import { movedOutput, opsCli } from './ops-cli-helper.js';
import { freshKey, memberCall } from './transfers-helper.js';

let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  ({ app } = await buildTestApp());
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

const grant = (username: string, body: object) =>
  app.inject({
    method: 'POST',
    url: `/ops/members/${username}/bonuses`,
    payload: body,
    headers: { Authorization: OPS_TOKEN },
  });
const mainOf = async (member: Member) =>
  app.ledger.balanceOf(await app.ledger.memberAccount(member.id, 'MAIN'));
const bonusBalance = () => app.ledger.clearingBalance('DEMO', ClearingAccount.bonus);
const bonusShards = () => app.ledger.clearingShards('DEMO', ClearingAccount.bonus);
const bonusesOf = async (member: Member) =>
  valueOf(
    recordCalls.bonusDetails,
    await memberCall(app, recordCalls.bonusDetails, {
      token: await sessionFor(app, member),
      key: null,
    }),
  );
const grantsCount = async () =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'BONUS'))
  )[0]!.n;

describe('operator bonus: API', () => {
  it('credits MAIN from the BONUS account, lists it for the member and audits it', async () => {
    const member = await createMember(app, { username: 'bonus01' });
    const clearingBefore = await bonusBalance();
    const answer = valueOf(
      opsMoneyCalls.grantBonus,
      await grant('BONUS01', { amount: 25.5, title: 'Welcome bonus', idempotencyKey: freshKey() }),
    );
    expect(answer.balance).toBe(25.5);
    expect(answer.changed).toBe(
      'bonus "Welcome bonus" of +25.50 granted to bonus01 for DEMO, balance now 25.50',
    );
    expect(await mainOf(member)).toBe(2550n);
    expect(await bonusBalance()).toBe(clearingBefore - 2550n);
    const [posted] = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, answer.transactionId));
    expect(posted).toMatchObject({ kind: 'BONUS', reference: 'Welcome bonus' });
    expect(posted!.idempotencyKey).toMatch(/^ops-bonus:/);
    const [audit] = await app.db.select().from(opsAudit).orderBy(desc(opsAudit.id)).limit(1);
    expect(audit).toMatchObject({
      action: 'bonus-grant',
      detail: {
        changed: answer.changed,
        input: { username: 'BONUS01', amount: 25.5, title: 'Welcome bonus' },
      },
    });
    const listed = await bonusesOf(member);
    expect(listed).toMatchObject({ totalCount: 1, total: 25.5 });
    expect(listed.list[0]).toMatchObject({
      transactionId: answer.transactionId,
      amount: 25.5,
      title: 'Welcome bonus',
    });
    for (const shard of await bonusShards()) expect((await app.ledger.verify(shard)).ok).toBe(true);
  });

  it('answers a retry with the first result, once even for 10 at once; refuses key reuse', async () => {
    const member = await createMember(app, { username: 'bonus02' });
    const body = { amount: 5, title: 'Cashback', idempotencyKey: freshKey() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => grant('bonus02', body)));
    const values = answers.map((a) => valueOf(opsMoneyCalls.grantBonus, a));
    expect(new Set(values.map((v) => v.transactionId)).size).toBe(1);
    expect(await mainOf(member)).toBe(500n);
    const audits = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(opsAudit)
      .where(
        and(
          eq(opsAudit.action, 'bonus-grant'),
          sql`${opsAudit.detail}->'input'->>'username' = 'bonus02'`,
        ),
      );
    expect(audits[0]!.n).toBe(1);
    for (const other of [
      { ...body, amount: 6 },
      { ...body, title: 'Other title' },
    ]) {
      const reused = await grant('bonus02', other);
      expect(reused.statusCode).toBe(409);
      expect(failureOf(reused).errorCode).toBe('idempotency.key.reused');
    }
    // The key space is the operator's bonuses': an adjustment with the same key is another call.
    const adjusted = await app.inject({
      method: 'POST',
      url: '/ops/members/bonus02/adjustments',
      payload: { amount: 1, reason: 'Same key', idempotencyKey: body.idempotencyKey },
      headers: { Authorization: OPS_TOKEN },
    });
    expect(adjusted.statusCode).toBe(200);
    expect(await mainOf(member)).toBe(600n);
  });

  it('refuses non-positive or bad amounts, short titles and keys, unknown and trial accounts', async () => {
    await createMember(app, { username: 'bonus03' });
    await createMember(app, { username: 'bonustrial', type: 4 });
    const valid = { amount: 1, title: 'Valid title', idempotencyKey: freshKey() };
    const before = await grantsCount();
    const cases: [object, string][] = [
      [{ ...valid, amount: -1 }, 'body.amount'],
      [{ ...valid, amount: 0 }, 'body.amount'],
      [{ ...valid, amount: 0.001 }, 'body.amount'],
      [{ ...valid, title: 'no' }, 'body.title'],
      [{ ...valid, idempotencyKey: 'short' }, 'body.idempotencyKey'],
    ];
    for (const [body, field] of cases) {
      const refused = await grant('bonus03', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(failureOf(refused).fields).toHaveProperty([field]);
    }
    const unknown = await grant('nobody01', valid);
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown).errorCode).toBe('member.not.found');
    const trial = await grant('bonustrial', valid);
    expect(trial.statusCode).toBe(403);
    expect(failureOf(trial).errorCode).toBe('member.trial');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/ops/members/bonus03/bonuses',
      payload: valid,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await grantsCount()).toBe(before);
  });
});

describe('operator bonus: command line', () => {
  const run = opsCli(() => url);

  it('parses the command, generating a key when none is given', () => {
    const parsed = parseCommand(['bonus', 'budi01', '25.50', '--title', 'Welcome bonus']);
    expect(parsed).toMatchObject({
      path: '/ops/members/budi01/bonuses',
      body: { amount: 25.5, title: 'Welcome bonus' },
    });
    const key = (parsed as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(parsed).toMatchObject({ body: { idempotencyKey: key } });
    expect(
      parseCommand(['bonus', 'budi01', '5', '--title', 'Cashback', '--key', 'bonus-key-01']),
    ).toMatchObject({ body: { idempotencyKey: 'bonus-key-01' }, idempotencyKey: 'bonus-key-01' });
    expect(helpText()).toContain('bonus USERNAME AMOUNT --title TEXT');
  });

  it('refuses bad commands with a clear message', () => {
    const cases: [string[], RegExp][] = [
      [['bonus'], /bonus needs USERNAME AMOUNT/],
      [['bonus', 'budi01'], /bonus needs USERNAME AMOUNT/],
      [['bonus', 'budi01', '10'], /bonus needs --title/],
      [['bonus', 'budi01', '-10', '--title', 'Negative'], /body\.amount: An amount is above zero/],
      [['bonus', 'budi01', '1.234', '--title', 'Cents'], /body\.amount: .*two decimals/],
      [['bonus', 'budi01', '1e3', '--title', 'Sci'], /AMOUNT is a decimal/],
      [['bonus', 'budi01', '10', '--title', 'ok'], /body\.title/],
      [['bonus', 'budi01', '10', '--title', 'Fine', '--key', 'short'], /body\.idempotencyKey/],
      [['bonus', 'budi01', '10', 'more', '--title', 'Fine'], /unexpected more/],
      [['bonus', 'budi01', '10', '--title', 'Fine', '--reason', 'x'], /does not take --reason/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(UsageError);
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(message);
    }
  });

  it('grants end to end, prints balance and key, and a retry with --key moves nothing', async () => {
    const member = await createMember(app, { username: 'bonuscli' });
    const first = await run(['bonus', 'bonuscli', '12.50', '--title', 'Welcome bonus']);
    expect(first).toMatchObject({ code: 0, err: '' });
    const { changed, balance, key } = movedOutput(first.out);
    expect(changed).toBe(
      'changed: bonus "Welcome bonus" of +12.50 granted to bonuscli for DEMO, balance now 12.50',
    );
    expect(balance).toBe('balance: 12.50');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const retry = await run([
      'bonus',
      'bonuscli',
      '12.50',
      '--title',
      'Welcome bonus',
      '--key',
      key,
    ]);
    expect(retry.out).toBe(first.out);
    expect(await mainOf(member)).toBe(1250n);

    const unknown = await run(['bonus', 'nobody02', '1', '--title', 'Lost bonus']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(
      /^error: member\.not\.found: .+\nTo retry without moving money twice: --key [0-9a-f-]{36}$/,
    );
  });
});

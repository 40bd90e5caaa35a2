import { fillPath, memberCalls, sessionCalls, transferCalls } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, members, type Member } from '../src/db/schema/index.js';
import {
  authed,
  createMember,
  encryptedInject,
  nextIp,
  sessionFor,
  setSwitch,
} from './accounts-helper.js';
import { buildTestApp, failureOf, valueOf } from './helper.js';
import { freshKey, fund, ledgerProblems, memberCall, postingsSum } from './transfers-helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(() => app?.close());

const PAY = '246810';
let counter = 0;

/** An account under `upline` (or none), funded, with the payment password PAY. */
async function account(
  amount: number,
  {
    upline,
    type = 1,
    paymentPassword = true,
  }: { upline?: Member; type?: 1 | 2 | 4 | 41 | 42; paymentPassword?: boolean } = {},
) {
  const created = await createMember(app, { username: `ut${++counter}x`, type });
  const [member] = await app.db
    .update(members)
    .set({
      uplineId: upline?.id ?? null,
      paymentPasswordHash: paymentPassword ? await app.passwords.hash(PAY) : null,
    })
    .where(eq(members.id, created.id))
    .returning();
  if (amount > 0) await fund(app, member!.username, amount);
  return { member: member!, token: await sessionFor(app, member!) };
}

const toUpline = (token: string, body: object, key?: string) =>
  memberCall(app, transferCalls.transferUpline, { token, body, ...(key ? { key } : {}) });
const toDownline = (token: string, body: object, key?: string) =>
  memberCall(app, transferCalls.transferDownline, { token, body, ...(key ? { key } : {}) });
const mainOf = async (member: Member) =>
  app.ledger.balanceOf(await app.ledger.memberAccount(member.id, 'MAIN'));

describe('transfer to the upline', () => {
  it('moves MAIN to the upline MAIN as one UPLINE_TRANSFER, with the payment password', async () => {
    const agent = await account(0, { type: 2 });
    const { member, token } = await account(50, { upline: agent.member });
    const answer = valueOf(
      transferCalls.transferUpline,
      await toUpline(token, { amount: 12.34, paymentPassword: PAY }),
    );
    expect(answer.wallets).toEqual([
      { wallet: 'MAIN', displayName: 'Main wallet', balance: 37.66, maintenance: false },
    ]);
    expect(answer.sumBalance).toBe(37.66);
    expect(await mainOf(agent.member)).toBe(1234n);
    const [posted] = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, answer.transactionId!));
    expect(posted).toMatchObject({ kind: 'UPLINE_TRANSFER', reference: agent.member.username });
    expect(posted!.idempotencyKey).toMatch(new RegExp(`^member:${member.id}:transferUpline:`));
  });

  it('answers a retry with the first result and refuses the key for another amount', async () => {
    const agent = await account(0, { type: 2 });
    const { token } = await account(30, { upline: agent.member });
    const key = freshKey();
    const body = { amount: 10, paymentPassword: PAY };
    const first = valueOf(transferCalls.transferUpline, await toUpline(token, body, key));
    const answers = await Promise.all(Array.from({ length: 5 }, () => toUpline(token, body, key)));
    for (const again of answers)
      expect(valueOf(transferCalls.transferUpline, again)).toEqual(first);
    const reused = await toUpline(token, { ...body, amount: 11 }, key);
    expect(reused.statusCode).toBe(409);
    expect(failureOf(reused).errorCode).toBe('idempotency.key.reused');
    expect(await mainOf(agent.member)).toBe(1000n);
  });

  it('refuses without an upline, with a wrong or missing payment password, and when short', async () => {
    const agent = await account(0, { type: 2 });
    const lonely = await account(10);
    const none = await toUpline(lonely.token, { amount: 1, paymentPassword: PAY });
    expect(none.statusCode).toBe(400);
    expect(failureOf(none).errorCode).toBe('member.no.upline');

    const { token } = await account(10, { upline: agent.member });
    expect(
      failureOf(await toUpline(token, { amount: 1, paymentPassword: '000000' })).errorCode,
    ).toBe('invalid.payment.pw');
    expect(failureOf(await toUpline(token, { amount: 1 })).errorCode).toBe('invalid.payment.pw');
    const unset = await account(10, { upline: agent.member, paymentPassword: false });
    expect(failureOf(await toUpline(unset.token, { amount: 1 })).errorCode).toBe(
      'not.exists.payment.password',
    );
    const short = await toUpline(token, { amount: 10.01, paymentPassword: PAY });
    expect(failureOf(short).errorCode).toBe('wallet.insufficient');
    const bad = await toUpline(token, { amount: -1, paymentPassword: PAY });
    expect(failureOf(bad).fields).toHaveProperty(['body.amount']);
    expect(await mainOf(agent.member)).toBe(0n);
  });

  it('needs no payment password when PAYMENTPASS3 is off', async () => {
    const agent = await account(0, { type: 2 });
    const { token } = await account(10, { upline: agent.member, paymentPassword: false });
    await setSwitch(app, 'PAYMENTPASS3', false);
    try {
      valueOf(transferCalls.transferUpline, await toUpline(token, { amount: 4 }));
    } finally {
      await setSwitch(app, 'PAYMENTPASS3', true);
    }
    expect(await mainOf(agent.member)).toBe(400n);
  });

  it('refuses a trial account and a call that is not encrypted', async () => {
    const trial = await account(0, { type: 4 });
    const refused = await toUpline(trial.token, { amount: 1, paymentPassword: PAY });
    expect(refused.statusCode).toBe(403);
    expect(failureOf(refused).errorCode).toBe('member.trial');
    const plain = await app.inject({
      method: 'POST',
      url: transferCalls.transferUpline.path,
      headers: { Authorization: trial.token, 'Idempotency-Key': freshKey() },
      payload: { amount: 1 },
    });
    expect(plain.statusCode).toBe(400);
    expect(failureOf(plain).errorCode).toBe('request.encryption.required');
  });

  it('names the upline in the login result and in member info (toUpline)', async () => {
    const agent = await account(0, { type: 2 });
    const { member, token } = await account(0, { upline: agent.member });
    const login = valueOf(
      sessionCalls.login,
      await encryptedInject(
        app,
        sessionCalls.login,
        { type: 'username', username: member.username, password: 'secret123' },
        { ip: nextIp() },
      ),
    );
    expect(login.status === 'OK' && login.user.toUpline).toBe(agent.member.username);
    const info = valueOf(
      memberCalls.info,
      await memberCall(app, memberCalls.info, { token, key: null }),
    );
    expect(info.toUpline).toBe(agent.member.username);
  });
});

describe("an agent's transfer to a downline", () => {
  it('moves the agent MAIN to a direct downline MAIN as one DOWNLINE_TRANSFER', async () => {
    const agent = await account(100, { type: 2 });
    const downline = await account(0, { upline: agent.member });
    const answer = valueOf(
      transferCalls.transferDownline,
      await toDownline(agent.token, {
        username: downline.member.username.toUpperCase(),
        amount: 25,
        paymentPassword: PAY,
      }),
    );
    expect(answer.wallets.map((w) => [w.wallet, w.balance])).toEqual([['MAIN', 75]]);
    expect(answer.sumBalance).toBe(75);
    expect(await mainOf(downline.member)).toBe(2500n);
    const [posted] = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, answer.transactionId!));
    expect(posted).toMatchObject({
      kind: 'DOWNLINE_TRANSFER',
      reference: downline.member.username,
    });

    // A downline agent (type 42) is an agent too.
    const subAgent = await account(0, { type: 42, upline: agent.member });
    const grandchild = await account(0, { upline: subAgent.member });
    valueOf(
      transferCalls.transferDownline,
      await toDownline(agent.token, {
        username: subAgent.member.username,
        amount: 5,
        paymentPassword: PAY,
      }),
    );
    valueOf(
      transferCalls.transferDownline,
      await toDownline(subAgent.token, {
        username: grandchild.member.username,
        amount: 2,
        paymentPassword: PAY,
      }),
    );
    expect(await mainOf(grandchild.member)).toBe(200n);
  });

  it('refuses anyone but a direct downline, and non-agents', async () => {
    const agent = await account(100, { type: 2 });
    const child = await account(0, { upline: agent.member, type: 42 });
    const grandchild = await account(0, { upline: child.member });
    const stranger = await account(0);
    const trial = await account(0, { type: 4 });
    await app.db
      .update(members)
      .set({ uplineId: agent.member.id })
      .where(eq(members.id, trial.member.id));
    for (const username of [
      grandchild.member.username,
      stranger.member.username,
      trial.member.username,
      agent.member.username,
      'nobody99',
    ]) {
      const refused = await toDownline(agent.token, { username, amount: 1, paymentPassword: PAY });
      expect(refused.statusCode, username).toBe(400);
      expect(failureOf(refused).errorCode).toBe('member.not.downline');
    }
    const member = await account(10, { upline: agent.member });
    const notAgent = await toDownline(member.token, {
      username: stranger.member.username,
      amount: 1,
      paymentPassword: PAY,
    });
    expect(notAgent.statusCode).toBe(403);
    expect(failureOf(notAgent).errorCode).toBe('member.not.agent');
    const wrongPassword = await toDownline(agent.token, {
      username: child.member.username,
      amount: 1,
      paymentPassword: '111111',
    });
    expect(failureOf(wrongPassword).errorCode).toBe('invalid.payment.pw');
    const short = await toDownline(agent.token, {
      username: child.member.username,
      amount: 100.01,
      paymentPassword: PAY,
    });
    expect(failureOf(short).errorCode).toBe('wallet.insufficient');
    expect(await mainOf(agent.member)).toBe(10000n);
  });

  it('moves money once for a retried key, and answers the first result', async () => {
    const agent = await account(20, { type: 2 });
    const child = await account(0, { upline: agent.member });
    const key = freshKey();
    const body = { username: child.member.username, amount: 7, paymentPassword: PAY };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => toDownline(agent.token, body, key)),
    );
    const values = answers.map((a) => valueOf(transferCalls.transferDownline, a));
    expect(new Set(values.map((v) => v.transactionId)).size).toBe(1);
    expect(await mainOf(child.member)).toBe(700n);
    const count = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'DOWNLINE_TRANSFER'),
          sql`${ledgerTransactions.idempotencyKey} like ${`member:${agent.member.id}:%`}`,
        ),
      );
    expect(count[0]!.n).toBe(1);
  });
});

describe('who a downline is, asked before the confirmation', () => {
  const lookUp = (token: string, username: string, language: 'EN' | 'ID' = 'EN') =>
    app.inject({
      method: 'GET',
      url: fillPath(transferCalls.downline.path, { username }),
      headers: authed(token, language),
    });

  it('answers the direct downline as stored, with its nickname, for a name in any case', async () => {
    const agent = await account(0, { type: 2 });
    const child = await account(0, { upline: agent.member });
    await app.db.update(members).set({ nickname: 'Budi' }).where(eq(members.id, child.member.id));
    const answer = valueOf(
      transferCalls.downline,
      await lookUp(agent.token, child.member.username.toUpperCase()),
    );
    expect(answer).toEqual({ username: child.member.username, nickname: 'Budi' });
    const plain = await account(0, { upline: agent.member });
    expect(
      valueOf(transferCalls.downline, await lookUp(agent.token, plain.member.username)),
    ).toEqual({ username: plain.member.username, nickname: null });
  });

  it('refuses as the transfer would: not a direct downline, not an agent, a disabled one', async () => {
    const agent = await account(0, { type: 2 });
    const child = await account(0, { upline: agent.member, type: 42 });
    const grandchild = await account(0, { upline: child.member });
    const stranger = await account(0);
    const trial = await account(0, { type: 4 });
    await app.db
      .update(members)
      .set({ uplineId: agent.member.id })
      .where(eq(members.id, trial.member.id));
    for (const username of [
      grandchild.member.username,
      stranger.member.username,
      trial.member.username,
      agent.member.username,
      'nobody99',
    ]) {
      const refused = await lookUp(agent.token, username);
      expect(refused.statusCode, username).toBe(400);
      expect(failureOf(refused).errorCode).toBe('member.not.downline');
    }
    const member = await account(0, { upline: agent.member });
    const notAgent = await lookUp(member.token, stranger.member.username);
    expect(notAgent.statusCode).toBe(403);
    expect(failureOf(notAgent).errorCode).toBe('member.not.agent');

    await app.db.update(members).set({ disabled: true }).where(eq(members.id, member.member.id));
    const disabled = await lookUp(agent.token, member.member.username, 'ID');
    expect(disabled.statusCode).toBe(403);
    expect(failureOf(disabled)).toMatchObject({
      errorCode: 'member.disabled',
      message: 'Akun ini dinonaktifkan dan tidak dapat menerima transfer.',
    });
  });

  it('needs a session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: fillPath(transferCalls.downline.path, { username: 'anyone' }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the ledger after all of the above', () => {
  it('refuses a disabled receiver, upline or downline, moving nothing; a retry of a transfer made before still answers it', async () => {
    const agent = await account(100, { type: 2 });
    const { member, token } = await account(50, { upline: agent.member });
    const setDisabled = (who: Member, disabled: boolean) =>
      app.db.update(members).set({ disabled }).where(eq(members.id, who.id));
    const key = freshKey();
    const before = valueOf(
      transferCalls.transferUpline,
      await toUpline(token, { amount: 5, paymentPassword: PAY }, key),
    );

    await setDisabled(agent.member, true);
    const up = await toUpline(token, { amount: 5, paymentPassword: PAY });
    expect(up.statusCode).toBe(403);
    expect(failureOf(up)).toMatchObject({
      errorCode: 'member.disabled',
      message: 'This account is disabled and cannot receive transfers.',
    });
    expect(
      valueOf(
        transferCalls.transferUpline,
        await toUpline(token, { amount: 5, paymentPassword: PAY }, key),
      ),
    ).toEqual(before);
    await setDisabled(agent.member, false);

    await setDisabled(member, true);
    const down = await memberCall(app, transferCalls.transferDownline, {
      token: agent.token,
      body: { username: member.username, amount: 7, paymentPassword: PAY },
      language: 'ID',
    });
    expect(down.statusCode).toBe(403);
    expect(failureOf(down)).toMatchObject({
      errorCode: 'member.disabled',
      message: 'Akun ini dinonaktifkan dan tidak dapat menerima transfer.',
    });
    await setDisabled(member, false);

    expect(await mainOf(agent.member)).toBe(10_500n);
    expect(await mainOf(member)).toBe(4_500n);
  });

  it('sums to zero, with no wallet below zero or off its postings', async () => {
    expect(await postingsSum(app)).toBe(0n);
    expect(await ledgerProblems(app)).toEqual({ negative: 0, drifted: 0 });
  });
});

import { memberCalls, opsCalls } from '@site/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from '../src/cli/commands.js';
import type { Database } from '../src/db/database.js';
import { members, opsAudit, walletAccounts } from '../src/db/schema/index.js';
import { demoAccounts } from '../src/seed/demo-accounts.js';
import { createAccounts } from '../src/domains/accounts/accounts.js';
import { seed } from '../src/seed/index.js';
import { authed, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, valueOf } from './helper.js';
import { opsCli } from './ops-cli-helper.js';

let app: FastifyInstance;
let database: Database;
let url: string;
beforeAll(async () => {
  ({ app, database } = await buildTestApp());
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

const ops = (method: 'GET' | 'POST', path: string, payload?: object, token = OPS_TOKEN) =>
  app.inject({ method, url: path, payload, headers: { Authorization: token } });
const memberNamed = async (username: string) =>
  (
    await app.db
      .select()
      .from(members)
      .where(sql`lower(${members.username}) = lower(${username})`)
  )[0];

describe('operator member commands: parsing', () => {
  it('turns member commands into validated calls', () => {
    expect(parseCommand(['member', 'create', 'budi_01'])).toMatchObject({
      path: '/ops/members',
      body: { username: 'budi_01' },
    });
    expect(
      parseCommand([
        'member',
        'create',
        'agent01',
        '--agent',
        '--password',
        'secret123',
        '--mobile',
        '+62 81234567',
      ]),
    ).toMatchObject({
      body: {
        username: 'agent01',
        agent: true,
        password: 'secret123',
        countryDialingCode: '+62',
        mobileNum: '81234567',
      },
    });
    expect(parseCommand(['member', 'disable', 'budi_01', '--merchant', 'DEMO'])).toMatchObject({
      path: '/ops/members/budi_01/status',
      body: { disabled: true },
      merchant: 'DEMO',
    });
    expect(parseCommand(['member', 'enable', 'budi_01'])).toMatchObject({
      body: { disabled: false },
    });
  });

  it('refuses bad member commands with a clear message', () => {
    const cases: [string[], RegExp][] = [
      [['member'], /member takes create, disable or enable/],
      [['member', 'create'], /needs a USERNAME/],
      [['member', 'create', 'a b!'], /body\.username/],
      [['member', 'create', 'budi01', '--password', ''], /body\.password/],
      [['member', 'create', 'budi01', '--mobile', '81234567'], /--mobile takes "\+CC NUMBER"/],
      [['member', 'create', 'budi01', '--agent=yes'], /--agent takes no value/],
      [['member', 'disable', 'budi01', '--agent'], /does not take --agent/],
      [['member', 'enable', 'budi01', 'now'], /unexpected now/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(UsageError);
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(message);
    }
  });
});

describe('operator member commands: API', () => {
  it('refuses a missing token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/ops/members',
      payload: { username: 'nobody01' },
    });
    expect(response.statusCode).toBe(401);
    expect(await memberNamed('nobody01')).toBeUndefined();
  });

  it('creates a member with a generated password, shown once, and a MAIN wallet', async () => {
    const created = valueOf(
      opsCalls.createMember,
      await ops('POST', '/ops/members', { username: 'opsmember1' }),
    );
    expect(created.changed).toBe(
      'member opsmember1 (type 1) created for DEMO, with a generated password (changed at first login)',
    );
    const password = created.password!;
    expect(password).toMatch(/^[A-Za-z0-9]{12,}$/);
    const row = (await memberNamed('opsmember1'))!;
    expect(row).toMatchObject({
      id: created.id,
      type: 1,
      affiliateCode: null,
      disabled: false,
      mustChangePassword: true,
    });
    expect(await app.passwords.verify(row.passwordHash, password)).toBe(true);
    expect(await app.passwords.verify(row.passwordHash, '{secret}')).toBe(false);
    const wallets = await app.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.memberId, row.id));
    expect(wallets.map((w) => w.wallet)).toEqual(['MAIN']);
    const [audit] = await app.db.select().from(opsAudit).orderBy(desc(opsAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'member-create' });
    expect(JSON.stringify(audit)).not.toContain(password);

    const other = valueOf(
      opsCalls.createMember,
      await ops('POST', '/ops/members', { username: 'opsmember2' }),
    );
    expect(other.password).not.toBe(password);
  });

  it('checks a given password against the merchant rule and does not flag it', async () => {
    const weak = await ops('POST', '/ops/members', { username: 'opsgiven1', password: 'ab' });
    expect(weak.statusCode).toBe(400);
    expect(failureOf(weak).fields).toHaveProperty(['body.password']);
    const created = valueOf(
      opsCalls.createMember,
      await ops('POST', '/ops/members', { username: 'opsgiven1', password: 'given1234' }),
    );
    expect(created.password).toBeUndefined();
    expect((await memberNamed('opsgiven1'))!.mustChangePassword).toBe(false);
  });

  it('creates an agent whose random invitation code registers downlines', async () => {
    const created = valueOf(
      opsCalls.createMember,
      await ops('POST', '/ops/members', {
        username: 'opsagent1',
        agent: true,
        password: 'secret123',
        countryDialingCode: '+62',
        mobileNum: '81290000001',
      }),
    );
    const code = (await memberNamed('opsagent1'))!.affiliateCode!;
    // Not the username: nobody can guess an agent's code from its name.
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(created.changed).toContain(`invitation code ${code}`);
    expect(created.changed).toContain('mobile +62 81290000001');
    const [audit] = await app.db.select().from(opsAudit).orderBy(desc(opsAudit.id)).limit(1);
    expect(JSON.stringify(audit!.detail)).not.toContain('secret123');
    const check = await app.inject(`/wps/agent/affiliate?code=${code}`);
    expect(check.json()).toMatchObject({ value: { valid: true } });
    expect((await app.inject('/wps/agent/affiliate?code=OPSAGENT1')).json()).toMatchObject({
      value: { valid: false },
    });
  });

  it('draws another invitation code when one is taken', async () => {
    const draws = ['DEMOAGENT', 'DEMOAGENT', 'FRESHCDE'];
    const accounts = createAccounts(app, () => draws.shift()!);
    const agent = await accounts.create({
      merchantCode: 'DEMO',
      username: 'clashagent',
      type: 2,
      password: 'secret123',
      registerIp: '127.0.0.1',
    });
    expect(agent.affiliateCode).toBe('FRESHCDE');
    const stuck = createAccounts(app, () => 'DEMOAGENT');
    await expect(
      stuck.create({
        merchantCode: 'DEMO',
        username: 'stuckagent',
        type: 2,
        password: 'secret123',
        registerIp: '127.0.0.1',
      }),
    ).rejects.toMatchObject({ code: 'request.conflict' });
    expect(await memberNamed('stuckagent')).toBeUndefined();
  });

  it('answers 409 for a taken username and 400 for half a mobile number', async () => {
    const taken = await ops('POST', '/ops/members', { username: 'DEMOPLAYER' });
    expect(taken.statusCode).toBe(409);
    expect(failureOf(taken).errorCode).toBe('member.username.taken');
    const half = await ops('POST', '/ops/members', { username: 'half01', mobileNum: '81234567' });
    expect(failureOf(half).fields).toHaveProperty(['body.countryDialingCode']);
  });

  it('disables an account (its sessions end) and enables it again', async () => {
    const member = (await memberNamed('demoplayer'))!;
    const token = await sessionFor(app, member);
    const info = () => app.inject({ url: memberCalls.info.path, headers: authed(token) });
    expect((await info()).statusCode).toBe(200);

    const disabled = valueOf(
      opsCalls.memberStatus,
      await ops('POST', '/ops/members/demoplayer/status', { disabled: true }),
    );
    expect(disabled.changed).toBe('member demoplayer disabled for DEMO (was enabled)');
    expect((await info()).statusCode).toBe(401);
    expect((await memberNamed('demoplayer'))!.disabled).toBe(true);

    valueOf(
      opsCalls.memberStatus,
      await ops('POST', '/ops/members/demoplayer/status', { disabled: false }),
    );
    expect((await memberNamed('demoplayer'))!.disabled).toBe(false);

    const unknown = await ops('POST', '/ops/members/nobody01/status', { disabled: true });
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown).errorCode).toBe('member.not.found');
  });
});

describe('operator member commands: command line', () => {
  const run = opsCli(() => url);

  it('creates, disables and enables, printing what changed', async () => {
    const created = await run([
      'member',
      'create',
      'cliagent1',
      '--agent',
      '--mobile',
      '+62 81290000002',
    ]);
    expect(created).toMatchObject({ code: 0, err: '' });
    const lines = created.out.split('\n');
    expect(lines[0]).toMatch(
      /^changed: agent cliagent1 \(type 2\) created for DEMO, invitation code [A-Z2-9]{8}, mobile \+62 81290000002, with a generated password \(changed at first login\)$/,
    );
    const password = /^password: ([A-Za-z0-9]{12,})$/.exec(lines[1]!)![1]!;
    expect(lines[2]).toMatch(/hand this password to the member privately/i);
    const row = (await memberNamed('cliagent1'))!;
    expect(await app.passwords.verify(row.passwordHash, password)).toBe(true);
    const given = await run(['member', 'create', 'cligiven1', '--password', 'given1234']);
    expect(given.out).not.toContain('password:');
    expect((await run(['member', 'disable', 'cliagent1'])).out).toBe(
      'changed: member cliagent1 disabled for DEMO (was enabled)',
    );
    expect((await run(['member', 'enable', 'cliagent1'])).out).toBe(
      'changed: member cliagent1 enabled for DEMO (was disabled)',
    );
    const again = await run(['member', 'create', 'cliagent1']);
    expect(again).toMatchObject({
      code: 1,
      err: 'error: member.username.taken: This username is already registered.',
    });
  });
});

describe('demo accounts', () => {
  it('are seeded: an agent with its invitation code and a player with a bound mobile', async () => {
    const agent = (await memberNamed('demoagent'))!;
    const player = (await memberNamed('demoplayer'))!;
    expect(agent).toMatchObject({ type: 2, affiliateCode: 'DEMOAGENT' });
    expect(player).toMatchObject({ type: 1, countryDialingCode: '+62', mobileNum: '81200000001' });
    for (const account of demoAccounts) {
      const row = (await memberNamed(account.username))!;
      expect(await app.passwords.verify(row.passwordHash, account.password)).toBe(true);
    }
  });

  it('are left as members changed them when the seed runs again', async () => {
    const player = (await memberNamed('demoplayer'))!;
    const changedHash = await app.passwords.hash('changed123');
    await app.db
      .update(members)
      .set({ passwordHash: changedHash, nickname: 'Mine' })
      .where(eq(members.id, player.id));
    const count = async () =>
      (await app.db.select({ n: sql<number>`count(*)::int` }).from(members))[0]!.n;
    const before = await count();
    await database.migrate(seed);
    expect(await count()).toBe(before);
    expect(await memberNamed('demoplayer')).toMatchObject({
      passwordHash: changedHash,
      nickname: 'Mine',
    });
  });
});

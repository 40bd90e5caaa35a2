import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCalls } from '@site/contract';
import { describeMoneyAnswer } from '../src/cli/money-output.js';
import { helpText, parseCommand, UsageError } from '../src/cli/commands.js';
import { printable } from '../src/cli/printable.js';
import { jobRuns, withdrawalProofs } from '../src/db/schema/index.js';
import { authed } from './accounts-helper.js';
import { buildTestApp, OPS_TOKEN, valueOf } from './helper.js';
import { opsCli } from './ops-cli-helper.js';
import {
  boundCard,
  depositInject,
  imageBase64,
  mainBalance,
  payingMember,
  withdrawInject,
} from './payments-helper.js';

describe('ops argument parsing', () => {
  it('turns commands into validated operator calls', () => {
    expect(parseCommand(['help'])).toEqual({ kind: 'help' });
    expect(parseCommand([])).toEqual({ kind: 'help' });
    expect(parseCommand(['--help'])).toEqual({ kind: 'help' });
    expect(parseCommand(['maintenance', 'on', '--help'])).toEqual({ kind: 'help' });
    expect(() =>
      parseCommand(['maintenance', 'on', '--notice', '--until', '2030-01-01T00:00:00Z']),
    ).toThrow(/--notice needs a value/);
    expect(
      parseCommand(['maintenance', 'on', '--until', '2030-01-01T00:00:00Z', '--notice', 'Upgrade']),
    ).toMatchObject({
      path: '/ops/maintenance',
      body: { on: true, until: '2030-01-01T00:00:00Z', notice: 'Upgrade' },
    });
    expect(parseCommand(['maintenance', 'off'])).toMatchObject({ body: { on: false } });
    expect(parseCommand(['region-restriction', 'on', '--allow', 'id, ph'])).toMatchObject({
      path: '/ops/region-restriction',
      body: { on: true, allowedCountries: ['ID', 'PH'] },
    });
    expect(parseCommand(['switch', 'freeplay3', 'off', '--merchant', 'DEMO'])).toMatchObject({
      path: '/ops/switches/FREEPLAY3',
      body: { on: false },
      merchant: 'DEMO',
    });
    expect(
      parseCommand(['notice', 'add', '--type', 'pl', '--title', 'Hi', '--content=<p>x</p>']),
    ).toMatchObject({
      path: '/ops/notices',
      body: { type: 'PL', title: 'Hi', content: '<p>x</p>' },
    });
    expect(
      parseCommand([
        'notice',
        'add',
        '--type',
        'B',
        '--title',
        'Hi',
        '--content',
        'x',
        '--lang',
        'en',
      ]),
    ).toMatchObject({ body: { type: 'B', language: 'EN' } });
    expect(parseCommand(['status'])).toMatchObject({ path: '/ops/status', body: undefined });
  });

  it('refuses bad input with a clear message', () => {
    const cases: [string[], RegExp][] = [
      [['launch'], /unknown command launch/],
      [['maintenance'], /maintenance takes on or off/],
      [['maintenance', 'on', '--until', 'tomorrow'], /body\.until/],
      [['maintenance', 'off', '--notice', 'x'], /does not take --notice/],
      [['region-restriction', 'on', '--allow', 'Indonesia'], /body\.allowedCountries\.0/],
      [['switch', 'NOPE3', 'on'], /params\.modId/],
      [['switch', 'FREEPLAY3'], /on or off/],
      [['notice', 'add', '--type', 'X', '--title', 't', '--content', 'c'], /body\.type/],
      [['notice', 'add', '--type', 'PL', '--title', 't'], /body\.content/],
      [
        ['notice', 'add', '--type', 'PL', '--title', 't', '--content', 'c', '--lang', 'FR'],
        /body\.language/,
      ],
      [['status', '--bogus', '1'], /unknown option --bogus/],
      [['status', '--merchant'], /needs a value/],
      [['status', 'now'], /unexpected now/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(UsageError);
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(message);
    }
  });
});

describe('text the platform answered, as printed', () => {
  const ESC = '\u001b';
  it('drops control characters and bidi overrides, which would steer the terminal', () => {
    expect(printable(`Nothing${ESC}[2J${ESC}]0;owned\u0007 came\r\n\u202Eevil`)).toBe(
      'Nothing[2J]0;owned cameevil',
    );
    expect(printable('Budi Santoso — 100%')).toBe('Budi Santoso — 100%');
  });

  it('prints a withdrawal listing without them', () => {
    const out = describeMoneyAnswer('withdrawals', {
      pageNum: 1,
      pageSize: 20,
      totalPages: 1,
      totalCount: 1,
      list: [
        {
          id: 'w1',
          reference: 'W20260101-ABCDEF',
          amount: 100,
          status: 'PENDING',
          card: {
            id: 'c1',
            type: 'B',
            providerCode: 'BCA',
            providerName: 'BCA',
            accountNoMasked: '12****7890',
            payeeName: `Budi${ESC}[31m`,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
          createdAt: '2026-01-01T00:00:00.000Z',
          decidedAt: null,
          autoReceiveAt: null,
          autoReceived: false,
          remark: `Wrong${ESC}[2K name`,
          memberRemark: null,
          proofCount: 0,
          username: 'budi',
          accountNo: '1234567890',
        },
      ],
    })!;
    expect(out).not.toContain(ESC);
    expect(out).toContain('Budi[31m');
    expect(out).toContain('"Wrong[2K name"');
  });
});

describe('ops command line against a running platform', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.close());

  const run = opsCli(() => url);

  it('changes the platform and prints what changed', async () => {
    const on = await run(['maintenance', 'on', '--notice', 'Wallet upgrade']);
    expect(on).toMatchObject({ code: 0, err: '' });
    expect(on.out).toBe('changed: maintenance on for DEMO, notice "Wallet upgrade"');
    const status = await run(['status']);
    expect(status.code).toBe(0);
    expect(status.out).toContain('maintenance:        ON - Wallet upgrade');
    expect((await run(['maintenance', 'off'])).code).toBe(0);
    expect((await run(['switch', 'FREEPLAY3', 'off'])).out).toBe(
      'changed: switch FREEPLAY3 off for DEMO (was on)',
    );
    expect((await run(['region-restriction', 'on', '--allow', 'ID,PH'])).out).toContain(
      'allowed countries: ID, PH',
    );
    const notice = await run([
      'notice',
      'add',
      '--type',
      'H',
      '--title',
      'Hello',
      '--content',
      'Hi',
    ]);
    expect(notice.out).toMatch(/^changed: notice DEMO-H-.+ \(H, ID\) "Hello" published for DEMO$/);
  });

  it('lists the scheduled jobs with their last run, next run and failures', async () => {
    await app.jobs.tick('house.sweep');
    await app.db.insert(jobRuns).values({
      job: 'house.game-access-purge',
      period: '2026-11-01T00:00:00.000Z',
      attempts: 5,
      lastError: 'disk\u001b[2J full',
    });
    const jobs = await run(['jobs']);
    expect(jobs).toMatchObject({ code: 0, err: '' });
    const blocks = jobs.out.split('\n');
    const sweep = blocks.indexOf('house.sweep (every 30 s)');
    expect(sweep).toBeGreaterThanOrEqual(0);
    expect(blocks[sweep + 1]).toMatch(
      /^ {2}last run: {2}\d{4}-\S+ for \d{4}-\S+: \{"settled":0\}$/,
    );
    expect(blocks[sweep + 2]).toMatch(/^ {2}next run: {2}\d{4}-/);
    expect(jobs.out).toContain('house.game-access-purge (every 1 h)');
    expect(jobs.out).toContain(
      '  FAILING:   2026-11-01T00:00:00.000Z, 5 tries, tries spent, needs an operator: disk[2J full',
    );
  });

  it('fails clearly on bad input, a wrong token, an error envelope or no server', async () => {
    expect(await run(['switch', 'NOPE3', 'on'])).toMatchObject({ code: 2 });
    const wrong = await run(['status'], { OPS_TOKEN: 'wrong-token-0123456789' });
    expect(wrong).toMatchObject({ code: 1 });
    expect(wrong.err).toBe('error: ops.unauthorized: The operator token is missing or wrong.');
    const merchant = await run(['status', '--merchant', 'NOPE']);
    expect(merchant.err).toBe('error: merchant.unknown: Unknown merchant.');
    const down = await run(['status'], { OPS_URL: 'http://127.0.0.1:9' });
    expect(down).toMatchObject({ code: 1 });
    expect(down.err).toContain('cannot reach the platform at http://127.0.0.1:9');
  });

  it('says an answer not of the contract is unexpected, naming the call', async () => {
    const answers = [
      { status: 200, body: JSON.stringify({ hello: 'world' }) },
      { status: 502, body: '<html>Bad gateway</html>' },
      { status: 200, body: JSON.stringify({ success: true, value: { brandName: 1 } }) },
    ];
    const server = createServer((_, response) => {
      const answer = answers.shift()!;
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const odd = `http://127.0.0.1:${port}`;
      for (const status of [200, 502, 200]) {
        expect(await run(['status'], { OPS_URL: odd })).toEqual({
          code: 1,
          out: '',
          err: `error: unexpected answer from ${odd}/ops/status (HTTP ${status})`,
        });
      }
    } finally {
      server.close();
    }
  });

  it('falls back to the token file in DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ops-cli-'));
    const missing = await run(['status'], { OPS_TOKEN: '', DATA_DIR: dataDir });
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(join(dataDir, 'ops-token'));
    await writeFile(join(dataDir, 'ops-token'), `${OPS_TOKEN}\n`);
    expect((await run(['status'], { OPS_TOKEN: '', DATA_DIR: dataDir })).code).toBe(0);
  });

  it('prints the help generated from the commands, one line each, wherever it is asked', async () => {
    const help = await run(['help']);
    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toBe(helpText());
    const lines = help.out.split('\n');
    for (const line of [
      'Usage: npm run ops -- <command> [--merchant CODE]',
      '  --merchant CODE ',
      '  status ',
      '  maintenance on|off [--until ISO-TIME] [--notice TEXT]',
      '  region-restriction on|off [--allow ID,PH]',
      '  switch MODID on|off ',
      '  display-face FACE ',
      '  notice add --type PL|B|PU|PR|H --title TEXT --content HTML [--link URL] [--lang ID|EN]',
      '  member create USERNAME [--agent] [--password P] [--mobile "+62 81234567"]',
      '  member disable USERNAME ',
      '  adjust USERNAME AMOUNT --reason TEXT [--key IDEMPOTENCY_KEY]',
      '  deposit reject ID --remark TEXT ',
      '  OPS_TOKEN  the operator token',
    ]) {
      expect(
        lines.some((l) => l.startsWith(line)),
        line,
      ).toBe(true);
    }
    expect(await run(['withdraw', 'list', '--help'])).toEqual(help);
    expect(await run([])).toEqual(help);
  });

  it('runs as npm run ops does, with an exit code', async () => {
    const cli = join(import.meta.dirname, '../src/cli/ops.ts');
    const exec = promisify(execFile);
    const env = { ...process.env, OPS_URL: url, OPS_TOKEN };
    const { stdout } = await exec('npx', ['tsx', cli, 'status'], { env });
    expect(stdout).toContain('Nusantara Play (DEMO)');
    await expect(exec('npx', ['tsx', cli, 'nonsense'], { env })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('unknown command nonsense'),
    });
  });
});

describe('ops money commands (deposit, withdraw, limits)', () => {
  it('parses them into validated calls', () => {
    expect(parseCommand(['deposit', 'list', '--status', 'pending', '--page', '2'])).toMatchObject({
      name: 'deposits',
      path: '/ops/deposits?status=PENDING&pageNo=2',
    });
    expect(parseCommand(['withdraw', 'list'])).toMatchObject({ path: '/ops/withdrawals' });
    expect(parseCommand(['deposit', 'approve', 'abc-1'])).toMatchObject({
      name: 'approveDeposit',
      path: '/ops/deposits/abc-1/approve',
      body: undefined,
    });
    expect(parseCommand(['withdraw', 'refund', 'abc-1', '--remark', 'Bounced'])).toMatchObject({
      name: 'refundWithdrawal',
      path: '/ops/withdrawals/abc-1/refund',
      body: { remark: 'Bounced' },
    });
    expect(parseCommand(['withdraw', 'proofs', 'abc-1', '--out', '/tmp/x'])).toMatchObject({
      name: 'withdrawalProofs',
      path: '/ops/withdrawals/abc-1/proofs',
      body: undefined,
      proofs: { withdrawalId: 'abc-1', outDir: '/tmp/x' },
    });
    expect(parseCommand(['withdraw', 'proofs', 'abc-1'])).toMatchObject({
      proofs: { withdrawalId: 'abc-1', outDir: '.' },
    });
    expect(parseCommand(['limits'])).toMatchObject({ name: 'paymentLimits', body: undefined });
    expect(
      parseCommand(['limits', '--min', '25.50', '--daily', '3', '--confirm-minutes', '30']),
    ).toMatchObject({
      name: 'setPaymentLimits',
      body: { withdrawMin: 25.5, withdrawDailyCount: 3, confirmMinutes: 30 },
    });
    const cases: [string[], RegExp][] = [
      [['deposit'], /deposit takes list, approve, reject/],
      [['deposit', 'refund', 'x'], /deposit takes list, approve, reject/],
      [['withdraw', 'pay', 'x'], /withdraw takes list, approve, reject, refund, proofs/],
      [['withdraw', 'proofs'], /withdraw proofs needs an ID/],
      [['withdraw', 'proofs', 'x', '--remark', 'Why'], /does not take --remark/],
      [['deposit', 'proofs', 'x'], /deposit takes list, approve, reject/],
      [['deposit', 'approve'], /deposit approve needs an ID/],
      [['deposit', 'reject', 'x'], /deposit reject needs --remark TEXT/],
      [['withdraw', 'reject', 'x', '--remark', 'no'], /needs --remark TEXT of 3 to 200 characters/],
      [['deposit', 'list', '--status', 'PAID'], /query\.status/],
      [['withdraw', 'list', '--page', '0'], /query\.pageNo/],
      [['deposit', 'approve', 'x', '--remark', 'Why'], /does not take --remark/],
      [['deposit', 'list', 'x'], /unexpected x/],
      [['limits', '--min', '1e3'], /--min is an amount/],
      [['limits', '--daily', '2.5'], /--daily is a whole number/],
      [['limits', '--daily', '500'], /body\.withdrawDailyCount/],
      [['limits', 'now'], /unexpected now/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(UsageError);
      expect(() => parseCommand(argv), argv.join(' ')).toThrow(message);
    }
    expect(helpText()).toContain('deposit approve ID');
    expect(helpText()).toContain('withdraw refund ID --remark TEXT');
    expect(helpText()).toContain('withdraw proofs ID [--out DIR]');
    expect(helpText()).toContain('in a day of the merchant time zone');
    expect(helpText()).toContain('limits [--min N] [--max N] [--daily N] [--confirm-minutes N]');
  });

  describe('against a running platform', () => {
    let app: FastifyInstance;
    let url: string;
    beforeAll(async () => {
      ({ app } = await buildTestApp());
      url = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => app?.close());
    const run = opsCli(() => url);

    it('lists, approves and rejects deposits', async () => {
      const { member, token } = await payingMember(app, 'clideposit');
      const open = async (amount: number) =>
        valueOf(
          paymentCalls.deposit,
          await depositInject(app, token, { channelId: 'demo-bank-bca', amount }),
        );
      const [first, second] = [await open(100), await open(250.5)];
      const listed = await run(['deposit', 'list', '--status', 'PENDING']);
      expect(listed.code).toBe(0);
      const lines = listed.out.split('\n');
      expect(lines[0]).toMatch(/^ID\s+REFERENCE\s+STATUS\s+AMOUNT\s+MEMBER\s+CHANNEL\s+CREATED/);
      expect(lines[1]).toMatch(
        new RegExp(
          `^${second.id}\\s+${second.reference}\\s+PENDING\\s+250\\.50\\s+clideposit\\s+BCA`,
        ),
      );
      expect(lines.at(-1)).toBe('page 1 of 1 (2 orders; --page N for another)');

      const approved = await run(['deposit', 'approve', first.id]);
      expect(approved).toMatchObject({
        code: 0,
        out: `changed: deposit ${first.reference} of clideposit approved for DEMO: +100.00 to MAIN`,
      });
      expect((await run(['deposit', 'approve', first.id])).out).toContain('nothing changed');
      expect(await mainBalance(app, member)).toBe(10_000n);
      const rejected = await run(['deposit', 'reject', second.id, '--remark', 'Not received']);
      expect(rejected.out).toBe(
        `changed: deposit ${second.reference} of clideposit rejected for DEMO ("Not received")`,
      );
      const late = await run(['deposit', 'approve', second.id]);
      expect(late.code).toBe(1);
      expect(late.err).toBe('error: order.already.decided: This order has already been decided.');
      expect((await run(['deposit', 'list', '--status', 'PENDING'])).out).toBe(
        'no deposit orders\npage 1 of 1 (0 orders; --page N for another)',
      );
      const missing = await run(['deposit', 'approve', 'no-such-order']);
      expect(missing.err).toMatch(/^error: resource\.not\.found: DEMO has no deposit order/);
    });

    it('lists, pays, rejects and refunds withdrawals, and sets the limits', async () => {
      const { member, token } = await payingMember(app, 'cliwithdraw', { balance: 1_000 });
      const card = await boundCard(app, token, { accountNo: '5550001234' });
      const ask = async (amount: number) =>
        valueOf(
          paymentCalls.withdraw,
          await withdrawInject(app, token, { cardId: card.id, amount, paymentPassword: '123456' }),
        );
      const [paidOne, rejectedOne] = [await ask(100), await ask(200)];
      const listed = await run(['withdraw', 'list', '--status', 'PENDING']);
      expect(listed.out).toMatch(
        new RegExp(`${paidOne.reference}\\s+PENDING\\s+100\\.00\\s+cliwithdraw\\s+BCA 5550001234`),
      );
      const paid = await run(['withdraw', 'approve', paidOne.id]);
      expect(paid.out).toMatch(/^changed: withdrawal .+ paid for DEMO: 100\.00 to BCA 5550001234/);
      expect((await run(['withdraw', 'list', '--status', 'PAID'])).out).toMatch(
        /PAID\s+100\.00.+auto-received at \d{4}-/,
      );
      const rejected = await run(['withdraw', 'reject', rejectedOne.id, '--remark', 'Wrong name']);
      expect(rejected.out).toContain('back to MAIN');
      expect(await mainBalance(app, member)).toBe(90_000n);

      const notReceived = async (remark: string, sizes: number[]) =>
        valueOf(
          paymentCalls.confirmWithdrawal,
          await app.inject({
            method: 'POST',
            url: `/wps/payment/withdraw/${paidOne.id}/confirmation`,
            headers: authed(token),
            payload: {
              received: false,
              remark,
              proofs: sizes.map((size) => ({ contentType: 'image/png', data: imageBase64(size) })),
            },
          }),
        );
      // Five images in two answers: more than one page of the proofs call.
      await notReceived('Nothing came', [512, 513, 514]);
      expect((await run(['withdraw', 'approve', paidOne.id])).out).toContain('paid again');
      // A remark that would clear the operator's screen and ring its bell: the platform
      // refuses it, and one that got in anyway (an older row) still prints harmless.
      const bell = await app.inject({
        method: 'POST',
        url: `/wps/payment/withdraw/${paidOne.id}/confirmation`,
        headers: authed(token),
        payload: { received: false, remark: 'Still\u001b[2J\u0007 nothing', proofs: [] },
      });
      expect(bell.statusCode).toBe(400);
      await notReceived('Still nothing', [515, 516]);
      await app.db
        .update(withdrawalProofs)
        .set({ remark: 'Still\u001b[2J\u0007 nothing' })
        .where(eq(withdrawalProofs.remark, 'Still nothing'));
      const out = await mkdtemp(join(tmpdir(), 'ops-proofs-'));
      const proofs = await run(['withdraw', 'proofs', paidOne.id, '--out', join(out, 'new')]);
      expect(proofs).toMatchObject({ code: 0, err: '' });
      const fileOf = (n: number) => join(out, 'new', `withdrawal-${paidOne.id}-proof-${n}.png`);
      const lines = proofs.out.split('\n');
      expect(lines).toHaveLength(5);
      lines.forEach((line, i) => {
        const remark = i < 3 ? 'Nothing came' : 'Still\\[2J nothing';
        expect(line).toMatch(
          new RegExp(`^${fileOf(i + 1)}  \\d{4}-\\d\\d-\\d\\dT\\S+  "${remark}"$`),
        );
      });
      for (const [i, size] of [512, 513, 514, 515, 516].entries()) {
        expect((await readFile(fileOf(i + 1))).toString('base64')).toBe(imageBase64(size));
      }
      const none = await run(['withdraw', 'proofs', rejectedOne.id, '--out', out]);
      expect(none.out).toBe(`no proof images for withdrawal ${rejectedOne.id}`);
      const unknown = await run(['withdraw', 'proofs', '00000000-0000-4000-8000-000000000000']);
      expect(unknown.code).toBe(1);
      expect(unknown.err).toMatch(/^error: resource\.not\.found: DEMO has no withdrawal/);

      const refunded = await run(['withdraw', 'refund', paidOne.id, '--remark', 'Bank bounced']);
      expect(refunded).toMatchObject({ code: 0 });
      expect(refunded.out).toContain('refunded for DEMO ("Bank bounced")');
      expect(await mainBalance(app, member)).toBe(100_000n);

      expect((await run(['limits'])).out).toBe(
        [
          'withdrawal minimum:  50.00',
          'withdrawal maximum:  50000.00',
          "withdrawals a day:   5 (a member's, in the merchant's day)",
          'confirm minutes:     60 (a PAID withdrawal counts as received after)',
        ].join('\n'),
      );
      const set = await run(['limits', '--max', '20000', '--daily', '3']);
      expect(set.out.split('\n')[0]).toBe(
        'changed: payment limits for DEMO: withdrawals 50.00 to 20000.00, 3 a day, auto-received after 60 min',
      );
      expect(set.out).toContain("withdrawals a day:   3 (a member's, in the merchant's day)");
      const crossed = await run(['limits', '--min', '30000']);
      expect(crossed.code).toBe(1);
      expect(crossed.err).toContain('body.withdrawMin: The minimum (30000.00) may not exceed');
    });
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/cli/ops.js';
import { parseArgs, UsageError } from '../src/cli/parse-args.js';
import { buildTestApp, OPS_TOKEN } from './helper.js';

describe('ops argument parsing', () => {
  it('turns commands into validated operator calls', () => {
    expect(parseArgs(['help'])).toEqual({ kind: 'help' });
    expect(parseArgs([])).toEqual({ kind: 'help' });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['maintenance', 'on', '--help'])).toEqual({ kind: 'help' });
    expect(() =>
      parseArgs(['maintenance', 'on', '--notice', '--until', '2030-01-01T00:00:00Z']),
    ).toThrow(/--notice needs a value/);
    expect(
      parseArgs(['maintenance', 'on', '--until', '2030-01-01T00:00:00Z', '--notice', 'Upgrade']),
    ).toMatchObject({
      path: '/ops/maintenance',
      body: { on: true, until: '2030-01-01T00:00:00Z', notice: 'Upgrade' },
    });
    expect(parseArgs(['maintenance', 'off'])).toMatchObject({ body: { on: false } });
    expect(parseArgs(['region-restriction', 'on', '--allow', 'id, ph'])).toMatchObject({
      path: '/ops/region-restriction',
      body: { on: true, allowedCountries: ['ID', 'PH'] },
    });
    expect(parseArgs(['switch', 'freeplay3', 'off', '--merchant', 'DEMO'])).toMatchObject({
      path: '/ops/switches/FREEPLAY3',
      body: { on: false },
      merchant: 'DEMO',
    });
    expect(
      parseArgs(['notice', 'add', '--type', 'pl', '--title', 'Hi', '--content=<p>x</p>']),
    ).toMatchObject({
      path: '/ops/notices',
      body: { type: 'PL', title: 'Hi', content: '<p>x</p>' },
    });
    expect(
      parseArgs([
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
    expect(parseArgs(['status'])).toMatchObject({ path: '/ops/status', body: undefined });
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
      expect(() => parseArgs(argv), argv.join(' ')).toThrow(UsageError);
      expect(() => parseArgs(argv), argv.join(' ')).toThrow(message);
    }
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

  const run = async (argv: string[], env: Record<string, string> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runOps(argv, {
      env: { OPS_URL: url, OPS_TOKEN, ...env },
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

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

  it('falls back to the token file in DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ops-cli-'));
    const missing = await run(['status'], { OPS_TOKEN: '', DATA_DIR: dataDir });
    expect(missing.code).toBe(2);
    expect(missing.err).toContain(join(dataDir, 'ops-token'));
    await writeFile(join(dataDir, 'ops-token'), `${OPS_TOKEN}\n`);
    expect((await run(['status'], { OPS_TOKEN: '', DATA_DIR: dataDir })).code).toBe(0);
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

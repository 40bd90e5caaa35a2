import { gameCalls, opsCalls, playCalls } from '@site/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpText, parseCommand } from '../src/cli/commands.js';
import { games, opsAudit, vendors } from '../src/db/schema/index.js';
import { createMember, sessionFor } from './accounts-helper.js';
import { buildTestApp, failureOf, OPS_TOKEN, valueOf } from './helper.js';
import { opsCli } from './ops-cli-helper.js';
import { launch } from './play-helper.js';

describe('vendor and game maintenance commands', () => {
  it('parse into the operator calls', () => {
    expect(parseCommand(['vendor', 'maintenance', 'nso', 'on'])).toMatchObject({
      name: 'vendorMaintenance',
      path: '/ops/vendors/NSO/maintenance',
      body: { on: true },
    });
    expect(
      parseCommand(['game', 'maintenance', 'NSO-0001', 'off', '--merchant', 'DEMO']),
    ).toMatchObject({
      name: 'gameMaintenance',
      path: '/ops/games/NSO-0001/maintenance',
      body: { on: false },
      merchant: 'DEMO',
    });
    expect(helpText()).toContain('vendor maintenance VASSALAGE on|off');
    expect(helpText()).toContain('game maintenance GAMEID on|off');
  });

  it('refuse bad input with a clear message', () => {
    expect(() => parseCommand(['vendor', 'open', 'NSO'])).toThrow(
      'vendor takes maintenance, e.g. vendor maintenance NSO on',
    );
    expect(() => parseCommand(['game', 'maintenance'])).toThrow(
      'game maintenance needs a GAMEID, e.g. game maintenance NSO-0001 on',
    );
    expect(() => parseCommand(['vendor', 'maintenance', 'NSO'])).toThrow(
      'vendor maintenance VASSALAGE takes on or off',
    );
    expect(() => parseCommand(['vendor', 'maintenance', 'NSO', 'on', 'now'])).toThrow(
      'unexpected now',
    );
    expect(() => parseCommand(['game', 'maintenance', 'NSO-0001', 'on', '--notice', 'x'])).toThrow(
      'game does not take --notice',
    );
  });
});

describe('vendor and game maintenance against a running platform', () => {
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    ({ app } = await buildTestApp());
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.close());
  const run = opsCli(() => url);

  const lastAudit = async () =>
    (await app.db.select().from(opsAudit).orderBy(desc(opsAudit.id)).limit(1))[0]!;
  const vendorState = async (vassalage: string) =>
    (await app.db.select().from(vendors).where(eq(vendors.vassalage, vassalage)))[0]!.maintenance;
  const gameState = async (gameId: string) =>
    (await app.db.select().from(games).where(eq(games.gameId, gameId)))[0]!.maintenance;

  it('puts a vendor under maintenance and back, audited; its launches say so meanwhile', async () => {
    const member = await createMember(app, { username: 'opsmaint1' });
    const token = await sessionFor(app, member);
    const on = await run(['vendor', 'maintenance', 'nso', 'on']);
    expect(on).toMatchObject({
      code: 0,
      err: '',
      out: 'changed: vendor NSO (Nusa Originals) maintenance on (was off), for every merchant offering it',
    });
    expect(await vendorState('NSO')).toBe(true);
    expect(await lastAudit()).toMatchObject({
      merchantCode: 'DEMO',
      action: 'vendor-maintenance',
      detail: { input: { vassalage: 'NSO', on: true } },
    });
    const refused = await launch(app, token, { gameId: 'NSO-0001', vassalage: 'NSO' });
    expect(failureOf(refused).errorCode).toBe('vendor.maintenance');
    // The lobby shows it too.
    const lobby = valueOf(gameCalls.vendors, await app.inject(gameCalls.vendors.path));
    const card = lobby.categories.flatMap((c) => c.cards).find((c) => c.vassalage === 'NSO');
    expect(card?.maintenance).toBe(1);

    const off = await run(['vendor', 'maintenance', 'NSO', 'off']);
    expect(off.out).toBe(
      'changed: vendor NSO (Nusa Originals) maintenance off (was on), for every merchant offering it',
    );
    expect(await vendorState('NSO')).toBe(false);
    valueOf(
      playCalls.launchGame,
      await launch(app, token, { gameId: 'NSO-0001', vassalage: 'NSO' }),
    );
  });

  it('puts one game under maintenance and back, audited; its vendor stays open', async () => {
    const member = await createMember(app, { username: 'opsmaint2' });
    const token = await sessionFor(app, member);
    const on = await run(['game', 'maintenance', 'NSO-0002', 'on']);
    expect(on.out).toBe('changed: game NSO-0002 (Royal Roulette) maintenance on (was off)');
    expect(await lastAudit()).toMatchObject({
      action: 'game-maintenance',
      detail: { input: { gameId: 'NSO-0002', on: true } },
    });
    const refused = await launch(app, token, { gameId: 'NSO-0002', vassalage: 'NSO' }, 'ID');
    expect(failureOf(refused)).toMatchObject({
      errorCode: 'game.maintenance',
      message: 'Permainan ini sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    });
    valueOf(
      playCalls.launchGame,
      await launch(app, token, { gameId: 'NSO-0001', vassalage: 'NSO' }),
    );
    expect((await run(['game', 'maintenance', 'NSO-0002', 'off'])).code).toBe(0);
    expect(await gameState('NSO-0002')).toBe(false);
  });

  it('refuses a vendor or game the merchant does not offer, changing nothing', async () => {
    const vendor = await run(['vendor', 'maintenance', 'NOPE', 'on']);
    expect(vendor).toMatchObject({
      code: 1,
      err: 'error: resource.not.found: DEMO offers no vendor NOPE',
    });
    const game = await run(['game', 'maintenance', 'NOPE-1', 'on']);
    expect(game.err).toBe('error: resource.not.found: DEMO offers no game NOPE-1');
  });

  it('needs the operator token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/ops/vendors/NSO/maintenance',
      payload: { on: true },
    });
    expect(response.statusCode).toBe(401);
    expect(await vendorState('NSO')).toBe(false);
    const authorised = await app.inject({
      method: 'POST',
      url: '/ops/games/NSO-0003/maintenance',
      headers: { Authorization: OPS_TOKEN },
      payload: { on: false },
    });
    expect(valueOf(opsCalls.gameMaintenance, authorised).changed).toBe(
      'game NSO-0003 (Volcano Dice) maintenance off (was off)',
    );
  });
});

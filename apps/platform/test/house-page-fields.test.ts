// @vitest-environment jsdom
import type { HouseRound } from '@site/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../src/house/client/format.js';
import { closePage, DICE, ok, openPage, stateWith } from './house-page-helper.js';

/** The house page's fields and dates as the player reads them (EN, ID). */

const HASH = 'c'.repeat(64);
afterEach(closePage);

describe('the dates of my rounds', () => {
  const at = '2026-11-21T12:00:00.000Z';
  it('keep the year in full in both languages', () => {
    expect(formatTime(at, 'EN')).toMatch(/^2[12] Nov 2026, \d{2}:\d{2}:\d{2}$/);
    expect(formatTime(at, 'ID')).toMatch(/^2[12] Nov 2026, \d{2}\.\d{2}\.\d{2}$/);
  });

  it('show so in the list of my rounds on an Indonesian page', async () => {
    const round: HouseRound = {
      roundKey: 'r-1',
      roundId: '00000000-0000-4000-8000-000000000001',
      gameId: DICE.gameId,
      stake: 1,
      win: 0,
      bet: { engine: 'DICE', stake: 1, target: 50, direction: 'UNDER' },
      outcome: { engine: 'DICE', roll: 72.5, multiplier: 1.98 },
      status: 'SETTLED',
      proof: {
        serverSeed: 'd'.repeat(64),
        serverSeedHash: HASH,
        clientSeed: 'page-seed',
        nonce: 0,
      },
      createdAt: at,
    };
    await openPage('ID', { play: ok(null), states: [stateWith(HASH, 50)], rounds: [round] });
    const time = await vi.waitFor(() => {
      const cell = document.querySelector('.rounds td.time');
      if (!cell) throw new Error('no rounds listed yet');
      return cell.textContent!;
    });
    expect(time).toMatch(/^2[12] Nov 2026, /);
  });
});

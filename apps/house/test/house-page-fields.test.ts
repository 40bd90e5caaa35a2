// @vitest-environment jsdom
import type { HouseRound, Language } from '@site/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAmount, formatTime } from '../src/format.js';
import {
  alertText,
  closePage,
  DICE,
  ok,
  openPage,
  ROULETTE,
  sent,
  SLOT,
  stateWith,
} from './house-page-helper.js';

/**
 * The house page's fields and dates as the player reads them (EN, ID): what it says about a
 * stake before it sends anything, each problem in that field's own terms.
 */

const HASH = 'c'.repeat(64);
afterEach(closePage);

const plays = () => sent.filter((s) => s.call === 'POST /house/api/rounds');

/** Types `text` into the page's amount field, presses the action and answers the alert. */
async function pressWith(action: HTMLButtonElement, text: string) {
  const input = document.querySelector<HTMLInputElement>('.stepper input')!;
  input.value = text;
  input.dispatchEvent(new Event('input'));
  action.click();
  await vi.waitFor(() => expect(alertText()).not.toBe(''));
  return { message: alertText(), input };
}

describe('an amount as typed', () => {
  it('is checked in order: empty, a number, above zero, two decimals, the limits', () => {
    const check = (text: string) => checkAmount(text, 0.1, 1_000, 'ID');
    expect(check('  ')).toEqual({ problem: 'empty' });
    expect(check('abc')).toEqual({ problem: 'notNumber' });
    // Two readings (2.5 or 2,500): not guessed.
    expect(check('2.500')).toEqual({ problem: 'notNumber' });
    expect(check('0')).toEqual({ problem: 'notPositive' });
    expect(check('-1')).toEqual({ problem: 'notPositive' });
    expect(check('-0.001')).toEqual({ problem: 'notPositive' });
    expect(check('0.125')).toEqual({ problem: 'decimals' });
    expect(check('0.05')).toEqual({ problem: 'belowMin' });
    expect(check('1000.01')).toEqual({ problem: 'aboveMax' });
    expect(check(' .5 ')).toEqual({ value: 0.5 });
    expect(check('1000')).toEqual({ value: 1_000 });
    expect(check('1,000')).toEqual({ value: 1_000 });
    // The page's style, and the Indonesian habit where it reads one way only.
    expect(check('2.50')).toEqual({ value: 2.5 });
    expect(check('2,50')).toEqual({ value: 2.5 });
    expect(checkAmount('0,5', 0.1, 1_000, 'ID')).toEqual({ value: 0.5 });
    expect(checkAmount('0.5', 0.1, 1_000, 'EN')).toEqual({ value: 0.5 });
  });
});

describe('the slot’s bet per line', () => {
  const cases: Record<Language, [string, string][]> = {
    EN: [
      ['', 'Enter a bet per line.'],
      ['0', 'The bet per line must be above zero.'],
      ['-1', 'The bet per line must be above zero.'],
      ['abc', 'Enter the bet per line as a number, e.g. 0.50.'],
      ['0.125', 'The bet per line can have at most two decimals.'],
      ['0.05', 'The bet per line must be at least P 0.10 (P 1.00 in total for 10 lines).'],
      [
        '1000.01',
        'The bet per line can be at most P 1,000.00 (P 10,000.00 in total for 10 lines).',
      ],
    ],
    ID: [
      ['', 'Masukkan taruhan per garis.'],
      ['0', 'Taruhan per garis harus lebih dari nol.'],
      ['abc', 'Masukkan taruhan per garis sebagai angka, mis. 0.50.'],
      ['0.125', 'Taruhan per garis paling banyak dua desimal.'],
      ['0.05', 'Taruhan per garis paling sedikit P 0.10 (total P 1.00 untuk 10 garis).'],
    ],
  };
  for (const language of ['EN', 'ID'] as const) {
    it(`says what is wrong in the field’s own terms (${language}), marks it and sends nothing`, async () => {
      const spin = await openPage(language, {
        play: ok(null),
        states: [stateWith(HASH, 50, SLOT)],
      });
      for (const [typed, expected] of cases[language]) {
        const { message, input } = await pressWith(spin, typed);
        expect(message, `"${typed}"`).toBe(expected);
        expect(input.getAttribute('aria-invalid')).toBe('true');
        expect(document.activeElement).toBe(input);
      }
      expect(plays()).toEqual([]);
    });
  }

  const typedHalf: [Language, string][] = [
    ['EN', '0.50'],
    ['ID', '0,5'],
  ];
  for (const [language, typed] of typedHalf) {
    it(`plays a line bet within its limits, typed ${typed} (${language})`, async () => {
      const spin = await openPage(language, {
        play: ok(null),
        states: [stateWith(HASH, 50, SLOT)],
      });
      const input = document.querySelector<HTMLInputElement>('.stepper input')!;
      input.value = typed;
      input.dispatchEvent(new Event('input'));
      expect(input.hasAttribute('aria-invalid')).toBe(false);
      spin.click();
      await vi.waitFor(() => expect(plays()).toHaveLength(1));
      expect(plays()[0]!.body).toMatchObject({ bet: { engine: 'SLOT', lineBet: 0.5 } });
    });
  }
});

describe('the dice stake', () => {
  const cases: Record<Language, [string, string][]> = {
    EN: [
      ['', 'Enter a stake.'],
      ['-1', 'The stake must be above zero.'],
      ['1.9999', 'The stake can have at most two decimals.'],
      ['0.50', 'The stake must be at least P 1.00.'],
      ['10000.50', 'The stake can be at most P 10,000.00.'],
    ],
    ID: [
      ['', 'Masukkan taruhan.'],
      ['0', 'Taruhan harus lebih dari nol.'],
      ['0.50', 'Taruhan paling sedikit P 1.00.'],
      ['10000.50', 'Taruhan paling banyak P 10,000.00.'],
    ],
  };
  for (const language of ['EN', 'ID'] as const) {
    it(`says what is wrong with it (${language}) and sends nothing`, async () => {
      const roll = await openPage(language, { play: ok(null), states: [stateWith(HASH, 50)] });
      for (const [typed, expected] of cases[language]) {
        expect((await pressWith(roll, typed)).message, `"${typed}"`).toBe(expected);
      }
      expect(plays()).toEqual([]);
    });
  }
});

describe('the roulette chips', () => {
  const table = { ...ROULETTE, maxBet: 250 };
  const words = {
    EN: 'This chip would bring your bets to P 300.00, but a round can stake at most P 250.00. Choose a smaller chip or remove a bet.',
    ID: 'Chip ini akan membuat total taruhan Anda P 300.00, padahal satu putaran paling banyak P 250.00. Pilih chip yang lebih kecil atau hapus satu taruhan.',
  };
  for (const language of ['EN', 'ID'] as const) {
    it(`refuse a chip that would take the bets past the round’s limit (${language})`, async () => {
      await openPage(language, { play: ok(null), states: [stateWith(HASH, 500, table)] });
      const chip = document.querySelector<HTMLSelectElement>('.roulette select')!;
      chip.value = '100.00';
      const red = document.querySelector<HTMLButtonElement>('button.spot.even-money.red')!;
      red.click();
      red.click();
      expect(alertText()).toBe('');
      red.click();
      expect(alertText()).toBe(words[language]);
      expect(document.querySelector('.roulette .total')?.textContent).toMatch(/P 200\.00$/);
    });
  }
});

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

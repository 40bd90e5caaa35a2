// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  alertText,
  balance,
  closePage,
  DICE,
  openPage,
  refused,
  sent,
  shownHash,
  stateWith,
} from './house-page-helper.js';

/**
 * The house game page in a DOM, on a platform answered here: what it sends when the player
 * presses the action button, and what it shows when the platform refuses the round.
 */

const HASH_SHOWN = 'a'.repeat(64);
const HASH_AFTER_OTHER_TAB = 'b'.repeat(64);

afterEach(closePage);

describe('the house page plays on the seed hash it shows', () => {
  it('sends the hash it showed; when another tab played first it shows the new hash and says so', async () => {
    const roll = await openPage('EN', {
      play: refused(409, 'round.seed.changed'),
      states: [stateWith(HASH_SHOWN, 50), stateWith(HASH_AFTER_OTHER_TAB, 47)],
    });
    expect(roll.textContent).toBe('Roll');
    expect(shownHash()).toBe(HASH_SHOWN);

    roll.click();
    await vi.waitFor(() => expect(alertText()).not.toBe(''));
    const play = sent.find((s) => s.call === 'POST /house/api/rounds');
    expect(play?.body).toMatchObject({ serverSeedHash: HASH_SHOWN, clientSeed: 'page-seed' });
    expect(alertText()).toBe(
      'This game was played in another tab, so the server seed changed. No stake was taken. The new seed hash is shown under Provably fair: press Roll again to play on it.',
    );
    expect(shownHash()).toBe(HASH_AFTER_OTHER_TAB);
    expect(balance()).toBe('P 47.00');
    // Nothing is left to resume: the refused round never happened.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('house.pending.'))).toEqual([]);
    expect(roll.disabled).toBe(false);
  });

  it('says it in Indonesian on an Indonesian page', async () => {
    const roll = await openPage('ID', {
      play: refused(409, 'round.seed.changed'),
      states: [stateWith(HASH_SHOWN, 50), stateWith(HASH_AFTER_OTHER_TAB, 50)],
    });
    expect(roll.textContent).toBe('Lempar');
    roll.click();
    await vi.waitFor(() => expect(alertText()).not.toBe(''));
    expect(alertText()).toBe(
      'Permainan ini dimainkan di tab lain, jadi server seed berubah. Taruhan tidak diambil. Hash seed yang baru ditampilkan di bagian Terbukti adil: tekan Lempar lagi untuk bermain dengannya.',
    );
    expect(shownHash()).toBe(HASH_AFTER_OTHER_TAB);
  });
});

describe('the house page when its game closes for play (the launch’s codes)', () => {
  const cases = [
    {
      code: 'vendor.maintenance',
      status: 503,
      EN: 'Nusa Originals is under maintenance. Please try again later.',
      ID: 'Nusa Originals sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    },
    {
      code: 'game.maintenance',
      status: 503,
      EN: 'This game is under maintenance. Please try again later.',
      ID: 'Permainan ini sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    },
    {
      code: 'game.not.found',
      status: 404,
      EN: 'This game is no longer offered here. Close it and choose another game from the lobby.',
      ID: 'Permainan ini tidak lagi tersedia di sini. Tutup permainan dan pilih yang lain dari lobi.',
    },
  ] as const;

  for (const { code, status, ...words } of cases) {
    for (const language of ['EN', 'ID'] as const) {
      it(`${code} in ${language}: says so in its own words; no round is left to resume`, async () => {
        const button = await openPage(language, {
          play: refused(status, code),
          states: [stateWith(HASH_SHOWN, 50)],
        });
        button.click();
        await vi.waitFor(() => expect(alertText()).not.toBe(''));
        expect(alertText()).toBe(words[language]);
        expect(Object.keys(sessionStorage).filter((k) => k.startsWith('house.pending.'))).toEqual(
          [],
        );
        expect(balance()).toBe('P 50.00');
      });
    }
  }
});

describe('the house page says when it stands in for a catalogue vendor', () => {
  const simulated = { ...DICE, vassalage: 'KRT', vendorName: 'Kartu Club', simulated: true };
  const note = () => document.querySelector('p.simulated')?.textContent;

  it('names the vendor it stands in for, in the page’s language', async () => {
    await openPage('EN', {
      play: refused(500, 'system.error'),
      states: [stateWith(HASH_SHOWN, 50, simulated)],
    });
    expect(note()).toBe(
      'Demo: Kartu Club is not connected here, so the site plays this game on its own engine, with real stakes and wins.',
    );
    closePage();
    await openPage('ID', {
      play: refused(500, 'system.error'),
      states: [stateWith(HASH_SHOWN, 50, simulated)],
    });
    expect(note()).toContain('Demo: Kartu Club belum terhubung di sini');
  });

  it('says nothing of the kind for the house’s own games', async () => {
    await openPage('EN', {
      play: refused(500, 'system.error'),
      states: [stateWith(HASH_SHOWN, 50)],
    });
    expect(note()).toBeUndefined();
  });
});

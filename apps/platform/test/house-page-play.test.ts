// @vitest-environment jsdom
import type { HouseRound, HouseState, Language } from '@site/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The house game page in a DOM, on a platform answered here: what it sends when the player
 * presses the action button, and what it shows when the platform refuses the round.
 */

const HASH_SHOWN = 'a'.repeat(64);
const HASH_AFTER_OTHER_TAB = 'b'.repeat(64);

const stateWith = (nextServerSeedHash: string, balance: number): HouseState => ({
  game: {
    gameId: 'NSO-0003',
    gameName: 'Volcano Dice',
    engine: 'DICE',
    vassalage: 'NSO',
    vendorName: 'Nusa Originals',
    minBet: 1,
    maxBet: 10_000,
    currencySymbol: 'P',
    wallet: 'MAIN',
    rtp: 0.99,
    language: 'EN',
  },
  balance,
  nextServerSeedHash,
  clientSeed: 'page-seed',
  nonce: 0,
});

type Answer = { status?: number; body: unknown };
const ok = (value: unknown): Answer => ({ body: { success: true, value } });
const refused = (status: number, errorCode: string, message = 'The platform’s own words.') => ({
  status,
  body: { success: false, errorCode, message },
});

interface Platform {
  /** What POST /house/api/rounds answers. */
  play: Answer;
  /** GET /house/api/state answers these in turn (the last one repeats). */
  states: HouseState[];
}

/** The requests the page sent, as "METHOD path" with their JSON bodies. */
let sent: { call: string; body?: Record<string, unknown> }[] = [];

function answerAs(platform: Platform) {
  let stateCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, location.href);
      const call = `${init.method ?? 'GET'} ${url.pathname}`;
      const body = init.body
        ? (JSON.parse(String(init.body)) as Record<string, unknown>)
        : undefined;
      sent.push({ call, ...(body ? { body } : {}) });
      const answer: Answer =
        call === 'POST /house/api/session'
          ? ok({ ...platform.states[0], sessionToken: 'game-session-token' })
          : call === 'GET /house/api/state'
            ? ok(platform.states[Math.min(++stateCalls, platform.states.length - 1)])
            : call === 'POST /house/api/rounds'
              ? platform.play
              : call === 'GET /house/api/rounds'
                ? ok({
                    list: [] as HouseRound[],
                    pageNum: 1,
                    pageSize: 10,
                    totalPages: 0,
                    totalCount: 0,
                  })
                : refused(404, 'resource.not.found');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

/** Opens the page as the launch URL does and waits for its action button. */
async function openPage(language: Language, platform: Platform) {
  answerAs(platform);
  document.body.innerHTML = '<div id="app"></div>';
  history.replaceState(null, '', `/house/play/?t=launch-token-${Date.now()}&lang=${language}`);
  vi.resetModules();
  await import('../src/house/client/main.js');
  return vi.waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('button.action');
    if (!button) throw new Error('the page has not opened the game yet');
    return button;
  });
}

const alertText = () => document.querySelector('p.error[role="alert"]')?.textContent ?? '';
const shownHash = () => document.querySelector('code.hash')?.textContent;
const balance = () => document.querySelector('.balance-value')?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  sent = [];
});

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

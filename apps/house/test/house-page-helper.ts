import type { HouseGame, HouseRound, HouseState, Language } from '@site/contract';
import { vi } from 'vitest';

/**
 * The house game page in a DOM (jsdom), on a platform answered here: the page's own script
 * runs as the launch URL opens it, and every call it makes is recorded in `sent`.
 */

export const DICE: HouseGame = {
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
  simulated: false,
  language: 'EN',
};
export const SLOT: HouseGame = {
  ...DICE,
  gameId: 'NSO-0001',
  gameName: 'Garuda Gold Reels',
  engine: 'SLOT',
  rtp: 0.9609,
};
export const ROULETTE: HouseGame = {
  ...DICE,
  gameId: 'NSO-0002',
  gameName: 'Royal Roulette',
  engine: 'ROULETTE',
  rtp: 0.973,
};

export const stateWith = (
  nextServerSeedHash: string,
  balance: number,
  game: HouseGame = DICE,
): HouseState => ({
  game,
  balance,
  nextServerSeedHash,
  clientSeed: 'page-seed',
  nonce: 0,
});

/** A settled round of `game` as the platform answers it: its bet, what was drawn and the win. */
export const settledRound = (
  game: HouseGame,
  round: Pick<HouseRound, 'bet' | 'outcome'> &
    Partial<Pick<HouseRound, 'roundKey' | 'stake' | 'win'>>,
): HouseRound => {
  const { roundKey = 'r1', stake = 1, win = 0, bet, outcome } = round;
  return {
    roundKey,
    roundId: roundKey.toUpperCase(),
    gameId: game.gameId,
    stake,
    win,
    bet,
    outcome,
    status: 'SETTLED',
    proof: { serverSeed: 's', serverSeedHash: 'a'.repeat(64), clientSeed: 'c', nonce: 0 },
    createdAt: new Date(0).toISOString(),
  };
};

export type Answer = { status?: number; body: unknown };
export const ok = (value: unknown): Answer => ({ body: { success: true, value } });
export const refused = (
  status: number,
  errorCode: string,
  message = 'The platform’s own words.',
) => ({
  status,
  body: { success: false, errorCode, message },
});

export interface Platform {
  /** What POST /house/api/rounds answers. */
  play: Answer;
  /** GET /house/api/state answers these in turn (the last one repeats). */
  states: HouseState[];
  /** What GET /house/api/rounds lists (none by default). */
  rounds?: HouseRound[];
}

/** The requests the page sent, as "METHOD path" with their JSON bodies. */
export const sent: { call: string; body?: Record<string, unknown> }[] = [];

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
      const rounds = platform.rounds ?? [];
      const answer: Answer =
        call === 'POST /house/api/session'
          ? ok({ ...platform.states[0], sessionToken: 'game-session-token' })
          : call === 'GET /house/api/state'
            ? ok(platform.states[Math.min(++stateCalls, platform.states.length - 1)])
            : call === 'POST /house/api/rounds'
              ? platform.play
              : call === 'GET /house/api/rounds'
                ? ok({
                    list: rounds,
                    pageNum: 1,
                    pageSize: 10,
                    totalPages: rounds.length ? 1 : 0,
                    totalCount: rounds.length,
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
export async function openPage(language: Language, platform: Platform) {
  answerAs(platform);
  document.body.innerHTML = '<div id="app"></div>';
  history.replaceState(null, '', `/house/play/?t=launch-token-${Date.now()}&lang=${language}`);
  vi.resetModules();
  await import('../src/main.js');
  return vi.waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>('button.action');
    if (!button) throw new Error('the page has not opened the game yet');
    return button;
  });
}

/** Forgets the page: its fetch, its tab storage and what it sent. */
export function closePage() {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  sent.length = 0;
}

export const alertText = () => document.querySelector('p.error[role="alert"]')?.textContent ?? '';
export const shownHash = () => document.querySelector('code.hash')?.textContent;
export const balance = () => document.querySelector('.balance-value')?.textContent;

import { createHash } from 'node:crypto';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import type { BetRecord, Game, GameList, MerchantWallet } from '@site/contract';
import { siteGet } from './api';
import { MemberApi, shown } from './money';

/**
 * The games journeys' helpers: the lobby's grids and cards, the /game page and the
 * house game page in its iframe, and the member's rounds and wallets through the site API to
 * compare the screens with the ledger.
 */

/** The house vendor and its games (apps/platform/src/seed/catalogue.ts). */
export const HOUSE = {
  vendor: 'Nusa Originals',
  slot: { gameId: 'NSO-0001', name: 'Garuda Gold Reels' },
  roulette: { gameId: 'NSO-0002', name: 'Royal Roulette' },
  dice: { gameId: 'NSO-0003', name: 'Volcano Dice' },
} as const;

/** The house page's main action buttons in Indonesian (client/i18n.ts: spin, bet, roll). */
export const ACTION = { spin: 'Putar', bet: 'Pasang', roll: 'Lempar' } as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A lobby grid by its accessible name, e.g. "Permainan Slot" or "Permainan favorit". */
export const lobbyGrid = (page: Page, name: string) =>
  page.getByRole('main').getByRole('list', { name, exact: true });

/** A game card's launch button ("Main {name}"). */
export const gameCard = (scope: Locator, gameName: string) =>
  scope.getByRole('button', { name: `Main ${gameName}`, exact: true });

/** The grid shows these games, in this order (each card's button reads "Main {name}"). */
export const expectGames = (grid: Locator, names: readonly string[]) =>
  expect(grid.getByRole('button', { name: /^Main / })).toHaveText(
    names.map((name) => new RegExp(`^Main ${escapeRegExp(name)}$`)),
  );

/** A game card's heart, a toggle named "Favorit {name}" whatever its state (aria-pressed). */
export const heartOf = (scope: Locator, gameName: string) =>
  scope.getByRole('button', { name: `Favorit ${gameName}`, exact: true });

/** The game launcher modal for a game ("Main {name}"). */
export const launcher = (page: Page, gameName: string) =>
  page.getByRole('dialog', { name: `Main ${gameName}` });

/** The launched game's iframe on /game: titled with the game's name. */
export const gameFrame = (page: Page, gameName: string): FrameLocator =>
  page.locator(`iframe[title="${gameName.replace(/"/g, '\\"')}"]`).contentFrame();

/**
 * The balance line of a page bar: "Total semua dompet P x" on the site's /game bar (every
 * wallet), or "Saldo P x" in the house page's header in the iframe (the wallet it bets from).
 */
export const balanceLine = (scope: Locator) =>
  scope.getByRole('paragraph').filter({ hasText: /^\s*(Total semua dompet|Saldo)\s/ });

/** The value of a term in a description list, with the term matched exactly (no regex syntax). */
export const definitionOf = (scope: Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escapeRegExp(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A signed amount as the records show it: "+P 1.10", "-P 1.00", "P 0.00". */
export const signed = (amount: number) =>
  amount > 0 ? `+${shown(amount)}` : amount < 0 ? `-${shown(-amount)}` : shown(0);

/** Money in cents, added up without floating-point drift. */
export const plus = (...amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The first game of a vendor the platform can run (its lobby's order). */
export async function firstPlayableGame(gameType: string, vassalage: string): Promise<Game> {
  const page = await siteGet<GameList>('/wps/relay/GCSGAME_gameList', {
    gameType,
    vassalage,
    pageNo: 1,
    pageSize: 24,
  });
  const game = page.games.find((g) => g.supportPlay && g.maintenance === 0);
  if (!game) throw new Error(`no playable ${vassalage} game on the first page`);
  return game;
}

/** The member's calls with the session the page logged in with (the same token). */
export async function pageSession(page: Page): Promise<MemberApi> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('the page has no session token');
  return new MemberApi('page', token);
}

/** The member's rounds, newest first, as the betting record reads them. */
export const betsOf = (api: MemberApi) =>
  api.get<{ list: BetRecord[]; totals: { count: number } }>('/wps/member/bets?pageSize=10');

export const walletsOf = (api: MemberApi) =>
  api.get<MerchantWallet>('/wps/relay/GCS_merchantWallet');

/** The round a house page just settled: the newest of the betting record, once it is there. */
export async function settledRound(api: MemberApi, roundsBefore: number): Promise<BetRecord> {
  let newest: BetRecord | undefined;
  await expect
    .poll(async () => {
      const { list, totals } = await betsOf(api);
      newest = list[0];
      return totals.count > roundsBefore && newest?.status === 'SETTLED';
    })
    .toBe(true);
  return newest!;
}

/** The result sentence of the house page (every game ends it with "(taruhan P x)."). */
export const resultOf = (frame: FrameLocator) => frame.getByText(/\(taruhan P [\d,.]+\)/);

/**
 * Plays one round with the page's main action: the button says it is playing, then gives its
 * name back once the round is settled and its result shown.
 */
export async function playRound(frame: FrameLocator, action: string) {
  const button = frame.getByRole('button', { name: action, exact: true });
  await button.click();
  await expect(resultOf(frame)).toBeVisible();
  await expect(button).toBeEnabled();
}

/**
 * Expects the house page's result sentence to state the round's stake and what it paid: a win
 * only above the stake, named by its gain.
 */
export async function expectResult(frame: FrameLocator, round: Pick<BetRecord, 'stake' | 'win'>) {
  const stake = `(taruhan ${shown(round.stake)}).`;
  const net = Math.round(round.win * 100) - Math.round(round.stake * 100);
  await expect(resultOf(frame)).toContainText(
    net > 0
      ? `Anda menang ${shown(net / 100)}: dibayar ${shown(round.win)} ${stake}`
      : net === 0
        ? `Impas: dibayar kembali ${shown(round.win)}, tidak untung, tidak rugi ${stake}`
        : round.win > 0
          ? `Dibayar kembali ${shown(round.win)} ${stake}`
          : `Belum menang kali ini ${stake}`,
  );
}

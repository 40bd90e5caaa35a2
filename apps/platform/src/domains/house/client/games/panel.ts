import type { HouseBet, HouseGame, HouseRound } from '@site/contract';
import type { Sounds } from '../fx/sound.js';
import type { Translator } from '../i18n.js';

/** What every game's panel gives the page. */
export interface GamePanel {
  /** Stake controls and the board (reels, table, roll bar). */
  controls: HTMLElement;
  /** Paytable or payouts, and the documented return to player. */
  info: HTMLElement;
  /** The main action button's name: Spin, Bet or Roll in the page's language. */
  action: string;
  /** The bet to send, or what to fix first (shown as the error). */
  bet(): { bet: HouseBet } | { problem: string; focus?: HTMLElement };
  /** Shows a round on the board at once (a resumed round, the list's newest); answers the
   * sentence the live region reads. */
  show(round: HouseRound): string;
  /** Plays a new round's reveal (reels, wheel, dice) landing on its result, then shows it as
   * `show` does; with reduced motion it shows it at once. */
  reveal(round: HouseRound): Promise<string>;
  /** The newest rounds of the list, newest first (the roulette's strip of last numbers). */
  recent?(rounds: readonly HouseRound[]): void;
}

export interface PanelContext {
  game: HouseGame;
  text: Translator;
  money(amount: number): string;
  /** Shows a problem at once (in the page's alert), e.g. a chip that cannot be placed. */
  report(message: string): void;
  sounds: Sounds;
}

/** The result sentence every game ends with. */
export const winSentence = (ctx: PanelContext, round: HouseRound) =>
  round.win > 0
    ? ctx.text.t('resultWin', { win: ctx.money(round.win), stake: ctx.money(round.stake) })
    : ctx.text.t('resultLoss', { stake: ctx.money(round.stake) });

import { fromMinorUnits, toMinorUnits } from '@site/contract';
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

/** A round's gain over its stake, in minor units: what "won" means to the member. */
export const netOf = (round: { win: number; stake: number }) =>
  toMinorUnits(round.win) - toMinorUnits(round.stake);

/**
 * The result sentence every game ends with. A payout is a win only above the stake: a split
 * bet that pays back exactly what was staked is no win, and says so.
 */
export function winSentence(ctx: PanelContext, round: HouseRound): string {
  const amounts = { win: ctx.money(round.win), stake: ctx.money(round.stake) };
  const net = netOf(round);
  if (net > 0n) return ctx.text.t('resultWin', { ...amounts, net: ctx.money(fromMinorUnits(net)) });
  if (net === 0n) return ctx.text.t('resultEven', amounts);
  if (round.win > 0) return ctx.text.t('resultPart', amounts);
  return ctx.text.t('resultLoss', amounts);
}

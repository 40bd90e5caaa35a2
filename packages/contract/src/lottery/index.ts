/** The lottery: families, play tables, selections, bet counts and judging. */
export * from './families.js';
export * from './picks.js';
export {
  colourOf,
  LUNAR_NEW_YEAR,
  numbersOfSign,
  signOf,
  yearSign,
  zodiacYearAt,
} from './mark-six.js';
export {
  BASE_RETURN_BP,
  choose,
  oddsAt,
  PLAY_MODES,
  type BetFormula,
  type LottPlay,
  type LottPrize,
  type LottRow,
  type LottSubject,
  type LottValueTraits,
  type PlayMode,
  type RowChoices,
  type RulesFamily,
} from './plays/types.js';
export * from './plays/index.js';
export { PCB_SUM_WAYS } from './plays/pcb.js';
export * from './selection.js';
export * from './bet-count.js';
export * from './judge.js';
export * from './betting.js';
export * from './random.js';
export * from './draw.js';
export * from './calls.js';
export * from './orders.js';

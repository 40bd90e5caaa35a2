import { useTranslation } from '../../../i18n/react';
import {
  colourOf,
  pickText,
  QUICK_PICKS,
  quickPick,
  rowChoices,
  topOdds,
  type HotGap,
  type Language,
  type LotteryFamily,
  type LottPick,
  type LottPlay,
  type LottRow,
  type LottSelection,
  type QuickPick,
} from '@site/contract';
import { currentLanguage } from '../../../i18n';
import { formatDecimal } from '../../../lib/format';
import { ballText } from './ball';
import type { Pricing } from '../utils/line-math';
import { DiceFace } from './dice-face';

interface BallBoardProps {
  family: LotteryFamily;
  play: LottPlay;
  selection: LottSelection;
  onChange: (selection: LottSelection) => void;
  pricing: Pricing;
  /** Hot and gap counts of the latest draws, shown under the balls of a position's row. */
  stats?: HotGap;
}

/** Odds as a decimal: thousandths per unit stake, trailing zeros dropped (1.96, 9.8, 211.7). */
export const oddsText = (thousandths: number) => formatDecimal(thousandths / 1000, { max: 3 });

/**
 * A play's board: one row per position or choice, each a group of toggle buttons named by
 * their visible text, with the quick picks (all, big, small, odd, even, clear) for numbers.
 */
export function BallBoard({ family, play, selection, onChange, pricing, stats }: BallBoardProps) {
  const { t } = useTranslation('lottery');
  const language = currentLanguage();
  const allNamed = play.rows.every((row) => row.choices.kind === 'named');
  // The hot and gap figures belong under numbers of one ball's position.
  const statsShown = play.rows.some(
    (row) => row.choices.kind === 'numbers' && row.subject?.of === 'ball',
  );
  const setRow = (r: number, picks: LottPick[]) =>
    onChange(play.rows.map((_, i) => (i === r ? picks : [...(selection[i] ?? [])])));

  return (
    <div className={`lot-board${allNamed && play.rows.length > 2 ? ' lot-board--columns' : ''}`}>
      {play.rows.map((row, r) => {
        const picks = selection[r] ?? [];
        const full = picks.length >= row.maxPicks;
        const position =
          row.subject?.of === 'ball' ? stats?.positions[row.subject.index] : undefined;
        const stat = (pick: LottPick) =>
          position && typeof pick === 'number' && stats ? pick - stats.min : -1;
        const hottest = position ? Math.max(...position.occurrences) : 0;
        const showOdds =
          play.formula.kind === 'each' && (row.choices.kind === 'named' || play.prizes.length > 1);
        const oddsOf = (pick: LottPick) =>
          topOdds(
            play,
            play.rows.map((_, i) => (i === r ? [pick] : [])),
            { returnBp: pricing.returnBp, zodiacYear: pricing.zodiacYear },
          );
        return (
          <fieldset
            key={`${play.playId}-${r}`}
            className={`lot-board__row${row.choices.kind === 'named' ? ' lot-board__row--named' : ''}`}
          >
            <legend className="lot-board__label">{row.label[language]}</legend>
            <div className="lot-board__balls">
              {rowChoices(row).map((pick) => {
                const on = picks.includes(pick);
                const index = stat(pick);
                return (
                  <div key={String(pick)} className="lot-board__cell">
                    <button
                      type="button"
                      aria-pressed={on}
                      disabled={!on && full}
                      className={pickClass(family, row, pick, on)}
                      onClick={() =>
                        setRow(r, on ? picks.filter((p) => p !== pick) : [...picks, pick])
                      }
                    >
                      {family === 'K3' && typeof pick === 'number' && row.showAs ? (
                        <span className="lot-pick__dice" aria-hidden="true">
                          {Array.from({ length: row.showAs === 'pair' ? 2 : 3 }, (_, i) => (
                            <DiceFace key={i} value={pick} size={18} />
                          ))}
                        </span>
                      ) : null}
                      <span className="lot-pick__text">
                        {boardText(family, row, pick, language)}
                      </span>
                      {showOdds ? ' ' : null}
                      {showOdds ? (
                        <span className="lot-pick__odds">{oddsText(oddsOf(pick))}</span>
                      ) : null}
                    </button>
                    {position && index >= 0 ? (
                      <span className="lot-board__stat" aria-hidden="true">
                        <span
                          className={
                            position.occurrences[index] === hottest ? 'lot-stat--hot' : undefined
                          }
                        >
                          {position.occurrences[index]}
                        </span>
                        <span className="lot-stat--gap">{position.currentGap[index]}</span>
                      </span>
                    ) : null}
                  </div>
                );
              })}
            </div>
            <div
              className="lot-board__quick"
              role="group"
              aria-label={t('quick.label', { row: row.label[language] })}
            >
              {quickActions(row).map((action) => {
                const result = quickPick(row, action);
                return (
                  <button
                    key={action}
                    type="button"
                    className="lot-quick"
                    disabled={result.length > row.maxPicks}
                    onClick={() => setRow(r, result)}
                  >
                    {t(`quick.${action}`)}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      {stats && statsShown ? (
        <p className="lot-board__legend">
          <span className="lot-stat--hot">{t('stats.hotLegend', { count: stats.count })}</span>{' '}
          <span className="lot-stat--gap">{t('stats.gapLegend')}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A pick's text on the board: balls of two-digit families padded as their results show them. */
function boardText(family: LotteryFamily, row: LottRow, pick: LottPick, language: Language) {
  const padded =
    typeof pick === 'number' &&
    row.choices.kind === 'numbers' &&
    (family === 'LHC' || family === '11X5' || (family === 'PK10' && row.choices.max <= 10));
  return padded ? ballText(family, pick) : pickText(row, pick, language);
}

/** Named rows offer "clear" only; their options are a handful and picked one by one. */
const quickActions = (row: LottRow): readonly QuickPick[] =>
  row.choices.kind === 'named' ? ['clear'] : QUICK_PICKS;

function pickClass(family: LotteryFamily, row: LottRow, pick: LottPick, on: boolean): string {
  const parts = ['lot-pick'];
  if (row.choices.kind === 'named') parts.push('lot-pick--named');
  else if (family === 'K3' && row.showAs) parts.push('lot-pick--dice');
  else if (family === 'LHC' && typeof pick === 'number')
    parts.push(`lot-pick--${colourOf(pick).toLowerCase()}`);
  if (typeof pick === 'string') parts.push(`lot-pick--${pick.toLowerCase()}`);
  if (on) parts.push('lot-pick--on');
  return parts.join(' ');
}

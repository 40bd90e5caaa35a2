import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import {
  randomBets,
  type BetUnit,
  type HotGap,
  type LotteryFamily,
  type LottPlay,
  type LottSelection,
  type RandomInt,
} from '@site/contract';
import { useCurrencySymbol } from '../../../hooks/use-currency-symbol';
import { currentLanguage } from '../../../i18n';
import { formatAmount, formatCount, formatDecimal } from '../../../lib/format';
import { fromMinor, lineFigures, slipLine, type Pricing, type SlipLine } from '../utils/line-math';
import { emptySelection } from '../utils/plays';
import { BallBoard } from './ball-board';
import { MultipleField } from './multiple-field';

/** The browser's CSPRNG as the contract's RandomInt (random picks are the member's, not a draw). */
export const cryptoRandom: RandomInt = (bound) => {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const value = new Uint32Array(1);
  do crypto.getRandomValues(value);
  while (value[0]! >= limit);
  return value[0]! % bound;
};

interface BetBuilderProps {
  family: LotteryFamily;
  play: LottPlay;
  pricing: Pricing;
  units: readonly BetUnit[];
  maxMultiple: number;
  /** Smallest and largest amount of one line, currency units (setting). */
  minLineAmount: number;
  maxLineAmount: number;
  stats?: HotGap;
  onAdd: (lines: SlipLine[]) => void;
}

/**
 * The board of one play with its unit and multiple, the live line "N bets, total X, will win
 * up to Y", adding the picks to the slip, and random one or five bets straight to the slip.
 */
export function BetBuilder({
  family,
  play,
  pricing,
  units,
  maxMultiple,
  minLineAmount,
  maxLineAmount,
  stats,
  onAdd,
}: BetBuilderProps) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const language = currentLanguage();
  const [selection, setSelection] = useState<LottSelection>(() => emptySelection(play));
  const [unit, setUnit] = useState<BetUnit>(units[0] ?? '1');
  const [multiple, setMultiple] = useState(1);
  const figures = lineFigures(play, selection, unit, multiple, pricing);
  const amount = fromMinor(figures.amountMinor);
  const outOfLimits = figures.bets > 0 && (amount < minLineAmount || amount > maxLineAmount);

  const addRandom = (n: number) =>
    onAdd(randomBets(play, n, cryptoRandom).map((s) => slipLine(play, s, unit, multiple, pricing)));

  return (
    <section className="lot-builder" aria-labelledby="lot-builder-title">
      <div className="lot-builder__head">
        <h3 id="lot-builder-title" className="lot-builder__title">
          {play.name[language]}
        </h3>
        <details className="lot-rules">
          <summary>{t('play.rules')}</summary>
          <p>{play.rules[language]}</p>
        </details>
      </div>
      <BallBoard
        family={family}
        play={play}
        selection={selection}
        onChange={setSelection}
        pricing={pricing}
        stats={stats}
      />
      <div className="lot-builder__controls">
        <div className="lot-units" role="group" aria-label={t('unit.label')}>
          <span className="lot-units__label" aria-hidden="true">
            {t('unit.label')}
          </span>
          {units.map((u) => (
            <button
              key={u}
              type="button"
              aria-pressed={u === unit}
              className="lot-units__unit"
              onClick={() => setUnit(u)}
            >
              {unitText(u)}
            </button>
          ))}
        </div>
        <MultipleField value={multiple} max={maxMultiple} onChange={setMultiple} />
        <div className="lot-builder__random">
          <button type="button" className="button button--ghost" onClick={() => addRandom(1)}>
            {t('random.one')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => addRandom(5)}>
            {t('random.five')}
          </button>
        </div>
      </div>
      <div className="lot-summary">
        <p className="lot-summary__line" aria-live="polite" data-testid="bet-summary">
          {t('summary.line', {
            count: figures.bets,
            bets: formatCount(figures.bets),
            total: formatAmount(amount, symbol),
            win: formatAmount(fromMinor(figures.winUpToMinor), symbol),
          })}
        </p>
        {outOfLimits ? (
          <p className="lot-summary__warn" role="alert">
            {t('summary.limits', {
              min: formatAmount(minLineAmount, symbol),
              max: formatAmount(maxLineAmount, symbol),
            })}
          </p>
        ) : null}
        <div className="lot-summary__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={selection.every((row) => row.length === 0)}
            onClick={() => setSelection(emptySelection(play))}
          >
            {t('board.clear')}
          </button>
          <button
            type="button"
            className="button button--accent"
            disabled={figures.bets === 0 || outOfLimits}
            onClick={() => {
              onAdd([slipLine(play, selection, unit, multiple, pricing)]);
              setSelection(emptySelection(play));
            }}
          >
            {t('board.add')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** A bet unit as the language writes the number: `1`, `0.1`, `0.01`. */
export const unitText = (unit: BetUnit) => formatDecimal(Number(unit), { max: 2 });

import type { HouseRound } from '@site/contract';
import { h, replace } from '../dom.js';
import { ceilCents, floorCents, formatPercent } from '../format.js';
import {
  PAYLINES,
  PAYTABLE,
  REEL_STRIPS,
  SLOT_LINES,
  type SlotSymbol,
} from '../../engines/slot.js';
import { amountField } from './amount-field.js';
import { winSentence, type GamePanel, type PanelContext } from './panel.js';

/** How a symbol looks on the reels; its name is always there for screen readers. */
const GLYPHS: Record<SlotSymbol, string> = {
  WILD: '★',
  CROWN: '♛',
  KERIS: '⚔',
  LOTUS: '✿',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
};

function cell(symbol: SlotSymbol) {
  // A letter is its own name; a picture symbol also shows its name under it.
  const named = GLYPHS[symbol] !== symbol;
  return h(
    'span',
    { class: `cell sym-${symbol.toLowerCase()}` },
    h('span', { class: 'glyph', 'aria-hidden': 'true' }, GLYPHS[symbol]),
    h('span', { class: named ? 'name' : 'sr-only' }, symbol),
  );
}

const LINE_BET_PROBLEMS = {
  empty: 'lineBetEmpty',
  notNumber: 'lineBetNotNumber',
  notPositive: 'lineBetNotPositive',
  decimals: 'lineBetDecimals',
} as const;

export function slotPanel(ctx: PanelContext): GamePanel {
  const { t } = ctx.text;
  const minLine = ceilCents(ctx.game.minBet / SLOT_LINES);
  const maxLine = floorCents(ctx.game.maxBet / SLOT_LINES);
  const total = h('p', { class: 'total' });
  const field = amountField({
    label: t('lineBet'),
    hint: t('lineBetHint', { min: ctx.money(minLine), max: ctx.money(maxLine) }),
    initial: minLine,
    min: minLine,
    max: maxLine,
    step: minLine,
    less: t('decrease'),
    more: t('increase'),
    // The field is per line; its limits also say what they make in total.
    problem: (problem) =>
      problem === 'belowMin'
        ? t('lineBetBelowMin', { min: ctx.money(minLine), total: ctx.money(minLine * SLOT_LINES) })
        : problem === 'aboveMax'
          ? t('lineBetAboveMax', {
              max: ctx.money(maxLine),
              total: ctx.money(maxLine * SLOT_LINES),
            })
          : t(LINE_BET_PROBLEMS[problem]),
    onChange: () => showTotal(),
  });
  const showTotal = () => {
    const line = field.value();
    total.textContent =
      line === undefined ? '' : t('totalStake', { amount: ctx.money(line * SLOT_LINES) });
  };
  showTotal();

  const columns = REEL_STRIPS.map((strip, reel) =>
    h(
      'div',
      { class: 'reel', role: 'group', 'aria-label': t('reel', { n: reel + 1 }) },
      ...strip.slice(0, 3).map(cell),
    ),
  );
  const reels = h('div', { class: 'reels', role: 'group', 'aria-label': t('reels') }, ...columns);

  const rowName = [t('rowTop'), t('rowMiddle'), t('rowBottom')];
  const info = h(
    'div',
    {},
    h('h2', {}, t('paytable')),
    h('p', {}, t('paytableIntro')),
    h(
      'table',
      { class: 'paytable' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('symbol')),
          ...[3, 4, 5].map((n) => h('th', { scope: 'col' }, t('ofAKind', { n }))),
        ),
      ),
      h(
        'tbody',
        {},
        ...Object.entries(PAYTABLE).map(([symbol, pays]) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, cell(symbol as SlotSymbol)),
            ...pays.map((multiplier) => h('td', {}, `× ${multiplier}`)),
          ),
        ),
      ),
    ),
    h('h3', {}, t('paylines')),
    h(
      'ol',
      { class: 'paylines' },
      ...PAYLINES.map((rows, i) =>
        h('li', {}, t('paylineRows', { n: i + 1, rows: rows.map((r) => rowName[r]).join(', ') })),
      ),
    ),
    h('p', { class: 'rtp' }, t('slotRtp', { rtp: formatPercent(ctx.game.rtp) })),
  );

  return {
    controls: h(
      'div',
      { class: 'slot' },
      reels,
      h('div', { class: 'stakes' }, field.element, total),
    ),
    info,
    action: t('spin'),
    bet() {
      const lineBet = field.check();
      if ('problem' in lineBet) return { problem: lineBet.problem, focus: field.input };
      return { bet: { engine: 'SLOT', lineBet: lineBet.value } };
    },
    show(round: HouseRound) {
      if (round.outcome.engine !== 'SLOT') return '';
      const { reels: window, lines } = round.outcome;
      const paying = new Set<string>();
      for (const line of lines) {
        for (let reel = 0; reel < line.count; reel++)
          paying.add(`${reel}:${PAYLINES[line.line]![reel]}`);
      }
      window.forEach((symbols, reel) => {
        const column = columns[reel]!;
        replace(
          column,
          ...symbols.map((symbol, row) => {
            const element = cell(symbol as SlotSymbol);
            if (paying.has(`${reel}:${row}`)) element.classList.add('paying');
            return element;
          }),
        );
      });
      const linesText = lines
        .map((l) =>
          t('slotLine', {
            line: l.line + 1,
            count: l.count,
            symbol: l.symbol,
            win: ctx.money(l.win),
          }),
        )
        .join('; ');
      return [winSentence(ctx, round), lines.length ? t('slotLines', { lines: linesText }) : '']
        .filter(Boolean)
        .join(' ');
    },
  };
}

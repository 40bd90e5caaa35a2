import type { HouseRound } from '@site/contract';
import { h, replace } from '../dom.js';
import { celebrateRound, clearCelebration } from '../fx/celebrate.js';
import { reducedMotion, tween, wait } from '../fx/motion.js';
import { ceilCents, floorCents, formatFixed, formatPercent } from '../format.js';
import {
  PAYLINES,
  PAYTABLE,
  REEL_STRIPS,
  SLOT_LINES,
  SLOT_ROWS,
  type SlotSymbol,
} from '@site/games/engines/slot.js';
import { slotSprite, symbolArt } from './slot-art.js';
import {
  CELL,
  linePoints,
  payingCells,
  REEL_PHASES,
  reelEase,
  spinStrip,
  stripOffset,
} from './slot-reels.js';
import { amountField } from './amount-field.js';
import { winSentence, type GamePanel, type PanelContext } from './panel.js';

/** A symbol's cell: its art, and its name for screen readers (and under the picture ones). */
function cell(symbol: SlotSymbol, named = false) {
  return h(
    'span',
    { class: `cell sym-${symbol.toLowerCase()}`, 'data-symbol': symbol },
    symbolArt(symbol),
    h('span', { class: named ? 'name' : 'sr-only' }, symbol),
  );
}

/** How long each reel spins: they stop left to right. */
const reelMs = (reel: number) => 1100 + reel * 300;

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
    language: ctx.text.language,
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
          : t(LINE_BET_PROBLEMS[problem], { example: formatFixed(0.5, 2, ctx.text.language) }),
    onChange: () => showTotal(),
  });
  const showTotal = () => {
    const line = field.value();
    total.textContent =
      line === undefined ? '' : t('totalStake', { amount: ctx.money(line * SLOT_LINES) });
  };
  showTotal();

  // Each reel a window of three cells over a strip that moves down while it spins.
  let shown: SlotSymbol[][] = REEL_STRIPS.map((strip) => strip.slice(0, SLOT_ROWS));
  const strips = shown.map((symbols) =>
    h('div', { class: 'strip' }, ...symbols.map((s) => cell(s))),
  );
  const columns = strips.map((strip, reel) =>
    h('div', { class: 'reel', role: 'group', 'aria-label': t('reel', { n: reel + 1 }) }, strip),
  );
  const svgNs = 'http://www.w3.org/2000/svg';
  const lines = document.createElementNS(svgNs, 'svg');
  lines.setAttribute('class', 'win-lines');
  lines.setAttribute('viewBox', `0 0 ${CELL * 5} ${CELL * SLOT_ROWS}`);
  lines.setAttribute('preserveAspectRatio', 'none');
  lines.setAttribute('aria-hidden', 'true');
  const reels = h('div', { class: 'reels', role: 'group', 'aria-label': t('reels') }, ...columns);
  const stage = h('div', { class: 'slot-stage' }, slotSprite(), reels, lines);

  /** Lands every reel on its window: exactly three cells each, the paying ones glowing. */
  function land(window: SlotSymbol[][], paying: Set<string>) {
    shown = window;
    window.forEach((symbols, reel) => {
      const strip = strips[reel]!;
      strip.style.transform = '';
      strip.classList.remove('fast');
      replace(
        strip,
        ...symbols.map((symbol, row) => {
          const element = cell(symbol);
          if (paying.has(`${reel}:${row}`)) element.classList.add('paying');
          return element;
        }),
      );
    });
  }

  /** Draws the paying lines over the reels, each in its own colour. */
  function drawLines(paid: readonly { line: number }[]) {
    lines.replaceChildren(
      ...paid.map(({ line }) => {
        const polyline = document.createElementNS(svgNs, 'polyline');
        polyline.setAttribute('points', linePoints(line));
        polyline.setAttribute('class', `win-line line-${line + 1}`);
        return polyline;
      }),
    );
  }

  /** Spins every reel from what it shows to `window`, stopping them left to right. */
  async function spin(window: SlotSymbol[][]) {
    const plans = window.map((to, reel) => {
      const symbols = spinStrip(reel, shown[reel]!, to);
      const strip = strips[reel]!;
      replace(strip, ...symbols.map((s) => cell(s)));
      strip.style.transform = `translateY(-${stripOffset(symbols.length, 0)}%)`;
      return { strip, length: symbols.length, ms: reelMs(reel), stopped: false };
    });
    ctx.sounds.spin();
    let lastTick = 0;
    const total = reelMs(window.length - 1);
    await tween(total, (p) => {
      const now = p * total;
      for (const [reel, plan] of plans.entries()) {
        const own = Math.min(1, now / plan.ms);
        plan.strip.style.transform = `translateY(-${stripOffset(plan.length, reelEase(own))}%)`;
        plan.strip.classList.toggle('fast', own > REEL_PHASES.up && own < REEL_PHASES.down);
        if (own >= 1 && !plan.stopped) {
          plan.stopped = true;
          columns[reel]!.classList.add('stopped');
          ctx.sounds.reelStop();
        }
      }
      if (now - lastTick > 90 && plans.some((plan) => !plan.stopped)) {
        lastTick = now;
        ctx.sounds.tick();
      }
    });
  }

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
            h('th', { scope: 'row' }, cell(symbol as SlotSymbol, true)),
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
    h('p', { class: 'rtp' }, t('slotRtp', { rtp: formatPercent(ctx.game.rtp, ctx.text.language) })),
  );

  return {
    controls: h(
      'div',
      { class: 'slot' },
      stage,
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
      const { reels: window, lines: paid } = round.outcome;
      land(window as SlotSymbol[][], payingCells(paid));
      drawLines(paid);
      return sentence(round);
    },
    async reveal(round: HouseRound) {
      if (round.outcome.engine !== 'SLOT') return '';
      const { reels: window, lines: paid } = round.outcome;
      clearCelebration(stage);
      lines.replaceChildren();
      columns.forEach((column) => column.classList.remove('stopped'));
      if (reducedMotion()) {
        stage.classList.remove('fade-in');
        void stage.offsetWidth;
        stage.classList.add('fade-in');
      } else {
        reels.setAttribute('aria-busy', 'true');
        await spin(window as SlotSymbol[][]);
        reels.removeAttribute('aria-busy');
      }
      land(window as SlotSymbol[][], payingCells(paid));
      drawLines(paid);
      if (round.win > 0 && !reducedMotion()) await wait(250);
      await celebrateRound(stage, round, ctx);
      return sentence(round);
    },
  };

  function sentence(round: HouseRound) {
    if (round.outcome.engine !== 'SLOT') return '';
    const linesText = round.outcome.lines
      .map((l) =>
        t('slotLine', {
          line: l.line + 1,
          count: l.count,
          symbol: l.symbol,
          win: ctx.money(l.win),
        }),
      )
      .join('; ');
    return [
      winSentence(ctx, round),
      round.outcome.lines.length ? t('slotLines', { lines: linesText }) : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
}

import type { HouseRound, RouletteBet, RouletteBetType } from '@site/contract';
import { h, replace, uid } from '../dom.js';
import { formatPercent } from '../format.js';
import { colorOf, ROULETTE_RETURNS } from '@site/games/engines/roulette.js';
import { celebrateRound, clearCelebration } from '../fx/celebrate.js';
import { reducedMotion } from '../fx/motion.js';
import { winSentence, type GamePanel, type PanelContext } from './panel.js';
import { rouletteWheel } from './roulette-wheel.js';

/** How many of the last numbers the strip beside the wheel shows. */
const RECENT = 12;

/** The contract's limit of bets in one round. */
const MAX_BETS = 20;
/** Chip values, as multiples of the table's minimum bet. */
const CHIP_MULTIPLES = [1, 2, 5, 10, 25, 100];

interface Spot {
  key: string;
  type: RouletteBetType;
  number?: number;
  label: string;
  /** What the button shows (short); label is its full name. */
  short: string;
}

export function roulettePanel(ctx: PanelContext): GamePanel {
  const { t } = ctx.text;
  const colorName = (n: number) => t(colorOf(n));
  const placed = new Map<string, { spot: Spot; amount: number }>();
  const buttons = new Map<string, HTMLButtonElement>();

  const chipId = uid('chip');
  const chips = CHIP_MULTIPLES.map((m) => Math.round(ctx.game.minBet * m * 100) / 100).filter(
    (value) => value <= ctx.game.maxBet,
  );
  const chipSelect = h(
    'select',
    { id: chipId },
    ...chips.map((value) => h('option', { value: value.toFixed(2) }, ctx.money(value))),
  );
  const chipValue = () => Number(chipSelect.value);
  /** What the placed chips stake together, in major units (summed in cents). */
  const placedTotal = () =>
    [...placed.values()].reduce((cents, bet) => cents + Math.round(bet.amount * 100), 0) / 100;

  const straight = (n: number): Spot => ({
    key: `STRAIGHT:${n}`,
    type: 'STRAIGHT',
    number: n,
    label: `${n} (${colorName(n)})`,
    short: String(n),
  });
  const outside = (type: RouletteBetType, short: string, number?: number): Spot => ({
    key: number === undefined ? type : `${type}:${number}`,
    type,
    ...(number === undefined ? {} : { number }),
    label:
      type === 'DOZEN'
        ? t('spotDOZEN', { n: number!, from: number! * 12 - 11, to: number! * 12 })
        : type === 'COLUMN'
          ? t('spotCOLUMN', { n: number! })
          : t(`spot${type as 'RED' | 'BLACK' | 'ODD' | 'EVEN' | 'LOW' | 'HIGH'}`),
    short,
  });

  const total = h('p', { class: 'total' });
  const list = h('ul', { class: 'placed' });
  const refresh = () => {
    replace(list);
    for (const [key, button] of buttons) {
      const bet = placed.get(key);
      const badge = button.querySelector('.chip')!;
      badge.textContent = bet ? ctx.money(bet.amount) : '';
      button.classList.toggle('has-chip', Boolean(bet));
    }
    for (const { spot, amount } of placed.values()) {
      list.append(
        h(
          'li',
          {},
          h('span', {}, `${spot.label}: ${ctx.money(amount)}`),
          h(
            'button',
            {
              type: 'button',
              class: 'link',
              'aria-label': t('removeBet', { spot: spot.label }),
              onclick: () => {
                placed.delete(spot.key);
                refresh();
                buttons.get(spot.key)?.focus();
              },
            },
            '×',
          ),
        ),
      );
    }
    if (placed.size === 0) list.append(h('li', { class: 'hint' }, t('noBets')));
    total.textContent = t('totalStake', { amount: ctx.money(placedTotal()) });
  };

  const spotButton = (spot: Spot, className: string) => {
    const button = h(
      'button',
      {
        type: 'button',
        class: `spot ${className}`,
        onclick: () => {
          const current = placed.get(spot.key);
          if (!current && placed.size >= MAX_BETS) {
            ctx.report(t('tooManyBets'));
            return;
          }
          const total = Math.round((placedTotal() + chipValue()) * 100) / 100;
          if (total > ctx.game.maxBet) {
            ctx.report(
              t('chipOverMax', { total: ctx.money(total), max: ctx.money(ctx.game.maxBet) }),
            );
            return;
          }
          ctx.report('');
          const amount = Math.round(((current?.amount ?? 0) + chipValue()) * 100) / 100;
          placed.set(spot.key, { spot, amount });
          refresh();
        },
      },
      h('span', { class: 'sr-only' }, `${spot.label}`),
      h('span', { 'aria-hidden': 'true' }, spot.short),
      h('span', { class: 'chip' }),
    );
    buttons.set(spot.key, button);
    return button;
  };

  // A vertical table: 0 on top, then 1 2 3 / 4 5 6 … so it fits a phone's width.
  const numbers = h(
    'div',
    { class: 'numbers' },
    spotButton(straight(0), 'green zero'),
    ...Array.from({ length: 36 }, (_, i) =>
      spotButton(straight(i + 1), colorOf(i + 1).toLowerCase()),
    ),
    ...[1, 2, 3].map((n) => spotButton(outside('COLUMN', `2:1`, n), 'column')),
  );
  const dozens = h(
    'div',
    { class: 'dozens' },
    ...[1, 2, 3].map((n) => spotButton(outside('DOZEN', `${n * 12 - 11}-${n * 12}`, n), 'dozen')),
  );
  const evens = h(
    'div',
    { class: 'evens' },
    spotButton(outside('LOW', '1-18'), 'even-money'),
    spotButton(outside('EVEN', t('spotEVEN')), 'even-money'),
    spotButton(outside('RED', t('spotRED')), 'even-money red'),
    spotButton(outside('BLACK', t('spotBLACK')), 'even-money black'),
    spotButton(outside('ODD', t('spotODD')), 'even-money'),
    spotButton(outside('HIGH', '19-36'), 'even-money'),
  );
  refresh();

  const payoutRow = (label: string, type: RouletteBetType) =>
    h('tr', {}, h('th', { scope: 'row' }, label), h('td', {}, `${ROULETTE_RETURNS[type] - 1} : 1`));
  const info = h(
    'div',
    {},
    h('h2', {}, t('payouts')),
    h(
      'table',
      { class: 'paytable' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('payoutHeadBet')),
          h('th', { scope: 'col' }, t('payoutHeadPays')),
        ),
      ),
      h(
        'tbody',
        {},
        payoutRow(t('payoutStraight'), 'STRAIGHT'),
        payoutRow(t('payoutDozen'), 'DOZEN'),
        payoutRow(t('payoutEven'), 'RED'),
      ),
    ),
    h(
      'p',
      { class: 'rtp' },
      t('rouletteRtp', { rtp: formatPercent(ctx.game.rtp, ctx.text.language) }),
    ),
  );

  const wheel = rouletteWheel(t('wheelLabel'));
  const landedBadge = h('p', { class: 'landed-number', 'aria-hidden': 'true' }, '–');
  const recent = h('ol', { class: 'recent-numbers', 'aria-label': t('lastNumbers') });
  /** The strip's rounds, newest first: by round key, so a round is never in it twice. */
  const numbersShown: { key: string; n: number }[] = [];
  const stage = h(
    'div',
    { class: 'wheel-stage' },
    wheel.element,
    h(
      'div',
      { class: 'wheel-side' },
      landedBadge,
      h('p', { class: 'label' }, t('lastNumbers')),
      recent,
    ),
  );
  const showRecent = () =>
    replace(
      recent,
      ...numbersShown.map(({ n }) => h('li', { class: colorOf(n).toLowerCase() }, String(n))),
    );
  /** The number the ball landed on: the badge and the strip of last numbers. */
  const landedOn = (key: string, n: number) => {
    landedBadge.textContent = String(n);
    landedBadge.className = `landed-number ${colorOf(n).toLowerCase()}`;
    if (numbersShown.some((shown) => shown.key === key)) return;
    numbersShown.unshift({ key, n });
    numbersShown.length = Math.min(numbersShown.length, RECENT);
    showRecent();
  };

  const controls = h(
    'div',
    { class: 'roulette' },
    stage,
    h('div', { class: 'field' }, h('label', { for: chipId }, t('chip')), chipSelect),
    h('div', { class: 'board', role: 'group', 'aria-label': t('board') }, numbers, dozens, evens),
    h(
      'section',
      { class: 'bets', 'aria-label': t('yourBets') },
      h('h2', {}, t('yourBets')),
      list,
      total,
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          onclick: () => {
            placed.clear();
            refresh();
          },
        },
        t('clearBets'),
      ),
    ),
  );

  let landed: HTMLButtonElement | undefined;
  return {
    controls,
    info,
    action: t('bet'),
    bet() {
      if (placed.size === 0) return { problem: t('needBet'), focus: chipSelect };
      const total = placedTotal();
      if (total > ctx.game.maxBet) {
        return {
          problem: t('betsOverMax', { total: ctx.money(total), max: ctx.money(ctx.game.maxBet) }),
        };
      }
      const bets: RouletteBet[] = [...placed.values()].map(({ spot, amount }) => ({
        type: spot.type,
        ...(spot.number === undefined ? {} : { number: spot.number }),
        amount,
      }));
      return { bet: { engine: 'ROULETTE', bets } };
    },
    recent(rounds) {
      // The list is the platform's record: the strip follows it (after a reload too).
      numbersShown.length = 0;
      for (const round of rounds) {
        if (round.outcome.engine === 'ROULETTE' && numbersShown.length < RECENT) {
          numbersShown.push({ key: round.roundKey, n: round.outcome.number });
        }
      }
      showRecent();
    },
    show(round: HouseRound) {
      if (round.outcome.engine !== 'ROULETTE') return '';
      wheel.show(round.outcome.number);
      landedOn(round.roundKey, round.outcome.number);
      markBoard(round.outcome.number);
      return sentence(round);
    },
    async reveal(round: HouseRound) {
      if (round.outcome.engine !== 'ROULETTE') return '';
      clearCelebration(stage);
      landed?.classList.remove('landed');
      landedBadge.textContent = '–';
      landedBadge.className = 'landed-number';
      // The wheel into view within this frame only (scrollIntoView would scroll the site too).
      const top = stage.getBoundingClientRect().top;
      if (top < 0) window.scrollBy({ top: top - 8, behavior: reducedMotion() ? 'auto' : 'smooth' });
      await wheel.spinTo(round.outcome.number, ctx.sounds);
      landedOn(round.roundKey, round.outcome.number);
      markBoard(round.outcome.number);
      await celebrateRound(stage, round, ctx);
      return sentence(round);
    },
  };

  function markBoard(n: number) {
    landed?.classList.remove('landed');
    landed = buttons.get(`STRAIGHT:${n}`);
    landed?.classList.add('landed');
  }

  function sentence(round: HouseRound) {
    if (round.outcome.engine !== 'ROULETTE') return '';
    return `${t('wheel', { number: round.outcome.number, color: t(round.outcome.color) })} ${winSentence(ctx, round)}`;
  }
}

import { readRate, type HouseRound } from '@site/contract';
import { h, uid } from '../dom.js';
import { formatFixed, formatPercent } from '../format.js';
import { multiplierTenThousandths, targetHundredths, winChance } from '@site/games/engines/dice.js';
import { amountField } from './amount-field.js';
import { celebrateRound, clearCelebration } from '../fx/celebrate.js';
import { reducedMotion } from '../fx/motion.js';
import { die, faceOfRoll, rollTo } from './dice-roll.js';
import { winSentence, type GamePanel, type PanelContext } from './panel.js';

const MIN_TARGET = 1;
const MAX_TARGET = 98.99;

const STAKE_PROBLEMS = {
  empty: 'stakeEmpty',
  notNumber: 'stakeNotNumber',
  notPositive: 'stakeNotPositive',
  decimals: 'stakeDecimals',
} as const;

export function dicePanel(ctx: PanelContext): GamePanel {
  const { t } = ctx.text;
  const stake = amountField({
    label: t('stake'),
    hint: t('limits', { min: ctx.money(ctx.game.minBet), max: ctx.money(ctx.game.maxBet) }),
    language: ctx.text.language,
    initial: ctx.game.minBet,
    min: ctx.game.minBet,
    max: ctx.game.maxBet,
    step: ctx.game.minBet,
    less: t('decrease'),
    more: t('increase'),
    problem: (problem) =>
      problem === 'belowMin'
        ? t('stakeBelowMin', { min: ctx.money(ctx.game.minBet) })
        : problem === 'aboveMax'
          ? t('stakeAboveMax', { max: ctx.money(ctx.game.maxBet) })
          : t(STAKE_PROBLEMS[problem], { example: formatFixed(2.5, 2, ctx.text.language) }),
    onChange: () => preview(),
  });

  const targetId = uid('target');
  const target = h('input', {
    id: targetId,
    type: 'text',
    inputmode: 'decimal',
    value: '50.00',
    autocomplete: 'off',
    'aria-describedby': `${targetId}-hint`,
    oninput: () => {
      const value = readTarget();
      if (value !== undefined) slider.value = String(value);
      preview();
    },
  });
  const slider = h('input', {
    type: 'range',
    min: MIN_TARGET,
    max: MAX_TARGET,
    step: 0.01,
    value: 50,
    'aria-label': t('target'),
    oninput: () => {
      target.value = Number(slider.value).toFixed(2);
      preview();
    },
  });

  const direction = () =>
    (controls.querySelector<HTMLInputElement>('input[name="direction"]:checked')?.value ??
      'UNDER') as 'UNDER' | 'OVER';
  const radio = (value: 'UNDER' | 'OVER', label: string) =>
    h(
      'label',
      { class: 'choice' },
      h('input', {
        type: 'radio',
        name: 'direction',
        value,
        checked: value === 'UNDER',
        onchange: () => preview(),
      }),
      h('span', {}, label),
    );

  const chance = h('output', {});
  const multiplier = h('output', {});
  const payout = h('output', {});
  const rollBar = h(
    'div',
    { class: 'roll-bar', 'aria-hidden': 'true' },
    h('span', { class: 'marker' }),
  );
  const rolled = h('p', { class: 'rolled', 'aria-hidden': 'true' }, '—');
  const dieView = die();
  let lastRoll = 50;

  const targetHint = t('targetHint', {
    min: formatFixed(MIN_TARGET, 2, ctx.text.language),
    max: formatFixed(MAX_TARGET, 2, ctx.text.language),
  });

  /** The typed target in the page's style (`50.5`; `50,5` reads too), or undefined. */
  const readTarget = () => {
    const read = readRate(target.value, ctx.text.language, { decimals: 2, max: MAX_TARGET });
    return read.ok ? read.value : undefined;
  };

  /** A valid target, or undefined. */
  const targetValue = () => {
    const value = readTarget();
    if (value === undefined) return undefined;
    if (value < MIN_TARGET || value > MAX_TARGET || targetHundredths(value) === undefined) {
      return undefined;
    }
    return value;
  };

  function preview() {
    const value = targetValue();
    if (value === undefined) {
      chance.value = multiplier.value = payout.value = '—';
      return;
    }
    const bet = { target: value, direction: direction() };
    const tenThousandths = multiplierTenThousandths(bet);
    chance.value = `${formatFixed(winChance(bet), 2, ctx.text.language)} %`;
    multiplier.value = `× ${formatFixed(tenThousandths / 10_000, 4, ctx.text.language)}`;
    const amount = stake.value();
    payout.value =
      amount === undefined
        ? '—'
        : ctx.money(Math.floor((Math.round(amount * 100) * tenThousandths) / 10_000) / 100);
    rollBar.style.setProperty('--target', `${value}%`);
    rollBar.classList.toggle('over', direction() === 'OVER');
  }

  const stat = (label: string, output: HTMLOutputElement) =>
    h('div', { class: 'stat' }, h('span', { class: 'label' }, label), output);

  const rollView = h(
    'div',
    { class: 'roll-view' },
    h('div', { class: 'roll-number' }, dieView.element, rolled),
    rollBar,
  );
  const controls = h(
    'div',
    { class: 'dice' },
    rollView,
    h(
      'div',
      { class: 'stakes' },
      stake.element,
      h(
        'div',
        { class: 'field' },
        h('label', { for: targetId }, t('target')),
        target,
        slider,
        h('p', { id: `${targetId}-hint`, class: 'hint' }, targetHint),
      ),
      h(
        'fieldset',
        { class: 'field' },
        h('legend', {}, t('direction')),
        radio('UNDER', t('under')),
        radio('OVER', t('over')),
      ),
    ),
    h(
      'div',
      { class: 'stats' },
      stat(t('winChance'), chance),
      stat(t('multiplier'), multiplier),
      stat(t('payoutOnWin'), payout),
    ),
  );
  preview();

  const info = h(
    'div',
    {},
    h(
      'p',
      { class: 'rtp' },
      t('diceRtp', {
        rtp: formatPercent(ctx.game.rtp, ctx.text.language),
        low: formatFixed(0, 2, ctx.text.language),
        high: formatFixed(99.99, 2, ctx.text.language),
      }),
    ),
  );

  return {
    controls,
    info,
    action: t('roll'),
    bet() {
      const amount = stake.check();
      if ('problem' in amount) return { problem: amount.problem, focus: stake.input };
      const value = targetValue();
      if (value === undefined) return { problem: targetHint, focus: target };
      return {
        bet: { engine: 'DICE', stake: amount.value, target: value, direction: direction() },
      };
    },
    show(round: HouseRound) {
      if (round.outcome.engine !== 'DICE' || round.bet.engine !== 'DICE') return '';
      landOn(round);
      return sentence(round);
    },
    async reveal(round: HouseRound) {
      if (round.outcome.engine !== 'DICE' || round.bet.engine !== 'DICE') return '';
      const roll = round.outcome.roll;
      clearCelebration(rollView);
      rolled.classList.remove('win', 'fade-in');
      rollBar.classList.add('rolled');
      if (reducedMotion()) {
        void rolled.offsetWidth;
        rolled.classList.add('fade-in');
      } else {
        ctx.sounds.diceRoll(1200);
      }
      await rollTo(roll, lastRoll, { die: dieView, number: rolled, bar: rollBar });
      landOn(round);
      await celebrateRound(rollView, round, ctx);
      return sentence(round);
    },
  };

  function landOn(round: HouseRound) {
    if (round.outcome.engine !== 'DICE') return;
    lastRoll = round.outcome.roll;
    rolled.textContent = formatFixed(round.outcome.roll, 2, ctx.text.language);
    dieView.face(faceOfRoll(round.outcome.roll));
    rollBar.style.setProperty('--roll', `${round.outcome.roll}%`);
    rollBar.classList.add('rolled');
    rolled.classList.toggle('win', round.win > 0);
  }

  function sentence(round: HouseRound) {
    if (round.outcome.engine !== 'DICE') return '';
    return `${t('diceRoll', {
      roll: formatFixed(round.outcome.roll, 2, ctx.text.language),
      verdict: round.win > 0 ? t('diceWin') : t('diceLoss'),
    })} ${winSentence(ctx, round)}`;
  }
}

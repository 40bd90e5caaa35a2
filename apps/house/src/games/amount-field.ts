import { h, uid } from '../dom.js';
import type { Language } from '@site/contract';
import { checkAmount, parseAmount, type AmountProblem } from '../format.js';

export interface AmountField {
  element: HTMLElement;
  input: HTMLInputElement;
  /** The typed amount, or undefined when it is not an amount above zero with ≤ 2 decimals. */
  value(): number | undefined;
  /** The amount to bet, or what is wrong with it in the field's own words (marked invalid). */
  check(): { value: number } | { problem: string };
  set(value: number): void;
}

/**
 * A labelled amount input with Less and More buttons stepping by `step` within [min, max];
 * `onChange` runs on every change so totals and previews follow as the player types.
 * `problem` words each thing check() can find wrong, in the field's own terms.
 */
export function amountField(options: {
  label: string;
  hint: string;
  /** The page's language: the field reads amounts in its style. */
  language: Language;
  initial: number;
  min: number;
  max: number;
  step: number;
  less: string;
  more: string;
  problem(problem: AmountProblem): string;
  onChange(): void;
}): AmountField {
  const id = uid('amount');
  const hintId = `${id}-hint`;
  const input = h('input', {
    id,
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: options.initial.toFixed(2),
    'aria-describedby': hintId,
    oninput: () => {
      input.removeAttribute('aria-invalid');
      options.onChange();
    },
  });
  const nudge = (direction: 1 | -1) => () => {
    const current = parseAmount(input.value, options.language) ?? options.min;
    const next = Math.round((current + direction * options.step) * 100) / 100;
    set(Math.min(options.max, Math.max(options.min, next)));
    options.onChange();
  };
  const set = (value: number) => {
    input.value = value.toFixed(2);
    input.removeAttribute('aria-invalid');
  };
  const check = () => {
    const checked = checkAmount(input.value, options.min, options.max, options.language);
    if ('value' in checked) return checked;
    input.setAttribute('aria-invalid', 'true');
    return { problem: options.problem(checked.problem) };
  };
  const element = h(
    'div',
    { class: 'field' },
    h('label', { for: id }, options.label),
    h(
      'div',
      { class: 'stepper' },
      h(
        'button',
        { type: 'button', class: 'step', onclick: nudge(-1) },
        h('span', { 'aria-hidden': 'true' }, '−'),
        h('span', { class: 'sr-only' }, options.less),
      ),
      input,
      h(
        'button',
        { type: 'button', class: 'step', onclick: nudge(1) },
        h('span', { 'aria-hidden': 'true' }, '+'),
        h('span', { class: 'sr-only' }, options.more),
      ),
    ),
    h('p', { id: hintId, class: 'hint' }, options.hint),
  );
  return { element, input, value: () => parseAmount(input.value, options.language), check, set };
}

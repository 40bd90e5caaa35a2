import type { HouseRound } from '@site/contract';
import type { HouseApi } from './api.js';
import { h, replace, uid } from './dom.js';
import { formatTime } from './format.js';
import type { Translator } from './i18n.js';

const PAGE_SIZE = 10;

/** A round's outcome in a few words. */
function summary(round: HouseRound, text: Translator): string {
  const { outcome, bet } = round;
  if (outcome.engine === 'SLOT') {
    return outcome.lines.length
      ? outcome.lines.map((l) => `${l.count} × ${l.symbol}`).join(', ')
      : outcome.reels.map((reel) => reel[1]).join(' ');
  }
  if (outcome.engine === 'ROULETTE') return `${outcome.number} ${text.t(outcome.color)}`;
  if (bet.engine !== 'DICE') return '';
  const direction = bet.direction === 'UNDER' ? text.t('under') : text.t('over');
  return `${outcome.roll.toFixed(2)} (${direction} ${bet.target.toFixed(2)})`;
}

/** My rounds of this game, newest first, a page at a time, each with its proof to verify. */
export function historyPanel(options: {
  api: HouseApi;
  text: Translator;
  money(amount: number): string;
  onProof(round: HouseRound): void;
  /** Each page loaded (the page shows the newest round's proof after a reload). */
  onPage?(list: HouseRound[], pageNo: number): void;
  onError(error: unknown): void;
}) {
  const { t } = options.text;
  const titleId = uid('history');
  const body = h('div', {});
  const pager = h('nav', { class: 'pager', 'aria-label': t('roundPages') });
  let page = 1;

  async function load(pageNo: number) {
    try {
      const result = await options.api.rounds(pageNo, PAGE_SIZE);
      page = result.pageNum;
      render(result.list, result.totalPages);
      options.onPage?.(result.list, page);
    } catch (error) {
      options.onError(error);
    }
  }

  function render(list: HouseRound[], pages: number) {
    if (list.length === 0) {
      replace(body, h('p', { class: 'hint' }, t('historyEmpty')));
      replace(pager);
      return;
    }
    // On a narrow screen each row stacks into a small card (house.css), its cells labelled by
    // data-label; the roles keep it a table for screen readers whatever its CSS display.
    const cell = (attributes: Record<string, string>, ...content: (Node | string)[]) =>
      h('td', { role: 'cell', ...attributes }, ...content);
    replace(
      body,
      h(
        'table',
        { class: 'rounds', role: 'table' },
        h(
          'thead',
          { role: 'rowgroup' },
          h(
            'tr',
            { role: 'row' },
            ...[
              t('historyTime'),
              t('historyStake'),
              t('historyWin'),
              t('historyOutcome'),
              t('historyProof'),
            ].map((label) => h('th', { scope: 'col', role: 'columnheader' }, label)),
          ),
        ),
        h(
          'tbody',
          { role: 'rowgroup' },
          ...list.map((round) =>
            h(
              'tr',
              { role: 'row' },
              cell({ class: 'time' }, formatTime(round.createdAt, options.text.language)),
              cell({ class: 'num', 'data-label': t('historyStake') }, options.money(round.stake)),
              cell(
                { class: `num ${round.win > 0 ? 'win' : ''}`, 'data-label': t('historyWin') },
                options.money(round.win),
              ),
              cell(
                { class: 'outcome', 'data-label': t('historyOutcome') },
                summary(round, options.text),
              ),
              cell(
                { class: 'proof' },
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'link',
                    'aria-label': t('showProof'),
                    onclick: () => options.onProof(round),
                  },
                  t('verify'),
                ),
              ),
            ),
          ),
        ),
      ),
    );
    replace(
      pager,
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          disabled: page <= 1,
          onclick: () => void load(page - 1),
        },
        t('previous'),
      ),
      h('span', { 'aria-current': 'page' }, t('pageOf', { page, pages: Math.max(pages, 1) })),
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          disabled: page >= pages,
          onclick: () => void load(page + 1),
        },
        t('next'),
      ),
    );
  }

  const element = h(
    'section',
    { class: 'card history', 'aria-labelledby': titleId },
    h('h2', { id: titleId }, t('history')),
    body,
    pager,
  );
  return { element, refresh: () => load(1) };
}

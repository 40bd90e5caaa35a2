import { clientSeedSchema, toMinorUnits, type HouseRound, type HouseState } from '@site/contract';
import { drawOutcome, winOf } from '@site/games/engines/index.js';
import { sha256Hex, withWebDraws } from '@site/games/fair/web.js';
import { h, replace, uid } from './dom.js';
import type { Translator } from './i18n.js';

/** JSON with keys sorted: two outcomes are the same when these are. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/** A fresh client seed: 8 random bytes as hex (getRandomValues works on any page). */
const randomSeed = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/**
 * Checks a round in the browser: SHA-256 of the revealed server seed against the hash it was
 * committed by (and the one shown before the round, when known), then recomputes the outcome
 * from the seeds with the engines the platform uses, and what the paytable pays for it against
 * the win paid (a settled round; an open one is not paid yet).
 */
export async function verifyRound(round: HouseRound, shownHash?: string) {
  const hash = await sha256Hex(round.proof.serverSeed);
  const hashMatches = hash === round.proof.serverSeedHash;
  const outcome = await withWebDraws(round.proof, (draws) => drawOutcome(round.bet, draws));
  return {
    hashMatches,
    outcomeMatches: canonical(outcome) === canonical(round.outcome),
    winMatches:
      round.status === 'SETTLED'
        ? winOf(round.bet, outcome) === toMinorUnits(round.win)
        : undefined,
    shownMatches: shownHash === undefined ? undefined : shownHash === round.proof.serverSeedHash,
  };
}

/** The provably-fair panel: the committed hash, the client seed, and the last round's proof. */
export function fairnessPanel(text: Translator) {
  const { t } = text;
  const seedId = uid('seed');
  const hintId = `${seedId}-hint`;
  const errorId = `${seedId}-error`;
  let state: HouseState | undefined;
  let shown: { round: HouseRound; shownHash?: string } | undefined;

  const nextHash = h('code', { class: 'hash' });
  const nonce = h('p', { class: 'hint' });
  const seedError = h('p', { id: errorId, class: 'field-error' });
  const seed = h('input', {
    id: seedId,
    type: 'text',
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: 64,
    'aria-describedby': `${hintId} ${errorId}`,
    oninput: () => check(),
  });
  const check = () => {
    const valid = clientSeedSchema.safeParse(seed.value).success;
    seed.setAttribute('aria-invalid', String(!valid));
    seedError.textContent = valid ? '' : t('clientSeedInvalid');
    nonce.textContent = t('nextNonce', {
      nonce: state && seed.value === state.clientSeed ? state.nonce : 0,
    });
    return valid;
  };

  const proof = h('div', { class: 'proof' }, h('p', { class: 'hint' }, t('noRoundYet')));
  const verdict = h('div', { class: 'verdict', role: 'status' });
  const verifyButton = h(
    'button',
    { type: 'button', class: 'secondary', disabled: true, onclick: () => void verify() },
    t('verify'),
  );
  const heading = h('h3', { tabindex: '-1' }, t('lastRound'));

  async function verify() {
    if (!shown) return;
    if (!globalThis.crypto?.subtle) {
      verdict.textContent = t('verifyUnsupported');
      return;
    }
    verifyButton.disabled = true;
    verdict.textContent = t('verifying');
    try {
      const result = await verifyRound(shown.round, shown.shownHash);
      const lines: string[] = [];
      if (!result.hashMatches) lines.push(t('verifyHashMismatch'));
      if (!result.outcomeMatches) lines.push(t('verifyOutcomeMismatch'));
      else if (result.winMatches === false) lines.push(t('verifyWinMismatch'));
      if (lines.length === 0) {
        lines.push(t('verified'));
        if (result.shownMatches === true) lines.push(t('verifiedShown'));
        if (result.shownMatches === false) lines.push(t('verifyShownMismatch'));
      }
      const proven = result.hashMatches && result.outcomeMatches && result.winMatches !== false;
      verdict.className = `verdict ${proven ? 'ok' : 'bad'}`;
      verdict.textContent = lines.join(' ');
    } finally {
      verifyButton.disabled = false;
    }
  }

  const row = (label: string, value: string) =>
    h('div', { class: 'proof-row' }, h('dt', {}, label), h('dd', {}, h('code', {}, value)));

  const element = h(
    'section',
    { class: 'card fairness', 'aria-labelledby': `${seedId}-title` },
    h('h2', { id: `${seedId}-title` }, t('fairness')),
    h('p', { class: 'hint' }, t('fairnessIntro')),
    h('p', { class: 'label' }, t('nextHash')),
    nextHash,
    h(
      'div',
      { class: 'field' },
      h('label', { for: seedId }, t('clientSeed')),
      h(
        'div',
        { class: 'inline' },
        seed,
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            onclick: () => {
              seed.value = randomSeed();
              check();
            },
          },
          t('newSeed'),
        ),
      ),
      h('p', { id: hintId, class: 'hint' }, t('clientSeedHint')),
      seedError,
      nonce,
    ),
    heading,
    proof,
    verifyButton,
    verdict,
  );

  return {
    element,
    /** The client seed to play with, or undefined when it is not valid (the field says why). */
    clientSeed: () => (check() ? seed.value : undefined),
    focusSeed: () => seed.focus(),
    hasRound: () => shown !== undefined,
    setState(next: HouseState, { keepSeed = true } = {}) {
      state = next;
      nextHash.textContent = next.nextServerSeedHash;
      if (!keepSeed || !seed.value) seed.value = next.clientSeed;
      check();
    },
    /** Shows a round's proof, ready to verify; `focus` moves there (from the rounds list). */
    setRound(round: HouseRound, shownHash?: string, focus = false) {
      shown = shownHash === undefined ? { round } : { round, shownHash };
      replace(
        proof,
        h(
          'dl',
          {},
          row(t('serverSeed'), round.proof.serverSeed),
          row(t('serverSeedHash'), round.proof.serverSeedHash),
          row(t('clientSeed'), round.proof.clientSeed),
          row(t('nonce'), String(round.proof.nonce)),
        ),
      );
      verdict.textContent = '';
      verdict.className = 'verdict';
      verifyButton.disabled = false;
      if (focus) heading.focus();
    },
  };
}
export type FairnessPanel = ReturnType<typeof fairnessPanel>;

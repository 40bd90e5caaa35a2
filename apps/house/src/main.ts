import './house.css';
import type { HouseRound, HouseState } from '@site/contract';
import { HouseError, houseApi, mayHaveLanded, NetworkError, type RoundPlayed } from './api.js';
import { h, replace } from './dom.js';
import { fairnessPanel } from './fairness.js';
import { createSounds, soundToggle } from './fx/sound.js';
import { formatAmount } from './format.js';
import { historyPanel } from './history.js';
import { languageOf, translator } from './i18n.js';
import { panelOf, type PanelContext } from './games/index.js';
import { launchIdOf, store } from './storage.js';

/**
 * The house game page: runs in the site's /game iframe under the platform's origin.
 * It trades the launch token of its URL for a game session, then plays rounds whose outcomes
 * the platform draws; every round can be verified here from its revealed seeds.
 */

const params = new URLSearchParams(location.search);
const language = languageOf(params.get('lang'));
const text = translator(language);
const { t } = text;
const api = houseApi(language);
const root = document.getElementById('app')!;
document.documentElement.lang = language.toLowerCase();

/** A notice in place of the game (not connected, session ended, maintenance). */
function notice(message: string) {
  replace(root, h('main', { class: 'notice' }, h('p', { role: 'alert' }, message)));
}

/** Drops the spent launch token from the address: a reload resumes by the game instead. */
function forgetLaunchToken(gameId: string) {
  const next = new URLSearchParams({ lang: language, game: gameId });
  history.replaceState(null, '', `${location.pathname}?${next}`);
}

/** The game's session: resumed from this tab's storage, or traded for the launch token. */
async function openSession(): Promise<{ gameId: string; state?: HouseState } | undefined> {
  const launchToken = params.get('t');
  let gameId = params.get('game') ?? undefined;
  if (launchToken) {
    const launchId = launchIdOf(launchToken);
    const known = store.launch(launchId);
    if (known && 'unavailable' in known) {
      notice(known.unavailable);
      return undefined;
    }
    if (known) {
      gameId = known.gameId;
    } else {
      try {
        const { sessionToken, ...state } = await api.session(launchToken);
        gameId = state.game.gameId;
        store.setSession(gameId, sessionToken);
        store.setLaunch(launchId, { gameId });
        api.useToken(sessionToken);
        forgetLaunchToken(gameId);
        return { gameId, state };
      } catch (error) {
        if (error instanceof HouseError && error.code === 'game.unavailable') {
          // The platform says why in the page's language, naming the vendor.
          const message = error.message || t('unavailable');
          store.setLaunch(launchId, { unavailable: message });
          notice(message);
          return undefined;
        }
        throw error;
      }
    }
    forgetLaunchToken(gameId);
  }
  const token = gameId ? store.session(gameId) : undefined;
  if (!gameId || !token) {
    notice(t('ended'));
    return undefined;
  }
  api.useToken(token);
  return { gameId };
}

/** What went wrong, in the page's words; `vars` fill them (the stake limits, the vendor). */
function describe(error: unknown, vars?: Record<string, string>): string {
  if (error instanceof NetworkError) return text.error('network');
  if (!(error instanceof HouseError)) return text.error('unknown');
  if (error.code === 'request.invalid') {
    return text.error('request.invalid', {
      detail: Object.values(error.fields).join(' ') || error.message,
    });
  }
  if (text.knows(error.code)) return text.error(error.code, vars);
  return text.error('unknown');
}

async function start() {
  replace(root, h('p', { class: 'loading', role: 'status' }, t('loading')));
  const opened = await openSession();
  if (!opened) return;
  const { gameId } = opened;
  let state = opened.state ?? (await api.state());
  const game = state.game;
  document.title = game.gameName;
  const money = (amount: number) => formatAmount(amount, game.currencySymbol, language);
  const limits = { min: money(game.minBet), max: money(game.maxBet) };
  const refusalVars = { ...limits, vendor: game.vendorName };

  const error = h('p', { class: 'error', role: 'alert' });
  const report = (message: string) => {
    error.textContent = message;
  };
  const sounds = createSounds();
  const ctx: PanelContext = { game, text, money, report, sounds };
  const panel = panelOf(ctx);

  const balance = h('strong', { class: 'balance-value' });
  const result = h('div', { class: 'result', 'aria-live': 'polite' });
  const action = h(
    'button',
    { type: 'button', class: 'primary action', onclick: () => void play() },
    panel.action,
  );
  const fairness = fairnessPanel(text);
  const rounds = historyPanel({
    api,
    text,
    money,
    onProof: (round) => fairness.setRound(round, undefined, true),
    onPage: (list, pageNo) => {
      if (pageNo === 1) panel.recent?.(list);
      // After a reload: the board and the proof show the newest round again.
      const newest = list[0];
      if (pageNo !== 1 || !newest || fairness.hasRound()) return;
      panel.show(newest);
      fairness.setRound(newest);
    },
    onError: (e) => fail(e),
  });

  const showState = (next: HouseState) => {
    state = next;
    balance.textContent = money(next.balance);
    fairness.setState(next);
  };

  /** Session ended: nothing more can be played here. */
  const ended = () => {
    store.setSession(gameId, undefined);
    store.setPending(gameId, undefined);
    notice(t('ended'));
  };
  function fail(e: unknown) {
    if (e instanceof HouseError && e.code === 'game.session.invalid') return ended();
    report(describe(e, refusalVars));
  }

  /**
   * Shows a finished round: board, sentence, balance, proof, list; tells the site. A new round
   * is revealed first (reels, wheel, dice); the balance and the sentence the live region reads
   * come once it has landed, so neither gives the result away before the board shows it.
   */
  async function finish(played: RoundPlayed, shownHash: string | undefined, resumed = false) {
    store.setPending(gameId, undefined);
    let sentence: string;
    try {
      sentence = resumed ? panel.show(played.round) : await panel.reveal(played.round);
    } catch {
      // The round is played and settled whatever a reveal does: show it plainly.
      sentence = panel.show(played.round);
    }
    showState(played.state);
    result.textContent = resumed ? `${t('resumed')} ${sentence}` : sentence;
    fairness.setRound(played.round as HouseRound, shownHash);
    void rounds.refresh();
    if (window.parent !== window) {
      window.parent.postMessage(
        { source: 'house', type: 'balance', balance: played.state.balance },
        location.origin,
      );
    }
  }

  /** The round cut off by a reload or a dropped connection: answered (settled) once, or forgotten. */
  async function resume(): Promise<boolean> {
    const pending = store.pending(gameId);
    if (!pending) return true;
    try {
      await finish(await api.round(pending.roundKey), pending.shownHash, true);
      return true;
    } catch (e) {
      // Never reached the platform: no stake was taken.
      if (e instanceof HouseError && e.code === 'round.not.found') {
        store.setPending(gameId, undefined);
        return true;
      }
      fail(e);
      return false;
    }
  }

  /**
   * Another tab played this game, so the seed this page showed is spent: show the new hash
   * (and the balance that tab left) and say so; the player presses again on the new hash.
   */
  async function seedChanged() {
    try {
      showState(await api.state());
      report(text.error('round.seed.changed', { action: panel.action }));
    } catch (e) {
      fail(e);
    }
  }

  let busy = false;
  async function play() {
    if (busy) return;
    report('');
    const picked = panel.bet();
    if ('problem' in picked) {
      report(picked.problem);
      picked.focus?.focus();
      return;
    }
    const clientSeed = fairness.clientSeed();
    if (!clientSeed) {
      report(t('clientSeedInvalid'));
      fairness.focusSeed();
      return;
    }
    busy = true;
    action.disabled = true;
    action.textContent = t('playing');
    // Emptied now, so the live region reads the new result once the board has landed on it.
    result.textContent = '';
    try {
      if (!(await resume())) return;
      const roundKey =
        crypto.randomUUID?.() ??
        `r${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
      const shownHash = state.nextServerSeedHash;
      store.setPending(gameId, { roundKey, shownHash });
      try {
        await finish(
          await api.play({ roundKey, clientSeed, serverSeedHash: shownHash, bet: picked.bet }),
          shownHash,
        );
      } catch (e) {
        // Refused: the round did not happen. Otherwise it is kept, and asked for before the next.
        if (!mayHaveLanded(e)) store.setPending(gameId, undefined);
        if (e instanceof HouseError && e.code === 'round.seed.changed') await seedChanged();
        else fail(e);
      }
    } finally {
      busy = false;
      action.disabled = false;
      action.textContent = panel.action;
    }
  }

  replace(
    root,
    h(
      'header',
      { class: 'top' },
      h(
        'div',
        {},
        h('h1', {}, game.gameName),
        h('p', { class: 'vendor' }, t('vendorBy', { vendor: game.vendorName })),
        game.simulated
          ? h('p', { class: 'simulated' }, t('simulated', { vendor: game.vendorName }))
          : null,
      ),
      h(
        'p',
        { class: 'balance' },
        // A free-play guest bets play money: the label says so.
        h('span', { class: 'label' }, t(game.wallet === 'PLAY' ? 'playBalance' : 'balance')),
        ' ',
        balance,
      ),
    ),
    h(
      'main',
      { class: 'layout' },
      h(
        'section',
        { class: 'card play', 'aria-label': game.gameName },
        panel.controls,
        // Kept in view at the bottom of the frame however long the board is.
        h(
          'div',
          { class: 'actions' },
          error,
          h(
            'div',
            { class: 'result-box' },
            h('h2', { class: 'sr-only' }, t('resultTitle')),
            result,
          ),
          action,
        ),
      ),
      h(
        'section',
        { class: 'card info' },
        panel.info,
        h('p', { class: 'hint' }, t('limits', limits)),
      ),
      fairness.element,
      rounds.element,
    ),
  );
  showState(state);
  // The sound toggle ends the header, after the balance.
  root.querySelector('header.top')?.append(soundToggle(sounds, t('sound')));
  // Space or Enter anywhere outside a control plays, as on a slot cabinet.
  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    if (event.target !== document.body || event.repeat) return;
    event.preventDefault();
    void play();
  });
  await resume();
  await rounds.refresh();
}

start().catch((error: unknown) => {
  if (error instanceof HouseError && error.code === 'game.session.invalid')
    return notice(t('ended'));
  notice(describe(error));
});

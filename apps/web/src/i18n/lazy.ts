import type { BackendModule } from 'i18next';
import type auth from './id/auth';
import type games from './id/games';
import type lottery from './id/lottery';
import type member from './id/member';
import type payments from './id/payments';
import type play from './id/play';
import type registration from './id/registration';
import type wallet from './id/wallet';

/**
 * Namespaces that arrive with the screens that use them, in both languages, so the first
 * page's JavaScript does not carry every modal's text. `useTranslation('auth')` suspends
 * until its strings are here; switching language fetches the new language's copy.
 */
export interface LazyResources {
  auth: typeof auth;
  registration: typeof registration;
  member: typeof member;
  /** Deposit and withdrawal, and the words every money screen shares (amounts, payment password). */
  payments: typeof payments;
  /** Wallet transfers, transfer to upline/downline and the account records. */
  wallet: typeof wallet;
  /** The game launcher, the /game page and the betting record. */
  play: typeof play;
  /** The game lobby: category pages, search, favourites, recents, winners, PVP rooms. */
  games: typeof games;
  /** The lottery pages: board, bet slip, chase, results and trends, my bets. */
  lottery: typeof lottery;
}

const loaders = import.meta.glob<{ default: object }>([
  './{id,en}/{auth,registration,member,payments,wallet,play,games,lottery}.ts',
]);

export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`./${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`no strings for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

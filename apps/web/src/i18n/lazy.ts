import type agent from './id/agent';
import type auth from './id/auth';
import type games from './id/games';
import type id from './id';
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
  /** The agent centre's pages: team, reports, contracts (its menu is in member). */
  agent: typeof agent;
}

/** The site's own namespaces (i18n/<language>/index.ts): one chunk per language, loaded together. */
export type CoreNamespace = keyof typeof id;
export const CORE_NAMESPACES = [
  'common',
  'errors',
  'layout',
  'system',
  'home',
  'notices',
  'help',
  'download',
  'join',
] as const satisfies readonly CoreNamespace[];

const core = import.meta.glob<{ default: Record<string, object> }>('./{id,en}/index.ts');
const screens = import.meta.glob<{ default: object }>([
  './{id,en}/{auth,registration,member,payments,wallet,play,games,lottery,agent}.ts',
]);

const isCore = (namespace: string) => (CORE_NAMESPACES as readonly string[]).includes(namespace);

/** A namespace's strings in a language, from its chunk (no language is in the first JavaScript). */
export async function loadNamespace(language: string, namespace: string): Promise<object> {
  if (isCore(namespace)) {
    const load = core[`./${language}/index.ts`];
    const strings = load && (await load()).default[namespace];
    if (strings) return strings;
  } else {
    const load = screens[`./${language}/${namespace}.ts`];
    if (load) return (await load()).default;
  }
  throw new Error(`no strings for ${language}/${namespace}`);
}

/**
 * What the page keeps in sessionStorage (this tab only, shared with the site's own frames):
 * the game session per game, so a reload resumes it; what each launch token led to, so a
 * reload of the site's /game page (which still holds the spent token) resumes too; and the
 * round in flight, so a round cut off by a reload is looked up once the page is back.
 */

const launchKey = (launchId: string) => `house.launch.${launchId}`;
const sessionKey = (gameId: string) => `house.session.${gameId}`;
const pendingKey = (gameId: string) => `house.pending.${gameId}`;

/** What a launch token led to: its game, or the message of a game not connected here. */
export type LaunchOutcome = { gameId: string } | { unavailable: string };

/** A round sent but not answered yet, and the seed hash shown before it. */
export interface PendingRound {
  roundKey: string;
  shownHash: string;
}

function read<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page still plays, it just cannot resume after a reload.
  }
}

export const store = {
  launch: (launchId: string) => read<LaunchOutcome>(launchKey(launchId)),
  setLaunch: (launchId: string, outcome: LaunchOutcome) => write(launchKey(launchId), outcome),
  session: (gameId: string) => read<string>(sessionKey(gameId)),
  setSession: (gameId: string, token: string | undefined) => write(sessionKey(gameId), token),
  pending: (gameId: string) => read<PendingRound>(pendingKey(gameId)),
  setPending: (gameId: string, round: PendingRound | undefined) => write(pendingKey(gameId), round),
};

/** FNV-1a of a text from an offset basis: 32 bits as 8 hex digits. */
const fnv = (text: string, basis: number) => {
  let hash = basis;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
};

/**
 * A launch token's id in storage, never the token itself. A spent token opens nothing, so a
 * plain hash is enough here (and works on pages without Web Crypto).
 */
export const launchIdOf = (launchToken: string) =>
  fnv(launchToken, 0x811c9dc5) + fnv(launchToken, 0x050c5d1f);

import type { LottPick, LottSelection } from './picks.js';
import type { LottPlay } from './plays/types.js';
import { mulberry32 } from '../mulberry32.js';
import { rowChoices } from './selection.js';

/** A source of randomness: an integer in 0..bound-1. The platform passes a CSPRNG, tests a seed. */
export type RandomInt = (bound: number) => number;

/** A small seeded generator (mulberry32) for tests and demos; not for draws. */
export function seededRandom(seed: number): RandomInt {
  const unit = mulberry32(seed);
  return (bound) => Math.floor(unit() * bound);
}

/** `k` different items of a list. */
function sample<T>(items: readonly T[], k: number, random: RandomInt): T[] {
  const pool = [...items];
  for (let i = 0; i < k; i++) {
    const j = i + random(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}

/**
 * A random smallest board (the board's "random 1"): one bet, or for group 3, whose two picks
 * always make two bets (each as the pair), those two.
 */
export function randomSelection(play: LottPlay, random: RandomInt): LottPick[][] {
  const formula = play.formula;
  const empty = () => play.rows.map((): LottPick[] => []);
  const first = rowChoices(play.rows[0]!);
  switch (formula.kind) {
    case 'direct': {
      const used = new Set<LottPick>();
      return play.rows.map((row) => {
        const free = rowChoices(row).filter((p) => !formula.distinct || !used.has(p));
        const [pick] = sample(free, 1, random);
        used.add(pick!);
        return [pick!];
      });
    }
    case 'each': {
      const rows = empty();
      const r = random(play.rows.length);
      rows[r] = sample(rowChoices(play.rows[r]!), 1, random);
      return rows;
    }
    case 'subset':
      return [sample(first, formula.size, random)];
    case 'group3':
      return [sample(first, 2, random)];
    case 'pairSingle': {
      const [pair, single] = sample(first, 2, random);
      return [[pair!], [single!]];
    }
    case 'bundle':
      return [sample(first, formula.size, random)];
  }
}

/** `n` random one-bet selections (the board's "random 5"). */
export const randomBets = (play: LottPlay, n: number, random: RandomInt): LottSelection[] =>
  Array.from({ length: n }, () => randomSelection(play, random));

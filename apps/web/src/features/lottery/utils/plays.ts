import {
  defaultPlay,
  playsOf,
  type LotteryFamily,
  type LottPlay,
  type PlayMode,
} from '@site/contract';

/** A menu group of plays (the original's playMenuGroups), in table order. */
export interface PlayGroup {
  code: string;
  plays: LottPlay[];
}

export function playGroups(family: LotteryFamily, mode: PlayMode): PlayGroup[] {
  const groups = new Map<string, LottPlay[]>();
  for (const play of playsOf(family, mode)) {
    const plays = groups.get(play.groupCode) ?? [];
    plays.push(play);
    groups.set(play.groupCode, plays);
  }
  return [...groups].map(([code, plays]) => ({ code, plays }));
}

/**
 * The play a deep link's playType names, if the family offers it in this mode: a play id
 * ("21"), a play code ("Last3Straight") or a group code ("Two_Side"); anything else (the
 * catalogue's "SSC_STANDARD") opens the family's default play.
 */
export function playFromType(
  family: LotteryFamily,
  mode: PlayMode,
  playType: string | null,
): LottPlay {
  const plays = playsOf(family, mode);
  const wanted = playType?.trim().toLowerCase();
  const found = wanted
    ? plays.find(
        (p) =>
          String(p.playId) === wanted ||
          p.playCode.toLowerCase() === wanted ||
          p.groupCode.toLowerCase() === wanted,
      )
    : undefined;
  return found ?? defaultPlay(family, mode);
}

/** Empty picks for every row of a play. */
export const emptySelection = (play: LottPlay): number[][] => play.rows.map(() => []);

import { RULES_FAMILY, type LotteryFamily } from '../families.js';
import { ELEVEN_FIVE_PLAYS } from './11x5.js';
import { K3_PLAYS } from './k3.js';
import { LF_PLAYS } from './lf.js';
import { LHC_PLAYS } from './lhc.js';
import { PCB_PLAYS } from './pcb.js';
import { PK10_PLAYS } from './pk10.js';
import { SSC_PLAYS } from './ssc.js';
import type { LottPlay, PlayMode, RulesFamily } from './types.js';

/** Every family's play table, in menu order. */
export const PLAY_TABLES: Readonly<Record<RulesFamily, readonly LottPlay[]>> = {
  SSC: SSC_PLAYS,
  PK10: PK10_PLAYS,
  '11X5': ELEVEN_FIVE_PLAYS,
  K3: K3_PLAYS,
  PCB: PCB_PLAYS,
  LHC: LHC_PLAYS,
  LF: LF_PLAYS,
};

export const ALL_PLAYS: readonly LottPlay[] = Object.values(PLAY_TABLES).flat();

const BY_ID = new Map(ALL_PLAYS.map((play) => [play.playId, play]));

/** The play with an id, whatever its family. */
export const playById = (playId: number): LottPlay | undefined => BY_ID.get(playId);

/** The plays a family's games offer (CHAIN: SSC's), optionally of one mode. */
export const playsOf = (family: LotteryFamily, mode?: PlayMode): readonly LottPlay[] =>
  PLAY_TABLES[RULES_FAMILY[family]].filter((play) => mode === undefined || play.mode === mode);

/** The play with an id if a family's games offer it. */
export const playOf = (family: LotteryFamily, playId: number): LottPlay | undefined => {
  const play = BY_ID.get(playId);
  return play && play.family === RULES_FAMILY[family] ? play : undefined;
};

/** The play a board opens on, per family and mode (the original's default menus, notes §0). */
export const DEFAULT_PLAY_IDS: Readonly<Record<RulesFamily, Readonly<Record<PlayMode, number>>>> = {
  SSC: { Lott: 21, Elott: 3001 },
  PK10: { Lott: 1462, Elott: 3101 },
  '11X5': { Lott: 918, Elott: 3206 },
  K3: { Lott: 1917, Elott: 3301 },
  PCB: { Lott: 1906, Elott: 1909 },
  LHC: { Lott: 1619, Elott: 1615 },
  LF: { Lott: 3601, Elott: 3607 },
};

export const defaultPlay = (family: LotteryFamily, mode: PlayMode): LottPlay =>
  BY_ID.get(DEFAULT_PLAY_IDS[RULES_FAMILY[family]][mode])!;

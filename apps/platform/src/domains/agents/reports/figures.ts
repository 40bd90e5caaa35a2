import { fromMinorUnits } from '@site/contract';

/** A team's (or a member's) sums over some days, in minor units. */
export interface Figures {
  deposit: bigint;
  withdrawal: bigint;
  bets: number;
  stake: bigint;
  validBet: bigint;
  win: bigint;
  bonus: bigint;
}
export const zero = (): Figures => ({
  deposit: 0n,
  withdrawal: 0n,
  bets: 0,
  stake: 0n,
  validBet: 0n,
  win: 0n,
  bonus: 0n,
});
export const add = (a: Figures, b: Figures): Figures => ({
  deposit: a.deposit + b.deposit,
  withdrawal: a.withdrawal + b.withdrawal,
  bets: a.bets + b.bets,
  stake: a.stake + b.stake,
  validBet: a.validBet + b.validBet,
  win: a.win + b.win,
  bonus: a.bonus + b.bonus,
});
/** The wire's figures; profit is the members' (payout + bonus - bet). */
export const figuresOnWire = (f: Figures) => ({
  deposit: fromMinorUnits(f.deposit),
  withdrawal: fromMinorUnits(f.withdrawal),
  bets: f.bets,
  betAmount: fromMinorUnits(f.stake),
  validBet: fromMinorUnits(f.validBet),
  payout: fromMinorUnits(f.win),
  bonus: fromMinorUnits(f.bonus),
  profit: fromMinorUnits(f.win + f.bonus - f.stake),
});

/** The figure columns as FIGURE_COLUMNS (sql.ts) reads them: bigints as text. */
export interface FigureRow {
  deposit: string;
  withdrawal: string;
  bets: number;
  stake: string;
  valid_bet: string;
  win: string;
  bonus: string;
}
export const figuresOf = (r: FigureRow): Figures => ({
  deposit: BigInt(r.deposit),
  withdrawal: BigInt(r.withdrawal),
  bets: Number(r.bets),
  stake: BigInt(r.stake),
  validBet: BigInt(r.valid_bet),
  win: BigInt(r.win),
  bonus: BigInt(r.bonus),
});

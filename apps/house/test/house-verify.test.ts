import { fromMinorUnits, type HouseBet, type HouseRound } from '@site/contract';
import { describe, expect, it } from 'vitest';
import { HouseError, mayHaveLanded, NetworkError } from '../src/api.js';
import { verifyRound } from '../src/fairness.js';
import { drawOutcome, stakeOf, winOf } from '@site/games/engines/index.js';
import { roundDraws, serverSeedHash } from '@site/games/fair/node.js';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** A round as the platform answers it: the outcome of the seeds, paid by the paytable. */
function roundOf(bet: HouseBet, nonce: number): HouseRound {
  const proof = {
    serverSeed: SEED,
    serverSeedHash: serverSeedHash(SEED),
    clientSeed: 'lucky',
    nonce,
  };
  const outcome = drawOutcome(bet, roundDraws(proof));
  return {
    roundKey: `r-verify-${nonce}`,
    roundId: '00000000-0000-4000-8000-000000000000',
    gameId: 'NSO-0002',
    stake: fromMinorUnits(stakeOf(bet)),
    win: fromMinorUnits(winOf(bet, outcome)),
    bet,
    outcome,
    status: 'SETTLED',
    proof,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

// Nonce 7 lands on 7 (README's worked example): red, odd, first dozen, first column.
const bet: HouseBet = {
  engine: 'ROULETTE',
  bets: [
    { type: 'STRAIGHT', number: 7, amount: 1 },
    { type: 'RED', amount: 2 },
  ],
};

describe("the house page's verification", () => {
  it('proves a round from its revealed seeds: hash, outcome and the win paid', async () => {
    const round = roundOf(bet, 7);
    expect(round.outcome).toMatchObject({ number: 7 });
    expect(round.win).toBe(40);
    expect(await verifyRound(round, round.proof.serverSeedHash)).toEqual({
      hashMatches: true,
      outcomeMatches: true,
      winMatches: true,
      shownMatches: true,
    });
  });

  it('catches a win paid short of the paytable, a changed outcome, a seed and a hash not shown', async () => {
    const round = roundOf(bet, 7);
    expect((await verifyRound({ ...round, win: 36 })).winMatches).toBe(false);
    expect(
      (await verifyRound({ ...round, outcome: { engine: 'ROULETTE', number: 8, color: 'BLACK' } }))
        .outcomeMatches,
    ).toBe(false);
    const otherSeed = { ...round.proof, serverSeed: SEED.replace('9f', '9e') };
    expect((await verifyRound({ ...round, proof: otherSeed })).hashMatches).toBe(false);
    expect((await verifyRound(round, serverSeedHash('another'))).shownMatches).toBe(false);
  });

  it('does not judge the win of a round not paid yet', async () => {
    const round = { ...roundOf(bet, 7), status: 'OPEN' as const, win: 0 };
    expect((await verifyRound(round)).winMatches).toBeUndefined();
  });
});

describe('a play that failed', () => {
  it('is kept to be asked for when it may have taken the stake, forgotten when refused', () => {
    expect(mayHaveLanded(new NetworkError('network'))).toBe(true);
    expect(mayHaveLanded(new HouseError('system.error', 'Something went wrong.'))).toBe(true);
    for (const code of ['wallet.insufficient', 'round.stake.range', 'request.throttled']) {
      expect(mayHaveLanded(new HouseError(code, ''))).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { chainSeeds, drawIssue, seedHashOf, type DrawnNumero } from '@site/contract';
import { verifyIssue, webDrawCrypto } from '../utils/verify-draw';

const SEED = '5f'.repeat(32);

async function issue(
  family: 'SSC' | 'LHC' | 'CHAIN',
  numero: string,
  seed = SEED,
): Promise<DrawnNumero> {
  const balls = await drawIssue({ family, gameCode: 'G1', numero, seed }, webDrawCrypto.hmac);
  return {
    numero,
    gameCode: 'G1',
    state: 'DRAWN',
    drawsAt: '2026-11-25T07:00:00.000Z',
    drawnAt: '2026-11-25T07:00:01.000Z',
    winNo: null,
    balls,
    seedHash: await seedHashOf(seed, webDrawCrypto.sha256),
    seed,
  };
}

describe('verifying a draw with Web Crypto', () => {
  it('accepts a result that follows from its revealed seed and committed hash', async () => {
    const drawn = await issue('LHC', '20261125-0601');
    expect(drawn.balls).toHaveLength(7);
    expect((await verifyIssue('LHC', 'G1', drawn))?.ok).toBe(true);
  });

  it('refuses a changed ball or a seed that is not the committed one', async () => {
    const drawn = await issue('SSC', '20261125-0601');
    const changed = { ...drawn, balls: drawn.balls!.map((b, i) => (i === 0 ? (b + 1) % 10 : b)) };
    expect(await verifyIssue('SSC', 'G1', changed)).toMatchObject({
      resultMatches: false,
      ok: false,
    });
    const otherHash = { ...drawn, seedHash: '0'.repeat(64) };
    expect(await verifyIssue('SSC', 'G1', otherHash)).toMatchObject({
      seedMatchesHash: false,
      ok: false,
    });
  });

  it('checks a CHAIN seed against the day’s published anchor', async () => {
    const { anchor, seeds } = await chainSeeds(SEED, 5, webDrawCrypto.sha256);
    const drawn = await issue('CHAIN', '20261125-003', seeds[2]);
    const anchors = [{ day: '20261125', anchor, length: 5 }];
    expect(await verifyIssue('CHAIN', 'G1', drawn, anchors)).toMatchObject({
      chainLink: true,
      ok: true,
    });
    const wrong = [{ day: '20261125', anchor: 'f'.repeat(64), length: 5 }];
    expect(await verifyIssue('CHAIN', 'G1', drawn, wrong)).toMatchObject({
      chainLink: false,
      ok: false,
    });
  });
});

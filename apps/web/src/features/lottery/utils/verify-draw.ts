import {
  verifyChainLink,
  verifyDraw,
  webDrawCrypto,
  type DrawnNumero,
  type LotteryFamily,
  type ChainAnchor,
} from '@site/contract';

// The contract's injectable hashes on the browser's Web Crypto (the house page uses the same).
export { webDrawCrypto };

export interface Verification {
  seedMatchesHash: boolean;
  resultMatches: boolean;
  expected: number[];
  /** CHAIN only: the seed hashes back to the day's published anchor (null when not CHAIN or unknown). */
  chainLink: boolean | null;
  ok: boolean;
}

/** Recomputes a drawn issue in the page: the seed against its commitment, the balls from the seed. */
export async function verifyIssue(
  family: LotteryFamily,
  gameCode: string,
  issue: DrawnNumero,
  anchors: readonly ChainAnchor[] = [],
): Promise<Verification | null> {
  if (!issue.seed || !issue.balls) return null;
  const verdict = await verifyDraw(
    {
      family,
      gameCode,
      numero: issue.numero,
      seed: issue.seed,
      seedHash: issue.seedHash,
      balls: issue.balls,
    },
    webDrawCrypto,
  );
  let chainLink: boolean | null = null;
  if (family === 'CHAIN') {
    const [day, place] = issue.numero.split('-');
    const anchor = anchors.find((a) => a.day === day);
    if (anchor && place) {
      chainLink = await verifyChainLink(
        issue.seed,
        Number(place),
        anchor.anchor,
        webDrawCrypto.sha256,
      );
    }
  }
  return { ...verdict, chainLink, ok: verdict.ok && chainLink !== false };
}

import {
  verifyChainLink,
  verifyDraw,
  type DrawCrypto,
  type DrawnNumero,
  type LotteryFamily,
  type ChainAnchor,
} from '@site/contract';

/** The contract's injectable hashes, on the browser's Web Crypto. */
const encoder = new TextEncoder();

export const webDrawCrypto: DrawCrypto = {
  async hmac(key, message) {
    const cryptoKey = await crypto.subtle.importKey(
      'raw',
      encoder.encode(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
  },
  async sha256(text) {
    return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  },
};

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

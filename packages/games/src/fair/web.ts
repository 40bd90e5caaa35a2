import { toHex, webHmacSha256, webSha256 } from '@site/contract';
import { withDrawsAsync, type Draws, type DrawSeeds, type HmacAsync } from './draws.js';

/** HMAC-SHA256 with Web Crypto (the game page); the key is the seed's text. */
export const webHmac: HmacAsync = webHmacSha256;

/** SHA-256 (hex) of a text, as the commitment of a server seed. */
export const sha256Hex = async (text: string): Promise<string> => toHex(await webSha256(text));

/** Recomputes a round's draw in the browser. */
export const withWebDraws = <T>(seeds: DrawSeeds, run: (draws: Draws) => T) =>
  withDrawsAsync(seeds, webHmac, run);

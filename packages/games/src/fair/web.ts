import { withDrawsAsync, type Draws, type DrawSeeds, type HmacAsync } from './draws.js';

const encoder = new TextEncoder();

/** HMAC-SHA256 with Web Crypto (the game page); the key is the seed's text. */
export const webHmac: HmacAsync = async (key, message) => {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
};

/** SHA-256 (hex) of a text, as the commitment of a server seed. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Recomputes a round's draw in the browser. */
export const withWebDraws = <T>(seeds: DrawSeeds, run: (draws: Draws) => T) =>
  withDrawsAsync(seeds, webHmac, run);

import type { DrawCrypto, HmacSha256, Sha256 } from './lottery/draw.js';

/**
 * The provably fair draws' hashes on Web Crypto: the one HMAC of the browser side, used by the
 * web's lottery verifier and by the house game page (Node 20 has the same `crypto.subtle`). Keys
 * and messages are texts as written (UTF-8), as both draws define them.
 */
const encoder = new TextEncoder();

/** HMAC-SHA256 of a text message under a text key. */
export const webHmacSha256: HmacSha256 = async (key, message) => {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
};

/** SHA-256 of a text. */
export const webSha256: Sha256 = async (text) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));

/** The lottery's draw and verify functions on Web Crypto. */
export const webDrawCrypto: DrawCrypto = { hmac: webHmacSha256, sha256: webSha256 };

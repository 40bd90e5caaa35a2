import * as z from 'zod/mini';
import { jsonStructureProblem } from './text.js';

/**
 * Encrypted calls (marked E in docs/product.md §7). The client draws a fresh AES-256-GCM key and
 * 12-byte iv per request, sends `{ value: base64(iv || ciphertext-with-tag) }` and the
 * AES key wrapped with the platform's RSA-OAEP-SHA256 public key in `X-RSA`.
 * Web Crypto only, so the same code runs in browsers and in Node.
 */
export const rsaKeySchema = z.object({
  keyId: z.string().check(z.minLength(1)),
  /** base64 of the SPKI DER of an RSA key of 2048 bits or more */
  publicKey: z.string().check(z.minLength(1)),
});
export type RsaKey = z.infer<typeof rsaKeySchema>;

export const encryptedBodySchema = z.object({ value: z.string().check(z.minLength(1)) });
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const ENCRYPTION_RSA = 'RSA';
/** Where the platform answers its current RsaKey (systemCalls.rsaKey). */
export const RSA_KEY_PATH = '/wps/session/key/rsa';
const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const IV_BYTES = 12;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export interface EncryptedCall {
  headers: { Encryption: string; 'X-RSA': string; 'X-Key-Id': string };
  body: EncryptedBody;
}

/** Client side: wrap a JSON body for an E call. */
export async function encryptCall(key: RsaKey, payload: unknown): Promise<EncryptedCall> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', fromBase64(key.publicKey), RSA_PARAMS, false, [
    'encrypt',
  ]);
  const rawAes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const aes = await subtle.importKey('raw', rawAes, 'AES-GCM', false, ['encrypt']);
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const cipher = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const wrapped = new Uint8Array(await subtle.encrypt(RSA_PARAMS, rsa, rawAes));
  const joined = new Uint8Array(IV_BYTES + cipher.length);
  joined.set(iv);
  joined.set(cipher, IV_BYTES);
  return {
    headers: { Encryption: ENCRYPTION_RSA, 'X-RSA': toBase64(wrapped), 'X-Key-Id': key.keyId },
    body: { value: toBase64(joined) },
  };
}

/** Platform side: unwrap an E call's body. Throws on any tampering or wrong key. */
export async function decryptCall(
  privateKey: CryptoKey,
  wrappedKey: string,
  body: EncryptedBody,
): Promise<unknown> {
  const subtle = globalThis.crypto.subtle;
  const rawAes = await subtle.decrypt(RSA_PARAMS, privateKey, fromBase64(wrappedKey));
  if (rawAes.byteLength !== 32) throw new Error('AES key must be 256 bits');
  const aes = await subtle.importKey('raw', rawAes, 'AES-GCM', false, ['decrypt']);
  const joined = fromBase64(body.value);
  if (joined.length <= IV_BYTES + 16) throw new Error('ciphertext too short');
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: joined.subarray(0, IV_BYTES) },
    aes,
    joined.subarray(IV_BYTES),
  );
  const json = new TextDecoder().decode(plain);
  // Measured before it is parsed, as plain bodies are (text.ts).
  const problem = jsonStructureProblem(json);
  if (problem !== null) throw new RangeError(`decrypted body ${problem}`);
  return JSON.parse(json) as unknown;
}

/** Platform side: a fresh RSA-OAEP key pair, exported for storage in the database. */
export async function generateRsaKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const subtle = globalThis.crypto.subtle;
  const pair = await subtle.generateKey(
    { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await subtle.exportKey('spki', pair.publicKey));
  const pkcs8 = new Uint8Array(await subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKey: toBase64(spki), privateKey: toBase64(pkcs8) };
}

export function importRsaPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('pkcs8', fromBase64(pkcs8Base64), RSA_PARAMS, false, [
    'decrypt',
  ]);
}

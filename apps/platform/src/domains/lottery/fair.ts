import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { DrawCrypto } from '@site/contract';

/** The contract's draw and verify functions on node:crypto (the page passes Web Crypto). */
export const nodeDrawCrypto: DrawCrypto = {
  hmac: async (key, message) => createHmac('sha256', key).update(message).digest(),
  sha256: async (text) => createHash('sha256').update(text).digest(),
};

/** A new issue seed (or chain tail): 32 bytes from the CSPRNG, as 64 hex characters. */
export const newSeed = () => randomBytes(32).toString('hex');

/** SHA-256 (hex) of a seed's text: its published commitment. */
export const seedHash = (seed: string) => createHash('sha256').update(seed).digest('hex');

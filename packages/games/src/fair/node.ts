import { createHash, createHmac, randomBytes } from 'node:crypto';
import { drawsSync, type Draws, type DrawSeeds, type HmacSync } from './draws.js';

/** HMAC-SHA256 with node:crypto; the key is the seed's text. */
export const nodeHmac: HmacSync = (key, message) =>
  createHmac('sha256', key).update(message).digest();

/** A new server seed: 32 bytes from the CSPRNG, as 64 hex characters. */
export const newServerSeed = () => randomBytes(32).toString('hex');

/** The commitment shown before a round: SHA-256 (hex) of the seed's text. */
export const serverSeedHash = (serverSeed: string) =>
  createHash('sha256').update(serverSeed).digest('hex');

/** A client seed for a member who has not chosen one: 8 random bytes as hex. */
export const newClientSeed = () => randomBytes(8).toString('hex');

/** The draws of a round on the platform. */
export const roundDraws = (seeds: DrawSeeds): Draws => drawsSync(seeds, nodeHmac);

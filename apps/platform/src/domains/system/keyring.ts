import type { RsaKey } from '@site/contract';
import {
  ENCRYPTION_RSA,
  decryptCall,
  encryptedBodySchema,
  generateRsaKeyPair,
  importRsaPrivateKey,
} from '@site/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { rsaKeys } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

// The first key has a fixed id: processes racing to create it end up sharing one.
const FIRST_KEY_ID = 'rsa-1';

/** Makes sure the RSA key pair of encrypted calls exists; answers the current one. */
export async function ensureRsaKey(db: Db) {
  const latest = async () =>
    (await db.select().from(rsaKeys).orderBy(desc(rsaKeys.createdAt)).limit(1))[0];
  const existing = await latest();
  if (existing) return existing;
  const pair = await generateRsaKeyPair();
  await db
    .insert(rsaKeys)
    .values({ keyId: FIRST_KEY_ID, ...pair })
    .onConflictDoNothing();
  return (await latest())!;
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : undefined;
};

export function createKeyring(db: Db) {
  let current: Promise<RsaKey> | undefined;
  // Imported private keys by id; keys never change once stored.
  const privateKeys = new Map<string, Promise<CryptoKey | undefined>>();

  const privateKey = (keyId: string) => {
    let key = privateKeys.get(keyId);
    if (!key) {
      key = db
        .select()
        .from(rsaKeys)
        .where(eq(rsaKeys.keyId, keyId))
        .limit(1)
        .then(([row]) => (row ? importRsaPrivateKey(row.privateKey) : undefined));
      privateKeys.set(keyId, key);
      // Neither a miss (another process may create the key later) nor a failure is cached.
      const forget = () => privateKeys.delete(keyId);
      void key.then((k) => k ?? forget(), forget);
    }
    return key;
  };

  return {
    current(): Promise<RsaKey> {
      current ??= ensureRsaKey(db).then(({ keyId, publicKey }) => ({ keyId, publicKey }));
      current.catch(() => (current = undefined));
      return current;
    },

    /** The JSON body of an E call (docs/product.md §7), decrypted; refuses plain or tampered bodies. */
    async decrypt(request: FastifyRequest): Promise<unknown> {
      const wrappedKey = header(request, 'x-rsa');
      const keyId = header(request, 'x-key-id');
      const body = encryptedBodySchema.safeParse(request.body);
      if (
        header(request, 'encryption') !== ENCRYPTION_RSA ||
        !wrappedKey ||
        !keyId ||
        !body.success
      ) {
        throw new AppError('request.encryption.required');
      }
      const key = await privateKey(keyId);
      if (!key) throw new AppError('request.decryption.failed');
      try {
        return await decryptCall(key, wrappedKey, body.data);
      } catch {
        throw new AppError('request.decryption.failed');
      }
    },
  };
}
export type Keyring = ReturnType<typeof createKeyring>;

declare module 'fastify' {
  interface FastifyInstance {
    keyring: Keyring;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('keyring', createKeyring(app.db));
  },
  { name: 'keyring', dependencies: ['db'] },
);

import {
  decryptCall,
  encryptedBodySchema,
  generateRsaKeyPair,
  importRsaPrivateKey,
  systemCalls,
} from '@site/contract';
import type { mockApi } from '../../../testing/mock-api';

// One key per test file: the API client keeps the key it fetched for the module's life.
const pair = generateRsaKeyPair();

/** Serves the RSA key and reads what an E call really sent, as the platform would. */
export async function encryption(api: ReturnType<typeof mockApi>) {
  const { publicKey, privateKey } = await pair;
  const key = await importRsaPrivateKey(privateKey);
  api.on(systemCalls.rsaKey, () => ({ keyId: 'k1', publicKey }));
  return {
    /** The plain body of an E call as the mock received it. */
    async read(init: RequestInit | undefined): Promise<Record<string, unknown>> {
      const headers = new Headers(init?.headers);
      const body = encryptedBodySchema.parse(JSON.parse(String(init?.body)));
      return (await decryptCall(key, headers.get('X-RSA') ?? '', body)) as Record<string, unknown>;
    },
  };
}

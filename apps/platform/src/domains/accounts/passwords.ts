import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): ~20 ms a hash on the libuv pool.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Login and payment passwords: argon2id hashes, never the passwords themselves. */
export const passwords = {
  hash: (plain: string) => argon2.hash(plain, OPTIONS),
  async verify(hash: string, plain: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, plain);
    } catch {
      return false;
    }
  },
};
export type Passwords = typeof passwords;

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('passwords', passwords);
  },
  { name: 'passwords' },
);

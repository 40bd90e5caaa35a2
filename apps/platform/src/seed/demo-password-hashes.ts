/**
 * argon2id hashes of the demo accounts' passwords (made once with passwords.hash), so a first
 * start hashes nothing. Each hash takes a 19 MiB block on a libuv thread, and glibc keeps such
 * blocks in the thread's arena: four hashes at start cost the idle platform ~40 MB of RSS.
 * A test checks that each hash is its password's.
 */
export const demoPasswordHashes: Readonly<Record<string, string>> = {
  agent1234:
    '$argon2id$v=19$m=19456,t=2,p=1$6mDl0K0zjO6G+RPwWn17Vw$66zvGXcH1hEu5cc/PuY6Q0igstaC35VLfe9oUlTo7uI',
  player1234:
    '$argon2id$v=19$m=19456,t=2,p=1$CKnmVWYvPcieL7S7alVi5g$OIlhdE7QM02o8+nHqg7nXR3hgNtommGT+103P4YqZyg',
};

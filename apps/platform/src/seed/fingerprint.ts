/**
 * The seed's fingerprint: a start finding it stored (with the newest migration) skips the seed,
 * so a change to the seed must change it, or running databases would never get the change.
 * It is a hash of the seed's sources and of the rows they build; test/seed-fingerprint.test.ts
 * recomputes it and, when the seed changed, fails with the value to put here.
 */
export const SEED_FINGERPRINT = '2643af85076268384a65c189881c6de1';

/**
 * The environment the platform process starts with (npm start, npm run dev, the bench).
 *
 * glibc's malloc raises its mmap threshold to the size of the largest block freed (up to 32 MB),
 * so once the first argon2id hashes (19 MiB each, on the four libuv threads) are freed, later
 * ones come from per-thread arenas whose memory stays in the RSS for good: about 90 MB after a
 * few logins. A fixed threshold keeps blocks over 128 KB mmapped, returned to the system on
 * free. glibc reads it only at process start, hence here; a value already set wins.
 */
export const platformEnv = (env = process.env) => ({ MALLOC_MMAP_THRESHOLD_: '131072', ...env });

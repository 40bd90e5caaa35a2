import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../router';
import '../../features/layout/components/side-menu';
import { lazyModuleKeys } from '../../lib/lazy-module';

// Vitest runs in the web app's folder, where the manifest's keys start.
const webRoot = process.cwd();

describe('lazy modules', () => {
  it('are keyed by their real path, which is their key in the build manifest', () => {
    const keys = lazyModuleKeys();
    expect(keys).toContain('src/app/routes/category.tsx');
    for (const key of keys) expect(existsSync(join(webRoot, key)), key).toBe(true);
  });
});

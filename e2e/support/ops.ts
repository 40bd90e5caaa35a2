import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { opsPost } from './api';
import { OPS_TOKEN, baseURL } from './env';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

type Changed = { changed: string };

/**
 * The operator side of the journeys: the /ops API with the token (packages/contract/src/ops.ts),
 * and the `npm run ops` command line over it. `restore()` puts the site back to normal.
 */
export class Operator {
  constructor(private readonly token = OPS_TOKEN) {}

  maintenance(on: boolean, options: { until?: string; notice?: string } = {}) {
    return opsPost<Changed>('/ops/maintenance', this.token, { on, ...options });
  }

  regionRestriction(on: boolean, options: { allowedCountries?: string[] } = {}) {
    return opsPost<Changed>('/ops/region-restriction', this.token, { on, ...options });
  }

  featureSwitch(modId: string, on: boolean) {
    return opsPost<Changed>(`/ops/switches/${encodeURIComponent(modId)}`, this.token, { on });
  }

  addNotice(notice: { type: string; title: string; content: string; linkUrl?: string }) {
    return opsPost<Changed & { id: string }>('/ops/notices', this.token, notice);
  }

  /** `npm run ops -- <args>` against the started platform; resolves with its output, or rejects. */
  async cli(...args: string[]): Promise<{ stdout: string; stderr: string }> {
    return run('npm', ['run', '--silent', 'ops', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, OPS_URL: baseURL, OPS_TOKEN: this.token },
      timeout: 60_000,
    });
  }

  /** Maintenance off and region restriction off, whatever a test left behind. */
  async restore() {
    const results = await Promise.allSettled([
      this.maintenance(false),
      this.regionRestriction(false),
    ]);
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length) {
      throw new Error(
        `could not restore operator state: ${failed.map((f) => f.reason).join('; ')}`,
      );
    }
  }
}

import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { DepositOrder, Withdrawal } from '@site/contract';
import { opsGet, opsPost } from './api';
import { OPS_TOKEN, baseURL } from './env';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

type Changed = { changed: string };
type Page<T> = { list: T[]; totalPages: number };
/** What the operator's lists add to the member's view (opsMoneyCalls). */
type OpsDeposit = DepositOrder & { username: string };
type OpsWithdrawal = Withdrawal & { username: string; accountNo: string };

/**
 * The operator side of the journeys: the /ops API with the token (packages/contract/src/ops.ts),
 * and the `npm run ops` command line over it. `restore()` puts the site back to normal.
 */
export class Operator {
  /** Vendors and games this operator put under maintenance: `restore()` opens them again. */
  private readonly maintained = { vendors: new Set<string>(), games: new Set<string>() };

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

  /** A game vendor under maintenance (no launches, no transfers) or open again. */
  vendorMaintenance(vassalage: string, on: boolean) {
    if (on) this.maintained.vendors.add(vassalage);
    return opsPost<Changed>(
      `/ops/vendors/${encodeURIComponent(vassalage)}/maintenance`,
      this.token,
      { on },
    );
  }

  /** One game under maintenance (no launches) or open again. */
  gameMaintenance(gameId: string, on: boolean) {
    if (on) this.maintained.games.add(gameId);
    return opsPost<Changed>(`/ops/games/${encodeURIComponent(gameId)}/maintenance`, this.token, {
      on,
    });
  }

  /** Credits (or debits, when negative) a member's MAIN wallet; one key moves money once. */
  adjustBalance(username: string, amount: number, reason = 'e2e funding') {
    return opsPost<Changed & { balance: number }>(
      `/ops/members/${encodeURIComponent(username)}/adjustments`,
      this.token,
      { amount, reason, idempotencyKey: `e2e-${randomUUID()}` },
    );
  }

  /** A member's deposit order, as the operator's list shows it (newest first). */
  async depositOf(username: string, status: OpsDeposit['status'] = 'PENDING') {
    const page = await opsGet<Page<OpsDeposit>>('/ops/deposits', this.token, {
      status,
      pageSize: '100',
    });
    const order = page.list.find((o) => o.username === username);
    if (!order) throw new Error(`no ${status} deposit of ${username} in the operator's list`);
    return order;
  }

  approveDeposit(id: string) {
    return opsPost<Changed & { order: OpsDeposit }>(
      `/ops/deposits/${encodeURIComponent(id)}/approve`,
      this.token,
      {},
    );
  }

  /** A member's withdrawal, as the operator's list shows it (newest first). */
  async withdrawalOf(username: string, status: OpsWithdrawal['status'] = 'PENDING') {
    const page = await opsGet<Page<OpsWithdrawal>>('/ops/withdrawals', this.token, {
      status,
      pageSize: '100',
    });
    const withdrawal = page.list.find((w) => w.username === username);
    if (!withdrawal)
      throw new Error(`no ${status} withdrawal of ${username} in the operator's list`);
    return withdrawal;
  }

  /** The operator paid: PENDING (or NOT_RECEIVED) becomes PAID. */
  approveWithdrawal(id: string) {
    return opsPost<Changed & { withdrawal: OpsWithdrawal }>(
      `/ops/withdrawals/${encodeURIComponent(id)}/approve`,
      this.token,
      {},
    );
  }

  /** `npm run ops -- <args>` against the started platform; resolves with its output, or rejects. */
  async cli(...args: string[]): Promise<{ stdout: string; stderr: string }> {
    return run('npm', ['run', '--silent', 'ops', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, OPS_URL: baseURL, OPS_TOKEN: this.token },
      timeout: 60_000,
    });
  }

  /**
   * Maintenance off (the site's, and of the vendors and games this operator put under it) and
   * region restriction off, whatever a test left behind.
   */
  async restore() {
    const results = await Promise.allSettled([
      this.maintenance(false),
      this.regionRestriction(false),
      ...[...this.maintained.vendors].map((vassalage) => this.vendorMaintenance(vassalage, false)),
      ...[...this.maintained.games].map((gameId) => this.gameMaintenance(gameId, false)),
    ]);
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length) {
      throw new Error(
        `could not restore operator state: ${failed.map((f) => f.reason).join('; ')}`,
      );
    }
  }
}

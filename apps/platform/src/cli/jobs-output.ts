import { DAY_MS, HOUR_MS, type OpsJobs } from '@site/contract';
import { printable } from './printable.js';

const every = (ms: number) =>
  ms % DAY_MS === 0
    ? `${ms / DAY_MS} d`
    : ms % HOUR_MS === 0
      ? `${ms / HOUR_MS} h`
      : ms % 60_000 === 0
        ? `${ms / 60_000} min`
        : `${ms / 1000} s`;

/**
 * `npm run ops -- jobs`: one block a job: its period, its last run and what it answered, when
 * this process looks next, and each run still failing (with its tries and when it is retried).
 */
export function describeJobs({ jobs }: OpsJobs): string {
  return jobs
    .map((job) => {
      const lines = [`${job.job} (every ${every(job.periodMs)})`];
      lines.push(
        job.lastRun
          ? `  last run:  ${job.lastRun.doneAt} for ${job.lastRun.period}${job.lastRun.subject ? ` (${printable(job.lastRun.subject)})` : ''}: ${printable(JSON.stringify(job.lastRun.result))}`
          : '  last run:  none yet',
      );
      lines.push(`  next run:  ${job.nextRunAt ?? 'not scheduled on this process'}`);
      for (const failure of job.failures) {
        const retry = failure.retryAt
          ? `retried at ${failure.retryAt}`
          : 'tries spent, needs an operator';
        lines.push(
          `  FAILING:   ${failure.period}${failure.subject ? ` (${printable(failure.subject)})` : ''}, ${failure.attempts} tries, ${retry}: ${printable(failure.lastError)}`,
        );
      }
      return lines.join('\n');
    })
    .join('\n');
}

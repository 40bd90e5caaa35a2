import { DAY_MS, HOUR_MS } from '@site/contract';
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  jobRuns,
  lotteryIssues,
  lotteryNumberSales,
  lotteryOrders,
} from '../../db/schema/index.js';

/**
 * How long issues without orders are kept: the results, trends and verifiers read the last
 * days' draws (hot/gap statistics read 500 at most); about 31,000 issues a day over two
 * merchants are made. Issues with orders stay as long as their orders.
 */
export const KEEP_ISSUES_DAYS = 3;
/** The per-issue job runs (lottery.draw, lottery.settle) kept for the jobs overview. */
export const KEEP_ISSUE_RUNS_HOURS = 24;
/** Rows one run deletes at most per table; the next run goes on. */
const PURGE_BATCH = 50_000;

/**
 * Deletes old lottery issues no order points to (drawn, settled or void ones only: never an
 * issue still to come), the number sales of issues past their draw (their caps are over), and
 * the done runs of the per-issue jobs.
 */
export async function purgeOld(tx: Db, now: Date) {
  const issuesBefore = new Date(+now - KEEP_ISSUES_DAYS * DAY_MS);
  const old = tx
    .select({ id: lotteryIssues.id })
    .from(lotteryIssues)
    .where(
      and(
        lt(lotteryIssues.drawsAt, issuesBefore),
        inArray(lotteryIssues.state, ['DRAWN', 'SETTLED', 'VOID']),
        sql`not exists (select 1 from ${lotteryOrders} where ${lotteryOrders.issueId} = ${lotteryIssues.id})`,
      ),
    )
    .limit(PURGE_BATCH);
  const issues = await tx
    .delete(lotteryIssues)
    .where(inArray(lotteryIssues.id, old))
    .returning({ id: lotteryIssues.id });
  const sales = await tx
    .delete(lotteryNumberSales)
    .where(
      inArray(
        lotteryNumberSales.issueId,
        tx
          .select({ id: lotteryIssues.id })
          .from(lotteryIssues)
          .where(lt(lotteryIssues.drawsAt, new Date(+now - HOUR_MS))),
      ),
    )
    .returning({ id: lotteryNumberSales.issueId });
  const runs = await tx
    .delete(jobRuns)
    .where(
      inArray(
        jobRuns.id,
        tx
          .select({ id: jobRuns.id })
          .from(jobRuns)
          .where(
            and(
              inArray(jobRuns.job, ['lottery.draw', 'lottery.settle']),
              isNotNull(jobRuns.doneAt),
              lt(jobRuns.doneAt, sql`now() - make_interval(hours => ${KEEP_ISSUE_RUNS_HOURS})`),
            ),
          )
          .limit(PURGE_BATCH),
      ),
    )
    .returning({ id: jobRuns.id });
  return { issues: issues.length, sales: sales.length, runs: runs.length };
}

import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { loginAttempts } from '../../db/schema/index.js';

/** One page of a member's login attempts, newest first, and how many there are in all. */
export async function loginHistoryPage(
  db: Db,
  memberId: string,
  page: { pageNo: number; pageSize: number },
) {
  const mine = eq(loginAttempts.memberId, memberId);
  const [total] = await db.select({ count: count() }).from(loginAttempts).where(mine);
  const attempts = await db
    .select()
    .from(loginAttempts)
    .where(mine)
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { total: total?.count ?? 0, attempts };
}

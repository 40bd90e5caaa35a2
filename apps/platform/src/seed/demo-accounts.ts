import { MemberType } from '@site/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { members, walletAccounts } from '../db/schema/index.js';
import { passwords } from '../domains/accounts/passwords.js';
import { MAIN_WALLET } from '../domains/ledger/wallets.js';
import { DEMO } from './demo-merchant.js';

/**
 * Demo accounts (demo data only; the README lists them). Fixed ids keep the seed
 * deterministic; the passwords satisfy the demo merchant's password rule.
 */
export const demoAccounts = [
  {
    id: '00000000-0000-4000-8000-00000000a001',
    username: 'demoagent',
    password: 'agent1234',
    type: MemberType.agent,
    affiliateCode: 'DEMOAGENT',
    nickname: 'Demo Agent',
    countryDialingCode: null,
    mobileNum: null,
  },
  {
    id: '00000000-0000-4000-8000-00000000a002',
    username: 'demoplayer',
    password: 'player1234',
    type: MemberType.member,
    affiliateCode: null,
    nickname: 'Demo Player',
    countryDialingCode: '+62',
    mobileNum: '81200000001',
  },
];

/**
 * Adds the demo accounts that are missing, each with its MAIN wallet. An account that exists
 * is never touched, so a demo member's changed password or profile survives restarts.
 */
export async function seedDemoAccounts(tx: Db): Promise<void> {
  const usernames = demoAccounts.map((a) => a.username);
  const existing = await tx
    .select({ username: members.username })
    .from(members)
    .where(
      and(eq(members.merchantCode, DEMO), inArray(sql`lower(${members.username})`, usernames)),
    );
  const have = new Set(existing.map((m) => m.username.toLowerCase()));
  for (const { password, ...account } of demoAccounts.filter((a) => !have.has(a.username))) {
    await tx
      .insert(members)
      .values({
        ...account,
        merchantCode: DEMO,
        passwordHash: await passwords.hash(password),
        registerIp: '127.0.0.1',
      })
      .onConflictDoNothing();
  }
  const ids = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, DEMO),
        inArray(
          members.id,
          demoAccounts.map((a) => a.id),
        ),
      ),
    );
  if (ids.length) {
    await tx
      .insert(walletAccounts)
      .values(ids.map(({ id }) => ({ memberId: id, wallet: MAIN_WALLET })))
      .onConflictDoNothing();
  }
}

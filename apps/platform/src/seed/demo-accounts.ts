import { MemberType, type MemberTypeValue } from '@site/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { members, walletAccounts } from '../db/schema/index.js';
import { passwords } from '../domains/accounts/passwords.js';
import { MAIN_WALLET } from '../domains/ledger/wallets.js';
import { demoPasswordHashes } from './demo-password-hashes.js';

export interface DemoAccount {
  id: string;
  username: string;
  password: string;
  type: MemberTypeValue;
  affiliateCode: string | null;
  nickname: string;
  countryDialingCode: string | null;
  mobileNum: string | null;
}

/**
 * Demo accounts of the demo merchant DEMO (demo data only; the README lists them). Fixed ids keep
 * the seed deterministic; the passwords satisfy the demo merchant's password rule.
 */
export const demoAccounts: DemoAccount[] = [
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
 * Adds a merchant's demo accounts that are missing, each with its MAIN wallet. An account that
 * exists is never touched, so a demo member's changed password or profile survives restarts.
 */
export async function seedDemoAccounts(
  tx: Db,
  merchantCode: string,
  accounts: DemoAccount[],
): Promise<void> {
  if (!accounts.length) return;
  const usernames = accounts.map((a) => a.username);
  const existing = await tx
    .select({ username: members.username })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        inArray(sql`lower(${members.username})`, usernames),
      ),
    );
  const have = new Set(existing.map((m) => m.username.toLowerCase()));
  for (const { password, ...account } of accounts.filter((a) => !have.has(a.username))) {
    await tx
      .insert(members)
      .values({
        ...account,
        merchantCode,
        passwordHash: demoPasswordHashes[password] ?? (await passwords.hash(password)),
        registerIp: '127.0.0.1',
      })
      .onConflictDoNothing();
  }
  const ids = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantCode, merchantCode),
        inArray(
          members.id,
          accounts.map((a) => a.id),
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

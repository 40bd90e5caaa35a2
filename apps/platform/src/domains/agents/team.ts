import { randomInt } from 'node:crypto';
import {
  fromMinorUnits,
  isAgentType,
  MemberType,
  pageInfo,
  PRODUCTS,
  type Language,
  type Product,
  type Rebate,
  DAY_MS,
} from '@site/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  inviteLinks,
  memberRebates,
  members,
  teamPaths,
  type Member,
} from '../../db/schema/index.js';
import type { Db } from '../../db/database.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { requireNewPassword } from '../accounts/password-policy.js';
import { merchantTimeZone } from '../system/merchants.js';
import { startOfDay } from '../system/time-zone.js';

/** Rates travel as fractions and are kept in parts per million. */
export const PPM = 1_000_000;
export const toPpm = (rate: number) => Math.round(rate * PPM);
export const fromPpm = (ppm: number) => ppm / PPM;

const rebateText: Record<Language, string> = {
  EN: 'A rebate may not be higher than your own.',
  ID: 'Rabat tidak boleh lebih tinggi dari milik Anda.',
};

const LINK_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A link code: L and 9 characters, so it never equals an agent's 8-character code. */
const newLinkCode = () => {
  let code = 'L';
  for (let i = 0; i < 9; i++) code += LINK_ALPHABET[randomInt(LINK_ALPHABET.length)];
  return code;
};

type RebateMap = Partial<Record<Product, number>>;
const rebatesOnWire = (map: RebateMap): Rebate[] =>
  PRODUCTS.filter((p) => (map[p] ?? 0) > 0).map((product) => ({
    product,
    rate: fromPpm(map[product]!),
  }));

/** A member whose type is an agent's: who may use the agent centre's own calls. */
export type Agent = Member & {
  readonly type: typeof MemberType.agent | typeof MemberType.downlineAgent;
};

/** The agent's own account, or member.not.agent. */
export function requireAgent(member: Member): asserts member is Agent {
  if (!isAgentType(member.type)) throw new AppError('member.not.agent');
}

/**
 * The team tree (team_paths, a closure table the database keeps as members are inserted),
 * direct registration of downlines, rebates bounded by the upline's, and invitation links.
 */
export function createTeam(app: FastifyInstance, idleMinutes = 30) {
  const db = app.db;
  /** A session in use: not revoked, seen within the idle limit (as sessions.authenticate). */
  const onlineSql = sql<boolean>`exists (select 1 from sessions s where s.member_id = ${members.id} and s.revoked_at is null and s.last_seen_at > now() - make_interval(mins => ${idleMinutes}))`;

  const rebatesOf = async (memberId: string): Promise<RebateMap> => {
    const rows = await db
      .select({ product: memberRebates.product, ratePpm: memberRebates.ratePpm })
      .from(memberRebates)
      .where(eq(memberRebates.memberId, memberId));
    return Object.fromEntries(rows.map((r) => [r.product, r.ratePpm]));
  };

  /** Rebates asked for, in ppm, refused when one is above the agent's own. */
  const boundedRebates = async (agent: Member, asked: readonly Rebate[], language: Language) => {
    const own = await rebatesOf(agent.id);
    const map: Record<string, number> = {};
    for (const { product, rate } of asked) {
      const ppm = toPpm(rate);
      if (ppm > (own[product] ?? 0)) {
        throw new AppError('agent.rebate.above.upline', {
          fields: { [`body.rebates.${product}`]: rebateText[language] },
        });
      }
      map[product] = ppm;
    }
    return map;
  };

  /**
   * A lowered rebate lowers the downline's whole team with it: no one under the downline keeps
   * (or may register through a link) a rate above the downline's new one, product by product.
   */
  const clampTeamBelow = async (tx: Db, downlineId: string, map: RebateMap) => {
    const team = sql`select descendant_id from team_paths where ancestor_id = ${downlineId} and depth > 0`;
    for (const product of PRODUCTS) {
      const ceiling = map[product] ?? 0;
      await (ceiling > 0
        ? tx
            .update(memberRebates)
            .set({ ratePpm: ceiling })
            .where(
              and(
                eq(memberRebates.product, product),
                sql`${memberRebates.ratePpm} > ${ceiling}`,
                sql`${memberRebates.memberId} in (${team})`,
              ),
            )
        : tx
            .delete(memberRebates)
            .where(
              and(eq(memberRebates.product, product), sql`${memberRebates.memberId} in (${team})`),
            ));
    }
    // The team's live invitation links, the downline's own included.
    const links = await tx
      .select({ id: inviteLinks.id, rebates: inviteLinks.rebates })
      .from(inviteLinks)
      .where(
        and(
          isNull(inviteLinks.deletedAt),
          sql`${inviteLinks.agentId} in (select descendant_id from team_paths where ancestor_id = ${downlineId})`,
        ),
      );
    for (const link of links) {
      const clamped = Object.fromEntries(
        Object.entries(link.rebates)
          .map(([product, ppm]) => [product, Math.min(ppm, map[product as Product] ?? 0)] as const)
          .filter(([, ppm]) => ppm > 0),
      );
      if (JSON.stringify(clamped) !== JSON.stringify(link.rebates)) {
        await tx.update(inviteLinks).set({ rebates: clamped }).where(eq(inviteLinks.id, link.id));
      }
    }
  };

  const team = {
    rebatesOf,
    rebatesOnWire,

    /** The member in the agent's team (any depth, itself included) by username, or not.downline. */
    async memberOfTeam(agent: Member, username: string): Promise<Member & { depth: number }> {
      const [row] = await db
        .select({ member: members, depth: teamPaths.depth })
        .from(teamPaths)
        .innerJoin(members, eq(members.id, teamPaths.descendantId))
        .where(
          and(
            eq(teamPaths.ancestorId, agent.id),
            eq(members.merchantCode, agent.merchantCode),
            sql`lower(${members.username}) = lower(${username})`,
          ),
        )
        .limit(1);
      if (!row) throw new AppError('member.not.downline');
      return { ...row.member, depth: row.depth };
    },

    /** Downlines at every depth (the agent not counted). */
    async size(agentId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(teamPaths)
        .where(and(eq(teamPaths.ancestorId, agentId), sql`${teamPaths.depth} > 0`));
      return row?.n ?? 0;
    },

    /** Registers a downline directly: a member (41) or an agent (42) under the agent. */
    async registerDownline(
      agent: Member,
      body: { username: string; password: string; accountType: 41 | 42; rebates: Rebate[] },
      language: Language,
      ip: string,
    ) {
      requireAgent(agent);
      await requireNewPassword(
        app,
        agent.merchantCode,
        language,
        {
          password: body.password,
          confirmation: body.password,
        },
        { password: 'password', confirmation: 'password' },
      );
      const rebates = await boundedRebates(agent, body.rebates, language);
      const member = await app.accounts.create({
        merchantCode: agent.merchantCode,
        username: body.username.trim(),
        type: body.accountType === 42 ? MemberType.downlineAgent : MemberType.downlineMember,
        password: body.password,
        registerIp: ip,
        uplineId: agent.id,
        rebates,
      });
      return { account: member.username, type: body.accountType };
    },

    /** A direct downline's rebates, each no higher than the agent's own. */
    async updateRebates(agent: Member, username: string, asked: Rebate[], language: Language) {
      requireAgent(agent);
      const downline = await team.memberOfTeam(agent, username);
      if (downline.depth !== 1) throw new AppError('member.not.downline');
      const map = await boundedRebates(agent, asked, language);
      await db.transaction(async (tx) => {
        await tx.delete(memberRebates).where(eq(memberRebates.memberId, downline.id));
        const rows = Object.entries(map).filter(([, ppm]) => ppm > 0);
        if (rows.length) {
          await tx
            .insert(memberRebates)
            .values(
              rows.map(([product, ratePpm]) => ({ memberId: downline.id, product, ratePpm })),
            );
        }
        await clampTeamBelow(tx, downline.id, map);
      });
      return { rebates: rebatesOnWire(map) };
    },

    async links(agent: Member, pageNo: number, pageSize: number) {
      requireAgent(agent);
      const where = and(eq(inviteLinks.agentId, agent.id), isNull(inviteLinks.deletedAt));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(inviteLinks)
          .where(where)
          .orderBy(desc(inviteLinks.createdAt))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(inviteLinks)
          .where(where),
      ]);
      return { ...pageInfo(pageNo, pageSize, total?.n ?? 0), list: rows.map(linkOnWire) };
    },

    async createLink(
      agent: Member,
      body: { accountType: 41 | 42; rebates: Rebate[]; validDays?: number | undefined },
      language: Language,
    ) {
      requireAgent(agent);
      const rebates = await boundedRebates(agent, body.rebates, language);
      for (let draw = 1; ; draw++) {
        try {
          const [link] = await db
            .insert(inviteLinks)
            .values({
              merchantCode: agent.merchantCode,
              agentId: agent.id,
              code: newLinkCode(),
              accountType: body.accountType,
              rebates,
              expiresAt: body.validDays ? new Date(Date.now() + body.validDays * DAY_MS) : null,
            })
            .returning();
          return linkOnWire(link!);
        } catch (error) {
          if (uniqueViolation(error) !== 'invite_links_code_key' || draw >= 5) throw error;
        }
      }
    },

    async deleteLink(agent: Member, id: string) {
      const [gone] = await db
        .update(inviteLinks)
        .set({ deletedAt: sql`now()` })
        .where(
          and(
            eq(inviteLinks.id, id),
            eq(inviteLinks.agentId, agent.id),
            isNull(inviteLinks.deletedAt),
          ),
        )
        .returning({ id: inviteLinks.id });
      if (!gone) throw new AppError('resource.not.found');
      return { id: gone.id };
    },

    /**
     * The team as the downline management page lists it: direct downlines of the agent (or of
     * `parent`, a member of its team) or every level, filtered by username and registration
     * day, newest first, with balances, last login and team counts of the page's rows only.
     */
    async downlines(
      agent: Member,
      query: {
        pageNo: number;
        pageSize: number;
        username?: string | undefined;
        parent?: string | undefined;
        level: 'direct' | 'all';
        registeredFrom?: string | undefined;
        registeredTo?: string | undefined;
        online?: 'Y' | 'N' | undefined;
      },
    ) {
      requireAgent(agent);
      const root = query.parent
        ? await team.memberOfTeam(agent, query.parent)
        : { ...agent, depth: 0 };
      const conditions = [
        eq(teamPaths.ancestorId, root.id),
        query.level === 'direct' ? eq(teamPaths.depth, 1) : sql`${teamPaths.depth} > 0`,
      ];
      if (query.username) {
        conditions.push(
          sql`lower(${members.username}) like ${`%${query.username.toLowerCase()}%`}`,
        );
      }
      // Registration days are the merchant's, as the team's reports count them.
      const zone = await merchantTimeZone(db, agent.merchantCode);
      if (query.registeredFrom) {
        conditions.push(sql`${members.createdAt} >= ${startOfDay(query.registeredFrom, zone)}`);
      }
      if (query.registeredTo) {
        conditions.push(sql`${members.createdAt} < ${startOfDay(query.registeredTo, zone, 1)}`);
      }
      if (query.online) {
        conditions.push(query.online === 'Y' ? onlineSql : sql`not ${onlineSql}`);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            member: members,
            depth: teamPaths.depth,
            upline: sql<
              string | null
            >`(select u.username from members u where u.id = ${members.uplineId})`,
            balance: sql<string>`(select coalesce(sum(w.balance), 0)::text from wallet_accounts w where w.member_id = ${members.id})`,
            lastLoginAt: sql<
              string | null
            >`(select max(a.created_at)::text from login_attempts a where a.member_id = ${members.id} and a.success)`,
            teamCount: sql<number>`(select count(*)::int from team_paths t where t.ancestor_id = ${members.id} and t.depth > 0)`,
            online: onlineSql,
          })
          .from(teamPaths)
          .innerJoin(members, eq(members.id, teamPaths.descendantId))
          .where(where)
          .orderBy(desc(members.createdAt), desc(members.id))
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(teamPaths)
          .innerJoin(members, eq(members.id, teamPaths.descendantId))
          .where(where),
      ]);
      const rebates = await Promise.all(rows.map((r) => rebatesOf(r.member.id)));
      return {
        ...pageInfo(query.pageNo, query.pageSize, total?.n ?? 0),
        list: rows.map((r, i) => ({
          account: r.member.username,
          nickname: r.member.nickname,
          type: r.member.type,
          level: r.depth + root.depth,
          upline: r.upline,
          balance: fromMinorUnits(BigInt(r.balance)),
          registeredAt: r.member.createdAt.toISOString(),
          lastLoginAt: r.lastLoginAt ? new Date(r.lastLoginAt).toISOString() : null,
          online: r.online === true,
          teamCount: r.teamCount,
          rebates: rebatesOnWire(rebates[i]!),
        })),
      };
    },
  };
  return team;
}

const linkOnWire = (link: typeof inviteLinks.$inferSelect) => ({
  id: link.id,
  code: link.code,
  accountType: link.accountType === 42 ? (42 as const) : (41 as const),
  rebates: rebatesOnWire(link.rebates as RebateMap),
  registrations: link.registrations,
  expiresAt: link.expiresAt?.toISOString() ?? null,
  createdAt: link.createdAt.toISOString(),
});

export type Team = ReturnType<typeof createTeam>;

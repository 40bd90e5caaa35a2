import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../src/db/schema/index.js';

/**
 * A team of `size` under `top`, six levels deep (5, 25, 125, 625, 3,125 agents, then members
 * under the 3,125), made with SQL: each level in two statements, its members (the trigger off),
 * then their closure rows (their own and their upline's paths one deeper), as the trigger would
 * write them. Then one settled round of 10.00 per member, now (half of them win 19.00).
 * Shared by the agents-team test and the agents bench (bench/agents-team.ts).
 */
export async function buildBigTeam(app: FastifyInstance, top: Member, size = 100_000) {
  const hash = top.passwordHash;
  const prefix = `t${top.username.slice(0, 6)}`;
  const level = async (depth: number, perParent: number, type: number, total?: number) => {
    await app.db.execute(sql`
      insert into members (merchant_code, username, type, password_hash, register_ip, upline_id)
      select 'DEMO', ${`${prefix}${depth}_`} || row_number() over (), ${type}, ${hash}, '127.0.0.1', p.id
      from (select descendant_id as id from team_paths
            where ancestor_id = ${top.id} and depth = ${depth - 1}) p
      cross join generate_series(1, ${perParent}) g
      ${total ? sql`limit ${total}` : sql``}`);
    await app.db.execute(sql`
      insert into team_paths (ancestor_id, descendant_id, depth)
      select m.id, m.id, 0 from members m where m.username like ${`${prefix}${depth}\\_%`}
      union all
      select t.ancestor_id, m.id, t.depth + 1
      from members m join team_paths t on t.descendant_id = m.upline_id
      where m.username like ${`${prefix}${depth}\\_%`}`);
  };
  await app.db.execute(sql`alter table members disable trigger members_team_paths`);
  try {
    await level(1, 5, 42);
    await level(2, 5, 42);
    await level(3, 5, 42);
    await level(4, 5, 42);
    await level(5, 5, 42);
    await level(6, Math.ceil((size - 3_905) / 3_125), 41, size - 3_905);
  } finally {
    await app.db.execute(sql`alter table members enable trigger members_team_paths`);
  }
  await app.db.execute(sql`
    insert into game_rounds (merchant_code, member_id, game_id, vassalage, wallet, round_key,
      stake, win, status, settled_at)
    select 'DEMO', t.descendant_id, g.game_id, g.vassalage, 'MAIN', 'big-' || t.descendant_id,
      1000, (case when random() < 0.5 then 1900 else 0 end), 'SETTLED', now()
    from team_paths t cross join (select game_id, vassalage from games where game_type = 'RNG' limit 1) g
    where t.ancestor_id = ${top.id} and t.depth > 0`);
}

import type { FeatureSwitch, RegisterFieldRule, SettingNode } from '@site/contract';
import { registerFieldNameSchema } from '@site/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { registerFieldRules, settingNodes } from '../../db/schema/index.js';
import type { ReadVersions } from './read-versions.js';

type NodeRow = typeof settingNodes.$inferSelect;

/** Builds the settings tree from flat rows (parents first by sort order). */
export function toTree(rows: NodeRow[], parent: string | null = null): SettingNode[] {
  return rows
    .filter((r) => r.parentModId === parent)
    .map((r) => ({ modId: r.modId, enabled: r.enabled, childrenNodes: toTree(rows, r.modId) }));
}

export function createSettingsRepository(db: Db, versions: ReadVersions) {
  const nodes = (merchantCode: string, tx: Db = db) =>
    tx
      .select()
      .from(settingNodes)
      .where(eq(settingNodes.merchantCode, merchantCode))
      .orderBy(asc(settingNodes.sortOrder), asc(settingNodes.modId));

  return {
    nodes,
    tree: async (merchantCode: string) => toTree(await nodes(merchantCode)),

    async registerRules(merchantCode: string): Promise<RegisterFieldRule[]> {
      const rows = await db
        .select()
        .from(registerFieldRules)
        .where(eq(registerFieldRules.merchantCode, merchantCode))
        .orderBy(asc(registerFieldRules.sortOrder));
      return rows.map((r) => ({
        name: registerFieldNameSchema.parse(r.name),
        enabled: r.enabled,
        required: r.required,
        acceptedPattern: r.acceptedPattern,
        patternId: r.patternId,
        minLength: r.minLength,
        maxLength: r.maxLength,
      }));
    },

    /** Turns a switch on or off; answers its previous state, or undefined when absent. */
    async setSwitch(
      merchantCode: string,
      modId: FeatureSwitch,
      on: boolean,
      tx: Db = db,
    ): Promise<{ was: boolean } | undefined> {
      const where = and(eq(settingNodes.merchantCode, merchantCode), eq(settingNodes.modId, modId));
      const [row] = await tx.select().from(settingNodes).where(where).for('update');
      if (!row) return undefined;
      await tx.update(settingNodes).set({ enabled: on }).where(where);
      await versions.bump(tx, merchantCode, 'site');
      return { was: row.enabled };
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('settings', createSettingsRepository(app.db, app.readVersions));
  },
  { name: 'settings', dependencies: ['db', 'read-versions'] },
);

import { isSwitchOn, type FeatureSwitch } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';

/** The merchant's switches, read once for a request that checks several. */
export async function switchesOf(app: FastifyInstance, merchantCode: string) {
  const settings = { modules: await app.settings.tree(merchantCode) };
  return (modId: FeatureSwitch) => isSwitchOn(settings, modId);
}

/** Refuses a call whose feature the merchant turned off (403 feature.disabled). */
export async function requireSwitch(
  app: FastifyInstance,
  merchantCode: string,
  modId: FeatureSwitch,
) {
  if (!(await switchesOf(app, merchantCode))(modId)) throw new AppError('feature.disabled');
}

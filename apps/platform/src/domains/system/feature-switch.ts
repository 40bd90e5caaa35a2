import { isSwitchOn, type FeatureSwitch } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';

/** The merchant's switches, read once for a request that checks several. */
export async function switchesOf(app: FastifyInstance, merchantCode: string) {
  const settings = { modules: await app.settings.tree(merchantCode) };
  return (modId: FeatureSwitch) => isSwitchOn(settings, modId);
}

/** Whether one switch of the merchant is on. */
export async function isOn(app: FastifyInstance, merchantCode: string, modId: FeatureSwitch) {
  return (await switchesOf(app, merchantCode))(modId);
}

/** Refuses a call whose feature the merchant turned off (403 feature.disabled). */
export async function requireSwitch(
  app: FastifyInstance,
  merchantCode: string,
  modId: FeatureSwitch,
) {
  if (!(await isOn(app, merchantCode, modId))) throw new AppError('feature.disabled');
}

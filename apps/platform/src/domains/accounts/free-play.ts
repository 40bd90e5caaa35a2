import { randomInt } from 'node:crypto';
import { MemberType, type LoginSuccess } from '@site/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { unusablePassword } from './accounts.js';
import { requireSwitch } from '../system/feature-switch.js';

/** Trial accounts a visitor may start from one IP in an hour. */
const PER_IP_HOURLY = 5;

/**
 * Free play (FREEPLAY3): a new trial account (type 4) with its play credits, logged in at once
 * (docs/product.md §4). The credits are play money in a book of their own (money/play-money.ts).
 */
export async function startFreePlay(
  app: FastifyInstance,
  merchant: Merchant,
  body: { sliderToken?: string | undefined },
  request: FastifyRequest,
): Promise<LoginSuccess> {
  await requireSwitch(app, merchant.code, 'FREEPLAY3');
  const limit = await app.throttle.hit(
    `freeplay:${merchant.code}:${request.ip}`,
    PER_IP_HOURLY,
    3600,
  );
  if (!limit.allowed) throw new AppError('request.throttled', { retryAt: limit.retryAt });
  await app.humanChecks.requireSlider(merchant, body.sliderToken);
  const member = await app.accounts.createDrawingUsername(
    () => `guest${randomInt(10_000_000, 100_000_000)}`,
    {
      merchantCode: merchant.code,
      type: MemberType.trial,
      password: unusablePassword(),
      registerIp: request.ip,
    },
  );
  await app.playMoney.grant(member);
  return app.accounts.logInNew(member, merchant, request);
}

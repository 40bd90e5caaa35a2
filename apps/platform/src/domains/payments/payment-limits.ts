import { fromMinorUnits, toMinorUnits, type PaymentLimits } from '@site/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { merchants, type Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { figure } from './references.js';

/** The merchant's withdrawal limits and confirmation window, as the operator reads and sets them. */
export function createPaymentLimits(app: FastifyInstance) {
  const limitsOf = (merchant: Merchant): PaymentLimits => ({
    withdrawMin: fromMinorUnits(merchant.withdrawMin),
    withdrawMax: fromMinorUnits(merchant.withdrawMax),
    withdrawDailyCount: merchant.withdrawDailyCount,
    confirmMinutes: merchant.withdrawConfirmMinutes,
  });

  return {
    of: limitsOf,

    /** Changes some of the limits; the minimum may not exceed the maximum. */
    async set(merchant: Merchant, change: Partial<PaymentLimits>) {
      return app.db.transaction(async (tx) => {
        // Locked, so two partial changes (one the minimum, one the maximum) cannot cross.
        const [current] = await tx
          .select()
          .from(merchants)
          .where(eq(merchants.code, merchant.code))
          .for('update');
        const next = {
          withdrawMin:
            change.withdrawMin === undefined
              ? current!.withdrawMin
              : toMinorUnits(change.withdrawMin),
          withdrawMax:
            change.withdrawMax === undefined
              ? current!.withdrawMax
              : toMinorUnits(change.withdrawMax),
          withdrawDailyCount: change.withdrawDailyCount ?? current!.withdrawDailyCount,
          withdrawConfirmMinutes: change.confirmMinutes ?? current!.withdrawConfirmMinutes,
        };
        if (next.withdrawMin > next.withdrawMax) {
          throw new AppError('request.invalid', {
            fields: {
              [change.withdrawMin === undefined ? 'body.withdrawMax' : 'body.withdrawMin']:
                `The minimum (${figure(next.withdrawMin)}) may not exceed the maximum (${figure(next.withdrawMax)}).`,
            },
          });
        }
        const [updated] = await tx
          .update(merchants)
          .set(next)
          .where(eq(merchants.code, merchant.code))
          .returning();
        const changed = `payment limits for ${merchant.code}: withdrawals ${figure(next.withdrawMin)} to ${figure(next.withdrawMax)}, ${next.withdrawDailyCount} a day, auto-received after ${next.withdrawConfirmMinutes} min`;
        await app.readVersions.bump(tx, merchant.code, 'site');
        await app.opsAudit.record(merchant.code, 'payment-limits', changed, change, tx);
        return { changed, limits: limitsOf(updated!) };
      });
    },
  };
}
export type PaymentLimitsStore = ReturnType<typeof createPaymentLimits>;

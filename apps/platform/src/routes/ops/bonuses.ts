import { fromMinorUnits, opsMoneyCalls, toMinorUnits } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { ClearingAccount } from '../../domains/ledger/ledger.js';
import { registerCall } from '../register-call.js';
import { creditMain } from './operator-credit.js';

/** The operator grants a bonus: the merchant's BONUS account to the member's MAIN wallet. */
export default async function opsBonusRoutes(app: FastifyInstance) {
  registerCall(app, opsMoneyCalls.grantBonus, async ({ merchant, params, body }) => {
    const amount = toMinorUnits(body.amount);
    return creditMain(app, {
      merchant,
      username: params.username,
      amount,
      clearing: ClearingAccount.bonus,
      kind: 'BONUS',
      // The member's bonus list shows it as the bonus's title.
      reference: body.title,
      named: { title: body.title },
      keyPrefix: 'ops-bonus',
      idempotencyKey: body.idempotencyKey,
      action: 'bonus-grant',
      input: { ...params, ...body },
      describe: (member, balance) =>
        `bonus "${body.title}" of +${fromMinorUnits(amount).toFixed(2)} granted to ${member.username} for ${merchant.code}, balance now ${fromMinorUnits(balance).toFixed(2)}`,
    });
  });
}

import { fromMinorUnits, MemberType, opsMoneyCalls, toMinorUnits } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { ClearingAccount, requestHashOf, type LedgerReceipt } from '../../plugins/app/ledger.js';
import { MAIN_WALLET } from '../../plugins/app/wallets.js';
import { registerCall } from '../register-call.js';

/** The operator grants a bonus: the merchant's BONUS account to the member's MAIN wallet. */
export default async function opsBonusRoutes(app: FastifyInstance) {
  registerCall(app, opsMoneyCalls.grantBonus, async ({ merchant, params, body }) => {
    const member = await app.members.byUsername(merchant.code, params.username);
    if (!member) {
      throw new AppError('member.not.found', {
        detail: `${merchant.code} has no account ${params.username}`,
      });
    }
    if (member.type === MemberType.trial) {
      throw new AppError('member.trial', { detail: 'A trial account holds no real money.' });
    }
    const amount = toMinorUnits(body.amount);
    const wallet = await app.ledger.memberAccount(member.id, MAIN_WALLET);
    const clearing = await app.ledger.clearingAccount(merchant.code, ClearingAccount.bonus);
    const balanceOf = (posted: LedgerReceipt) =>
      posted.postings.find((p) => p.accountId === wallet)!.balanceAfter;
    const describe = (balance: bigint) =>
      `bonus "${body.title}" of +${fromMinorUnits(amount).toFixed(2)} granted to ${member.username} for ${merchant.code}, balance now ${fromMinorUnits(balance).toFixed(2)}`;
    const receipt = await app.ledger.post({
      merchantCode: merchant.code,
      kind: 'BONUS',
      // The member's bonus list shows it as the bonus's title.
      reference: body.title,
      // Apart from the keys of members' own calls and of adjustments.
      idempotencyKey: `ops-bonus:${body.idempotencyKey}`,
      requestHash: requestHashOf({
        kind: 'BONUS',
        username: member.username,
        amount,
        title: body.title,
      }),
      postings: [
        { accountId: wallet, amount },
        { accountId: clearing, amount: -amount },
      ],
      // The audit row once, with the movement; a retry records nothing.
      alongside: (tx, posted) =>
        app.opsAudit.record(
          merchant.code,
          'bonus-grant',
          describe(balanceOf(posted)),
          { ...params, ...body, transactionId: posted.transactionId },
          tx,
        ),
    });
    const balance = balanceOf(receipt);
    return {
      changed: describe(balance),
      transactionId: receipt.transactionId,
      balance: fromMinorUnits(balance),
    };
  });
}

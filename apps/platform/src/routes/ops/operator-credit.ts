import { fromMinorUnits, MemberType, type LedgerKind } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import type { Member, Merchant } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import {
  requestHashOf,
  type ClearingAccountName,
  type LedgerReceipt,
} from '../../domains/ledger/ledger.js';
import { MAIN_WALLET } from '../../domains/ledger/wallets.js';

export interface OperatorCredit {
  merchant: Merchant;
  username: string;
  /** Signed minor units: positive credits MAIN, negative debits it (never below zero). */
  amount: bigint;
  /** The merchant's account on the other side. */
  clearing: ClearingAccountName;
  /** The ledger kind, e.g. BONUS or ADJUSTMENT. */
  kind: LedgerKind;
  /** What the member's records show as the movement's reference (a title, a reason). */
  reference: string;
  /** The rest of what names the request in its hash, e.g. { title } or { reason }. */
  named: Record<string, string>;
  /** The operator's key, kept apart from members' own keys by this prefix. */
  keyPrefix: string;
  idempotencyKey: string;
  /** The audit action, e.g. bonus-grant. */
  action: string;
  /** The call's input, recorded in the audit with the transaction id. */
  input: object;
  /** What changed, for the answer and the audit, given the member and MAIN after it. */
  describe: (member: Member, balance: bigint) => string;
}

/**
 * An operator's movement of a member's MAIN wallet against one of the merchant's clearing
 * accounts (a bonus, a balance adjustment): once per idempotency key, with its audit row in the
 * same database transaction; a retry answers the first result and records nothing.
 */
export async function creditMain(app: FastifyInstance, credit: OperatorCredit) {
  const { merchant, amount } = credit;
  const member = await app.members.byUsername(merchant.code, credit.username);
  if (!member) {
    throw new AppError('member.not.found', {
      detail: `${merchant.code} has no account ${credit.username}`,
    });
  }
  if (member.type === MemberType.trial) {
    throw new AppError('member.trial', { detail: 'A trial account holds no real money.' });
  }
  const wallet = await app.ledger.memberAccount(member.id, MAIN_WALLET);
  const clearing = await app.ledger.clearingAccount(merchant.code, credit.clearing, {
    spreadBy: member.id,
  });
  const balanceOf = (posted: LedgerReceipt) =>
    posted.postings.find((p) => p.accountId === wallet)!.balanceAfter;
  const receipt = await app.ledger.post({
    merchantCode: merchant.code,
    kind: credit.kind,
    reference: credit.reference,
    idempotencyKey: `${credit.keyPrefix}:${credit.idempotencyKey}`,
    requestHash: requestHashOf({
      kind: credit.kind,
      username: member.username,
      amount,
      ...credit.named,
    }),
    postings: [
      { accountId: wallet, amount },
      { accountId: clearing, amount: -amount },
    ],
    alongside: (tx, posted) =>
      app.opsAudit.record(
        merchant.code,
        credit.action,
        credit.describe(member, balanceOf(posted)),
        { ...credit.input, transactionId: posted.transactionId },
        tx,
      ),
  });
  const balance = balanceOf(receipt);
  return {
    changed: credit.describe(member, balance),
    transactionId: receipt.transactionId,
    balance: fromMinorUnits(balance),
  };
}

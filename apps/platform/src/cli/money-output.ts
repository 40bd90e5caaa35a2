import { opsMoneyCalls, type PaymentLimits } from '@site/contract';
import * as z from 'zod';
import type { OpsCallName } from './commands.js';
import { printable } from './printable.js';

const amount = (value: number) => value.toFixed(2);
/** Rows as aligned columns; every cell is text the platform answered, so made printable. */
const table = (answered: string[][]) => {
  const rows = answered.map((r) => r.map(printable));
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd(),
  );
};
const footer = (page: { pageNum: number; totalPages: number; totalCount: number }, noun: string) =>
  `page ${page.pageNum} of ${Math.max(page.totalPages, 1)} (${page.totalCount} ${noun}; --page N for another)`;

const describeLimits = (limits: PaymentLimits) =>
  [
    `withdrawal minimum:  ${amount(limits.withdrawMin)}`,
    `withdrawal maximum:  ${amount(limits.withdrawMax)}`,
    `withdrawals a day:   ${limits.withdrawDailyCount} (a member's, in the merchant's day)`,
    `confirm minutes:     ${limits.confirmMinutes} (a PAID withdrawal counts as received after)`,
  ].join('\n');

/**
 * How the command line prints what a money listing answers; undefined for calls that answer
 * what changed (printed as "changed: ...").
 */
export function describeMoneyAnswer(name: OpsCallName, value: unknown): string | undefined {
  if (name === 'deposits') {
    const page = z.parse(opsMoneyCalls.deposits.response, value);
    if (page.list.length === 0) return `no deposit orders\n${footer(page, 'orders')}`;
    return [
      ...table([
        ['ID', 'REFERENCE', 'STATUS', 'AMOUNT', 'MEMBER', 'CHANNEL', 'CREATED', 'REMARK'],
        ...page.list.map((o) => [
          o.id,
          o.reference,
          o.status,
          amount(o.amount),
          o.username,
          o.channelName,
          o.createdAt,
          o.remark ?? '',
        ]),
      ]),
      footer(page, 'orders'),
    ].join('\n');
  }
  if (name === 'withdrawals') {
    const page = z.parse(opsMoneyCalls.withdrawals.response, value);
    if (page.list.length === 0) return `no withdrawals\n${footer(page, 'withdrawals')}`;
    return [
      ...table([
        ['ID', 'REFERENCE', 'STATUS', 'AMOUNT', 'MEMBER', 'PAY TO', 'PAYEE', 'CREATED', 'NOTE'],
        ...page.list.map((w) => [
          w.id,
          w.reference,
          w.status,
          amount(w.amount),
          w.username,
          `${w.card.providerName} ${w.accountNo}`,
          w.card.payeeName,
          w.createdAt,
          [
            w.status === 'PAID' && w.autoReceiveAt ? `auto-received at ${w.autoReceiveAt}` : '',
            w.autoReceived ? 'auto-received' : '',
            w.proofCount ? `${w.proofCount} proof(s)` : '',
            w.remark ? `"${w.remark}"` : '',
          ]
            .filter(Boolean)
            .join(', '),
        ]),
      ]),
      footer(page, 'withdrawals'),
    ].join('\n');
  }
  if (name === 'paymentLimits') {
    return describeLimits(z.parse(opsMoneyCalls.paymentLimits.response, value));
  }
  if (name === 'setPaymentLimits') {
    const { changed, limits } = z.parse(opsMoneyCalls.setPaymentLimits.response, value);
    return `changed: ${printable(changed)}\n${describeLimits(limits)}`;
  }
  return undefined;
}

import { walletCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { toAmount } from '../../plugins/app/wallets.js';
import { memberOf, registerCall } from '../register-call.js';

/** Wallet calls; the money issue adds transfers and the ledger behind them. */
export default async function walletRoutes(app: FastifyInstance) {
  registerCall(app, walletCalls.balance, async (ctx) => ({
    sumBalance: toAmount(await app.wallets.sumBalance(memberOf(ctx).member.id)),
    currencyCode: ctx.merchant.currencyCode,
    currencySymbol: ctx.merchant.currencySymbol,
  }));
}

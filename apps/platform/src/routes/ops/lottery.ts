import { opsLotteryCalls } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

/** The operator's lottery: a game's issues; voiding an issue not drawn yet (audited). */
export default async function opsLotteryRoutes(app: FastifyInstance) {
  registerCall(app, opsLotteryCalls.lotteryIssues, ({ merchant, params }) =>
    app.lottery.opsIssues(merchant.code, params.gameCode),
  );

  registerCall(app, opsLotteryCalls.voidLotteryIssue, ({ merchant, params }) =>
    app.db.transaction(async (tx) => {
      const gameCode = params.gameCode.toUpperCase();
      const was = await app.lottery.voidIssue(tx, merchant.code, gameCode, params.numero);
      const changed = `lottery ${gameCode} issue ${params.numero} void (was ${was}); it is never drawn`;
      await app.opsAudit.record(merchant.code, 'lottery-void', changed, params, tx);
      return { changed };
    }),
  );
}

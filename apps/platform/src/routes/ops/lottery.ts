import { opsLotteryCalls, toMinorUnits } from '@site/contract';
import { eq } from 'drizzle-orm';
import { merchantLotteryGames } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { findGame } from '../../domains/lottery/reads.js';
import { settingOf } from '../../domains/lottery/limits.js';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../register-call.js';

const minor = (amount: number | undefined) =>
  amount === undefined ? undefined : toMinorUnits(amount);

/** A game's limits in words, for the operator. */
const limitsText = (s: ReturnType<typeof settingOf>) =>
  `return ${(s.returnBp / 100).toFixed(2)} %, line ${s.minLineAmount}..${s.maxLineAmount}, ` +
  `multiple ≤ ${s.maxMultiple}, win per order ≤ ${s.maxWinPerOrder}, per number ≤ ${s.maxPerNumber}, ` +
  `per member and issue ≤ ${s.maxPerIssue}, chase ${s.chase ? 'on' : 'off'}`;

/**
 * The operator's lottery: a game's issues; voiding an issue not drawn yet; a game's betting
 * limits (audited).
 */
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

  registerCall(app, opsLotteryCalls.setLotteryLimits, ({ merchant, params, body }) =>
    app.db.transaction(async (tx) => {
      const game = await findGame(tx, merchant.code, params.gameCode);
      const next = {
        returnBp: body.returnBp ?? game.returnBp,
        minLineMinor: minor(body.minLineAmount) ?? game.minLineMinor,
        maxLineMinor: minor(body.maxLineAmount) ?? game.maxLineMinor,
        maxMultiple: body.maxMultiple ?? game.maxMultiple,
        maxWinMinor: minor(body.maxWinPerOrder) ?? game.maxWinMinor,
        maxPerNumberMinor: minor(body.maxPerNumber) ?? game.maxPerNumberMinor,
        maxPerIssueMinor: minor(body.maxPerIssue) ?? game.maxPerIssueMinor,
        chaseAllowed: body.chase ?? game.chaseAllowed,
      };
      if (next.minLineMinor > next.maxLineMinor) {
        throw new AppError('request.invalid', {
          fields: { 'body.minLineAmount': 'The smallest line is above the largest.' },
        });
      }
      const [updated] = await tx
        .update(merchantLotteryGames)
        .set(next)
        .where(eq(merchantLotteryGames.id, game.id))
        .returning();
      const changed = `lottery ${game.gameCode} limits: ${limitsText(settingOf(updated!))}`;
      if (Object.values(body).some((v) => v !== undefined)) {
        await app.opsAudit.record(
          merchant.code,
          'lottery-limits',
          changed,
          { ...params, ...body },
          tx,
        );
      }
      return { changed };
    }),
  );
}

import type { HouseBet, HouseOutcome } from '@site/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.js';
import { gameRounds } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { ClearingAccount, requestHashOf, type LedgerReceipt } from '../ledger/ledger.js';
import { PLAY_WALLET } from '../ledger/wallets.js';
import { moveRound, roundTransition, type RoundTransition } from '../house/round-states.js';

export type GameRound = typeof gameRounds.$inferSelect;

/** A round as a vendor names it: its own code, the member and the vendor's round id. */
export interface RoundRef {
  merchantCode: string;
  memberId: string;
  /** The vendor's code. */
  vassalage: string;
  /** The vendor's round id (the house page's round key). */
  roundKey: string;
}

/** Where a round's money lives: the game, and the member's wallet it bets from. */
export interface RoundPlace {
  gameId: string;
  /** 'MAIN' (seamless vendors, single-wallet merchants) or the vendor's vassalage. */
  wallet: string;
  /** What the ledger's reference shows (the game's name). */
  reference: string;
}

/** A house round's draw, written on the round row in the debit's own transaction. */
export interface RoundDraw {
  bet: HouseBet;
  outcome: HouseOutcome;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface DebitInput extends RoundRef, RoundPlace {
  /** Minor units, above zero. */
  stake: bigint;
  /**
   * Draws the outcome inside the debit's transaction (a house round), after the stake is
   * taken and only when this call takes it, so a retry never draws again.
   */
  draw?: (tx: Db) => Promise<RoundDraw>;
  /** More of the request a retry must repeat (a house round's bet and client seed). */
  request?: unknown;
}

type Step = 'debit' | 'credit' | 'rollback';

/** The ledger key of one step of a round: unique per merchant, so each step moves money once. */
export const roundKeyOf = (ref: RoundRef, step: Step) =>
  `round:${ref.vassalage}:${ref.memberId}:${ref.roundKey}:${step}`;

/**
 * The round a ledger key moves money for (roundKeyOf read back), or undefined for the key of
 * anything else. A vendor code has no ':' and a member id is a uuid, so the round key may.
 */
export function roundOfLedgerKey(key: string): Omit<RoundRef, 'merchantCode'> | undefined {
  const match = /^round:([^:]+):([0-9a-f-]{36}):(.+):(?:debit|credit|rollback)$/.exec(key);
  return match ? { vassalage: match[1]!, memberId: match[2]!, roundKey: match[3]! } : undefined;
}

/** Thrown inside a ledger transaction when the round changed under it; rolls the money back. */
class RoundMoved extends Error {}

/**
 * The operator's side of a seamless wallet: a vendor takes a round's stake from the
 * member's wallet (debit), pays its win (credit) or gives the stake back (rollback), each as
 * one ledger transaction under the round's own idempotency key, with the round row
 * (game_rounds) changed in the same database transaction.
 *
 * - A duplicate of any step answers the round as the first call left it and moves nothing.
 * - The same step with other amounts is refused: idempotency.key.reused.
 * - Out of order: a credit before its debit is round.not.found (the vendor retries it); a
 *   rollback before its debit leaves a VOID row, so the late debit is round.closed; a credit
 *   after a rollback, or a rollback after a credit, is round.closed.
 * - The member's wallet never goes below zero (wallet.insufficient, nothing written).
 *
 * Concurrent calls serialise on the database (the ledger key's unique index, the round key's
 * unique index game_rounds_key, the round's transitions written by UPDATEs guarded by the
 * state they leave: house/round-states), so this holds with several platform processes on one
 * PostgreSQL.
 */
export function createSeamlessWallet(app: FastifyInstance) {
  const db = app.db;

  const whereRound = (ref: RoundRef) =>
    and(
      eq(gameRounds.vassalage, ref.vassalage),
      eq(gameRounds.memberId, ref.memberId),
      eq(gameRounds.roundKey, ref.roundKey),
    );

  const find = async (ref: RoundRef, executor: Db = db): Promise<GameRound | undefined> => {
    const [round] = await executor.select().from(gameRounds).where(whereRound(ref)).limit(1);
    return round?.merchantCode === ref.merchantCode ? round : undefined;
  };

  /** The round a replayed step left; it exists, as the step wrote it with the money. */
  const answered = async (ref: RoundRef, executor: Db = db) => {
    const round = await find(ref, executor);
    if (!round) throw new Error(`round ${ref.roundKey} missing after its ledger step`);
    return round;
  };

  /**
   * The member's wallet account and the merchant's clearing shard of the member: the vendor's,
   * or the play book's for a free-play guest's PLAY wallet (play money stays in its own book).
   */
  const accountsOf = async (ref: RoundRef, wallet: string, executor: Db = db) => ({
    member: await app.ledger.memberAccount(ref.memberId, wallet, executor),
    clearing: await app.ledger.clearingAccount(
      ref.merchantCode,
      wallet === PLAY_WALLET ? ClearingAccount.play : ClearingAccount.vendor,
      {
        spreadBy: ref.memberId,
        executor,
      },
    ),
  });

  /**
   * Closes an OPEN round by its transition (round-states) in the ledger transaction that moves
   * its money, or throws RoundMoved.
   */
  const close = async (
    tx: Db,
    round: GameRound,
    transition: RoundTransition,
    win: bigint,
    receipt: LedgerReceipt | null,
  ) => {
    const closed = await moveRound(tx, round.id, transition, {
      win,
      settleTransactionId: receipt?.transactionId ?? null,
      settledAt: sql`now()`,
    });
    if (!closed) throw new RoundMoved();
    return closed;
  };

  /** Why a credit could not settle the round it found OPEN: someone else closed it first. */
  const creditRefusal = async (ref: RoundRef, win: bigint, executor: Db = db) => {
    const round = await answered(ref, executor);
    if (round.status === 'SETTLED' && round.win === win) return round;
    throw new AppError(round.status === 'VOID' ? 'round.closed' : 'idempotency.key.reused');
  };

  return {
    find,

    /** Takes the stake and opens the round (status OPEN). */
    async debit(input: DebitInput): Promise<GameRound> {
      if (input.stake <= 0n)
        throw new AppError('request.invalid', { detail: 'A stake is above zero.' });
      const key = roundKeyOf(input, 'debit');
      const requestHash = requestHashOf({
        gameId: input.gameId,
        wallet: input.wallet,
        stake: input.stake,
        request: input.request ?? null,
      });
      if (await app.ledger.replay(input.merchantCode, key, requestHash)) return answered(input);
      if ((await find(input))?.status === 'VOID') throw new AppError('round.closed');

      const account = await accountsOf(input, input.wallet);
      let opened: GameRound | undefined;
      try {
        await app.ledger.post({
          merchantCode: input.merchantCode,
          kind: 'BET',
          reference: input.reference,
          idempotencyKey: key,
          requestHash,
          postings: [
            { accountId: account.member, amount: -input.stake },
            { accountId: account.clearing, amount: input.stake },
          ],
          alongside: async (tx, receipt) => {
            const draw = input.draw ? await input.draw(tx) : undefined;
            // A rollback that came first holds the key: the stake goes back with this insert.
            const [round] = await tx
              .insert(gameRounds)
              .values({
                merchantCode: input.merchantCode,
                memberId: input.memberId,
                gameId: input.gameId,
                vassalage: input.vassalage,
                wallet: input.wallet,
                roundKey: input.roundKey,
                stake: input.stake,
                status: 'OPEN',
                debitTransactionId: receipt.transactionId,
                ...draw,
              })
              .onConflictDoNothing()
              .returning();
            if (!round) throw new RoundMoved();
            opened = round;
          },
        });
      } catch (error) {
        if (error instanceof RoundMoved) throw new AppError('round.closed');
        throw error;
      }
      // Undefined when a concurrent duplicate posted first and this call replayed it.
      return opened ?? answered(input);
    },

    /**
     * Pays the win (0 for a loss) and settles the round (status SETTLED). With the caller's
     * transaction as `executor` (a job settling many rounds in one), everything runs in it.
     */
    async credit(
      ref: RoundRef & { reference: string },
      win: bigint,
      executor: Db = db,
    ): Promise<GameRound> {
      if (win < 0n) throw new AppError('request.invalid', { detail: 'A win is not negative.' });
      const key = roundKeyOf(ref, 'credit');
      const requestHash = requestHashOf({ win });
      if (await app.ledger.replay(ref.merchantCode, key, requestHash, executor)) {
        return answered(ref, executor);
      }

      const round = await find(ref, executor);
      if (!round) throw new AppError('round.not.found');
      const step = roundTransition(round.status, 'credit');
      if (!step.allowed) {
        // Credited before (a retry, or another win for the key); rolled back: nothing to pay.
        if (step.refusal === 'already') return creditRefusal(ref, win, executor);
        throw new AppError('round.closed');
      }

      // A loss moves no money (a posting is never zero): the guarded UPDATE alone settles it.
      if (win === 0n) {
        try {
          return await close(executor, round, step.transition, 0n, null);
        } catch (error) {
          if (error instanceof RoundMoved) return creditRefusal(ref, win, executor);
          throw error;
        }
      }
      const account = await accountsOf(ref, round.wallet, executor);
      let settled: GameRound | undefined;
      try {
        await app.ledger.post(
          {
            merchantCode: ref.merchantCode,
            kind: 'WIN',
            reference: ref.reference,
            idempotencyKey: key,
            requestHash,
            postings: [
              { accountId: account.clearing, amount: -win },
              { accountId: account.member, amount: win },
            ],
            alongside: async (tx, receipt) => {
              settled = await close(tx, round, step.transition, win, receipt);
            },
          },
          executor,
        );
      } catch (error) {
        if (error instanceof RoundMoved) return creditRefusal(ref, win, executor);
        throw error;
      }
      return settled ?? answered(ref, executor);
    },

    /**
     * Gives an OPEN round's stake back (status VOID). Before its debit it leaves a VOID row
     * with no stake, so the late debit is refused; after a credit it is round.closed.
     */
    async rollback(ref: RoundRef & RoundPlace): Promise<GameRound> {
      const key = roundKeyOf(ref, 'rollback');
      const requestHash = requestHashOf({ rollback: true });
      if (await app.ledger.replay(ref.merchantCode, key, requestHash)) return answered(ref);

      // Twice at most: a debit may land between the read and the insert of the VOID row.
      for (let attempt = 0; attempt < 2; attempt++) {
        const round = await find(ref);
        if (!round) {
          const [voided] = await db
            .insert(gameRounds)
            .values({
              merchantCode: ref.merchantCode,
              memberId: ref.memberId,
              gameId: ref.gameId,
              vassalage: ref.vassalage,
              wallet: ref.wallet,
              roundKey: ref.roundKey,
              stake: 0n,
              status: 'VOID',
              settledAt: sql`now()`,
            })
            .onConflictDoNothing()
            .returning();
          if (voided) return voided;
          continue;
        }
        const step = roundTransition(round.status, 'rollback');
        if (!step.allowed) {
          // Rolled back before: answered as it is; credited: nothing to give back.
          if (step.refusal === 'already') return round;
          throw new AppError('round.closed');
        }

        const account = await accountsOf(ref, round.wallet);
        let voided: GameRound | undefined;
        try {
          await app.ledger.post({
            merchantCode: ref.merchantCode,
            kind: 'BET_REFUND',
            reference: ref.reference,
            idempotencyKey: key,
            requestHash,
            postings: [
              { accountId: account.clearing, amount: -round.stake },
              { accountId: account.member, amount: round.stake },
            ],
            alongside: async (tx, receipt) => {
              voided = await close(tx, round, step.transition, 0n, receipt);
            },
          });
        } catch (error) {
          // Settled meanwhile: nothing to give back.
          if (error instanceof RoundMoved) throw new AppError('round.closed');
          throw error;
        }
        return voided ?? answered(ref);
      }
      throw new AppError('request.conflict');
    },
  };
}
export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;

declare module 'fastify' {
  interface FastifyInstance {
    seamlessWallet: SeamlessWallet;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('seamlessWallet', createSeamlessWallet(app));
  },
  { name: 'seamless-wallet', dependencies: ['db', 'ledger'] },
);

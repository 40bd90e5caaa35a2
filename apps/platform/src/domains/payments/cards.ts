import {
  ACCOUNT_NO_PATTERN,
  MAX_CARDS_PER_TYPE,
  type BindCardBody,
  type Card,
  type Language,
  type PaymentType,
} from '@site/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { isRowId } from '../../db/row-id.js';
import { memberCards, members, type Member } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../http/app-error.js';
import { fieldText } from '../../http/field-messages.js';
import { refuseTrial } from '../accounts/members.js';

export interface CardProvider {
  code: string;
  name: string;
}

/** Where a member may be paid out: Indonesian banks, e-wallets and crypto networks. */
export const CARD_PROVIDERS: Record<PaymentType, readonly CardProvider[]> = {
  B: [
    { code: 'BCA', name: 'BCA' },
    { code: 'BNI', name: 'BNI' },
    { code: 'BRI', name: 'BRI' },
    { code: 'MANDIRI', name: 'Mandiri' },
    { code: 'CIMB', name: 'CIMB Niaga' },
  ],
  E: [
    { code: 'DANA', name: 'DANA' },
    { code: 'OVO', name: 'OVO' },
    { code: 'GOPAY', name: 'GoPay' },
    { code: 'SHOPEEPAY', name: 'ShopeePay' },
  ],
  V: [
    { code: 'USDT_TRC20', name: 'USDT (TRC20)' },
    { code: 'USDT_ERC20', name: 'USDT (ERC20)' },
    { code: 'BTC', name: 'Bitcoin (BTC)' },
  ],
};

const providerOf = (type: PaymentType, code: string) =>
  CARD_PROVIDERS[type].find((p) => p.code === code);

/** Below this length the first 2 would give away most of the number (a 6-digit one whole). */
const SHOWS_FIRST_FROM = 10;

/**
 * The first 2 and the last 4 are shown (a bank's own style): enough for the owner to tell
 * accounts ending alike apart, too little for anyone else to use. A shorter number shows its
 * last 4 only.
 */
export const maskAccountNo = (accountNo: string) =>
  `${accountNo.length >= SHOWS_FIRST_FROM ? accountNo.slice(0, 2) : ''}****${accountNo.slice(-4)}`;

const ACCOUNT_NO_TEXT = {
  B: fieldText.accountNoB,
  E: fieldText.accountNoE,
  V: fieldText.accountNoV,
} as const;

export type CardRow = typeof memberCards.$inferSelect;

export const cardOf = (row: CardRow): Card => ({
  id: row.id,
  type: row.type,
  providerCode: row.providerCode,
  providerName: providerOf(row.type, row.providerCode)?.name ?? row.providerCode,
  accountNoMasked: maskAccountNo(row.accountNo),
  payeeName: row.payeeName,
  createdAt: row.createdAt.toISOString(),
});

/** Payee names compare without regard to case or doubled spaces: "Budi  santoso" is "BUDI SANTOSO". */
const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');
const sameName = (a: string, b: string) => tidyName(a).toLowerCase() === tidyName(b).toLowerCase();

/** The payee name new cards must carry: the first card's, else the registration profile's. */
const boundPayeeName = (cards: readonly CardRow[], profile: Record<string, string>) =>
  cards[0]?.payeeName ?? (profile.payeeName ? tidyName(profile.payeeName) : null);

/** Payout destinations members bind: one payee name per member, a few per type. */
export function createCards(app: FastifyInstance) {
  const db: Db = app.db;
  const cardsOf = (memberId: string, executor: Db = db) =>
    executor
      .select()
      .from(memberCards)
      .where(eq(memberCards.memberId, memberId))
      .orderBy(asc(memberCards.createdAt), asc(memberCards.id));

  return {
    providers: () => CARD_PROVIDERS,

    async list(member: Member) {
      const cards = await cardsOf(member.id);
      return { list: cards.map(cardOf), payeeName: boundPayeeName(cards, member.profile) };
    },

    /** The member's own card, or undefined (another member's card is as good as unknown). */
    async ofMember(memberId: string, cardId: string, executor: Db = db) {
      if (!isRowId(cardId)) return undefined;
      const [row] = await executor
        .select()
        .from(memberCards)
        .where(and(eq(memberCards.id, cardId), eq(memberCards.memberId, memberId)))
        .limit(1);
      return row;
    },

    /**
     * Binds a card after the payment password (PAYMENTPASS3). The member row is locked while
     * the rules are checked, so two binds at once cannot both be the "first" card with
     * different payee names or pass the per-type limit together.
     */
    async bind(
      member: Member,
      merchantCode: string,
      body: BindCardBody,
      language: Language,
    ): Promise<Card> {
      refuseTrial(member);
      await app.accountSecurity.requirePaymentPassword(member, merchantCode, body.paymentPassword);
      const fields: Record<string, string> = {};
      if (!providerOf(body.type, body.providerCode)) {
        fields['body.providerCode'] = fieldText.cardProvider[language];
      }
      if (!ACCOUNT_NO_PATTERN[body.type].test(body.accountNo)) {
        fields['body.accountNo'] = ACCOUNT_NO_TEXT[body.type][language];
      }
      if (Object.keys(fields).length) throw new AppError('request.invalid', { fields });

      try {
        return await db.transaction(async (tx) => {
          const [locked] = await tx
            .select({ profile: members.profile })
            .from(members)
            .where(eq(members.id, member.id))
            .for('update');
          const cards = await cardsOf(member.id, tx);
          const duplicate = cards.some(
            (c) =>
              c.type === body.type &&
              c.providerCode === body.providerCode &&
              c.accountNo === body.accountNo,
          );
          if (duplicate) throw new AppError('member.card.exists');
          const bound = boundPayeeName(cards, locked?.profile ?? {});
          if (bound !== null && !sameName(bound, body.payeeName)) {
            throw new AppError('member.payee.mismatch');
          }
          if (cards.filter((c) => c.type === body.type).length >= MAX_CARDS_PER_TYPE) {
            throw new AppError('member.card.limit');
          }
          const [created] = await tx
            .insert(memberCards)
            .values({
              memberId: member.id,
              type: body.type,
              providerCode: body.providerCode,
              accountNo: body.accountNo,
              // Every card carries the one payee name as first written.
              payeeName: bound ?? tidyName(body.payeeName),
            })
            .returning();
          return cardOf(created!);
        });
      } catch (error) {
        if (uniqueViolation(error) === 'member_cards_account_key') {
          throw new AppError('member.card.exists');
        }
        throw error;
      }
    },
  };
}
export type Cards = ReturnType<typeof createCards>;

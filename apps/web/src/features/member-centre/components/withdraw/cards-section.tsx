import { useId, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { CallResult, Card, paymentCalls } from '@site/contract';
import { MoneySection } from '../money/money-section';
import { QueryState } from '../money/query-state';
import { BindCardDialog } from './bind-card-dialog';

interface CardsSectionProps {
  cards: UseQueryResult<CallResult<typeof paymentCalls.cards>>;
  /** False while the settings load or the payment password, which binding asks for, is missing. */
  canBind: boolean;
  passwordRequired: boolean;
  onPasswordMissing: () => void;
}

/** The bound payout accounts (numbers masked) and the way to bind another. */
export function CardsSection({
  cards,
  canBind,
  passwordRequired,
  onPasswordMissing,
}: CardsSectionProps) {
  const { t } = useTranslation('payments');
  const listId = useId();
  const [binding, setBinding] = useState(false);
  const [bound, setBound] = useState<Card | null>(null);

  return (
    <MoneySection
      title={t('cards.title')}
      action={
        canBind && cards.isSuccess ? (
          <button
            type="button"
            className="button button--ghost money-refresh"
            onClick={() => {
              setBound(null);
              setBinding(true);
            }}
          >
            {t('cards.bind')}
          </button>
        ) : null
      }
    >
      <QueryState
        query={cards}
        empty={{ when: (answer) => answer.list.length === 0, text: t('cards.empty') }}
      >
        {(answer) => (
          <>
            <span id={listId} className="visually-hidden">
              {t('cards.list')}
            </span>
            <ul className="money-cards" aria-labelledby={listId}>
              {answer.list.map((card) => (
                <li key={card.id} className="money-tile money-card">
                  <span className="money-card__provider">
                    {card.providerName} <span className="money-mono">{card.accountNoMasked}</span>
                  </span>
                  <span className="money-card__sub">
                    {t(`types.${card.type}`)} · {card.payeeName}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      <p className="mc-feedback mc-feedback--success" role="status">
        {bound ? t('cards.bound', { provider: bound.providerName }) : ''}
      </p>
      {cards.isSuccess ? (
        <BindCardDialog
          open={binding}
          onClose={() => setBinding(false)}
          cards={cards.data}
          passwordRequired={passwordRequired}
          onPasswordMissing={() => {
            setBinding(false);
            onPasswordMissing();
          }}
          onBound={(card) => {
            setBinding(false);
            setBound(card);
          }}
        />
      ) : null}
    </MoneySection>
  );
}

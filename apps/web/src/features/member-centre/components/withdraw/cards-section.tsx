import { useId, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CallResult, Card, paymentCalls } from '@site/contract';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { ListLoading } from '../money/list-loading';
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
  const titleId = useId();
  const listId = useId();
  const [binding, setBinding] = useState(false);
  const [bound, setBound] = useState<Card | null>(null);

  return (
    <section className="mc-section" aria-labelledby={titleId}>
      <div className="money-head">
        <h4 id={titleId} className="mc-section__title">
          {t('cards.title')}
        </h4>
        {canBind && cards.isSuccess ? (
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
        ) : null}
      </div>
      {cards.isPending ? (
        <ListLoading />
      ) : cards.isError ? (
        <LoadError error={cards.error} onRetry={() => void cards.refetch()} />
      ) : cards.data.list.length === 0 ? (
        <EmptyState>{t('cards.empty')}</EmptyState>
      ) : (
        <>
          <span id={listId} className="visually-hidden">
            {t('cards.list')}
          </span>
          <ul className="money-cards" aria-labelledby={listId}>
            {cards.data.list.map((card) => (
              <li key={card.id} className="money-card">
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
    </section>
  );
}

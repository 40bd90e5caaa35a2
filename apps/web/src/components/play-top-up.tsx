import { useQuery } from '@tanstack/react-query';
import { PLAY_TOP_UP_BELOW } from '@site/contract/play-money.js';
import { walletQueries } from '../api/member';
import { useErrorMessage } from '../hooks/use-error-message';
import { useMoneyMovement } from '../hooks/use-money-movement';
import { call } from '../lib/api-client';
import { useTranslation } from '../i18n/react';

/**
 * The top-up call: its contract (and zod with it) loads with the first press, as the balance's
 * does, so the header's first JavaScript does not carry it. One Idempotency-Key per press.
 */
const usePlayTopUp = () =>
  useMoneyMovement((_body: void, idempotencyKey) =>
    import('@site/contract/wallet.js').then(({ walletCalls }) =>
      call(walletCalls.playTopUp, { idempotencyKey }),
    ),
  );

/**
 * A free-play guest's "Top up play money", once the play balance is below PLAY_TOP_UP_BELOW;
 * the platform allows one top-up in a while and says when to try again.
 */
export default function PlayTopUpButton() {
  const { t } = useTranslation('layout');
  const balance = useQuery(walletQueries.balance());
  const topUp = usePlayTopUp();
  const errorMessage = useErrorMessage();
  const low = balance.data?.playMoney && balance.data.sumBalance * 100 < PLAY_TOP_UP_BELOW;
  if (!low) return null;
  return (
    <span className="play-top-up">
      <button
        type="button"
        className="button button--ghost play-top-up__button"
        onClick={() => topUp.mutate()}
        disabled={topUp.isPending}
        aria-busy={topUp.isPending}
      >
        {t('play_top_up')}
      </button>
      {topUp.isError ? (
        <span className="play-top-up__error" role="alert">
          {errorMessage(topUp.error)}
        </span>
      ) : null}
    </span>
  );
}

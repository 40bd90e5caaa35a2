import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { walletQueries } from '../api/member';
import { useTranslation } from '../i18n/react';
import './play-money.css';

/**
 * "Play money" beside a free-play guest's balance: the balance answer says
 * when its sum is play money, so nothing that shows a balance can pass it off as real.
 */
export function PlayMoneyBadge({ playMoney }: { playMoney: boolean | undefined }) {
  const { t } = useTranslation('layout');
  return playMoney ? <span className="play-money-badge">{t('play_money')}</span> : null;
}

// Only a free-play guest's balance ever shows it: its code loads with such a balance.
const PlayTopUpButton = lazy(() => import('./play-top-up'));

/** A free-play guest's top-up of play money (play-top-up.tsx), where the balance is play money. */
export function PlayTopUp() {
  const balance = useQuery(walletQueries.balance());
  if (!balance.data?.playMoney) return null;
  return (
    <Suspense fallback={null}>
      <PlayTopUpButton />
    </Suspense>
  );
}

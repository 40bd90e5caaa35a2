import { useTranslation } from '../../../../i18n/react';
import type { AccountRecord } from '@site/contract';
import { formatAmount } from '../../../../lib/format';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useWalletNames } from '../money/use-wallet-names';
import type { Column } from './records-table';
import { SignedAmount } from './signed-amount';

/** How one movement changed one wallet: the wallet, the signed amount, the balance after. */
export function useMovementColumns(): Column<AccountRecord>[] {
  const { t } = useTranslation('wallet');
  const symbol = useCurrencySymbol();
  const nameOf = useWalletNames();
  return [
    { label: t('records.wallet'), cell: (line) => nameOf(line.wallet) },
    {
      label: t('records.amount'),
      cell: (line) => <SignedAmount amount={line.amount} symbol={symbol} />,
    },
    {
      label: t('records.balance_after'),
      cell: (line) => formatAmount(line.balanceAfter, symbol),
    },
  ];
}

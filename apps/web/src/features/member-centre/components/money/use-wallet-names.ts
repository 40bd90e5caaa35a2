import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { MAIN_WALLET } from '@site/contract';
import { merchantWalletQuery } from '../../../../api/wallet';

/**
 * A wallet code in words: MAIN is the main wallet, a vendor's vassalage its display name from
 * the merchant wallet list (the code itself until that list has loaded).
 */
export function useWalletNames() {
  const { t } = useTranslation('wallet');
  const wallets = useQuery(merchantWalletQuery()).data?.wallets;
  return (code: string): string =>
    code === MAIN_WALLET
      ? t('main_wallet')
      : (wallets?.find((w) => w.wallet === code)?.displayName ?? code);
}

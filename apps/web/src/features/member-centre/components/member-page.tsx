import { lazy, Suspense, type ReactNode } from 'react';
import type { MemberInfo } from '@site/contract';
import { ComingSoon } from '../../../components/ui/coming-soon';
import type { MemberPageKey } from '../../../config/member-pages';
import { SecurityCentre } from './security/security-centre';
import { Loading } from './money/loading';

// The money pages are chunks of their own, fetched when first opened.
const TransferFund = lazy(() => import('./wallet/transfer-fund'));
const TransferUpline = lazy(() => import('./upline/transfer-upline'));
const TransactionHistory = lazy(() => import('./records/transaction-history'));
const PersonalProfit = lazy(() => import('./records/personal-profit'));
const BonusDetails = lazy(() => import('./records/bonus-details'));
const DepositPage = lazy(() => import('./deposit/deposit-page'));
const WithdrawPage = lazy(() => import('./withdraw/withdraw-page'));
const BettingRecord = lazy(() => import('./bets/betting-record'));

/** The money pages by key. */
const moneyPages: Partial<Record<MemberPageKey, (member: MemberInfo) => ReactNode>> = {
  transferFund: () => <TransferFund />,
  transferUpline: (member) => <TransferUpline member={member} />,
  transactionHistory: () => <TransactionHistory />,
  personalProfit: () => <PersonalProfit />,
  bonusDetails: () => <BonusDetails />,
  depositv2: () => <DepositPage />,
  withdraw: () => <WithdrawPage />,
  personalHistoryCopy: () => <BettingRecord />,
};

interface MemberPageProps {
  page: MemberPageKey;
  label: string;
  member: MemberInfo;
  isTrial: boolean;
}

/** The right-hand area's page by key; pages whose issue has not come yet say so. */
export function MemberPage({ page, label, member, isTrial }: MemberPageProps) {
  if (page === 'securityCenter') return <SecurityCentre member={member} isTrial={isTrial} />;
  const moneyPage = moneyPages[page];
  if (moneyPage) return <Suspense fallback={<Loading />}>{moneyPage(member)}</Suspense>;
  // Its link leaves for another page, whose address opens no centre: the centre closes with it.
  return <ComingSoon page={label} />;
}

import { toMinorUnits } from '@site/contract';

/** Major units to the minor units the table keeps (IDR shown with two decimals, as the wire). */
const minor = toMinorUnits;
const presets = (...amounts: number[]) => amounts.map((a) => minor(a).toString());

/** Where a merchant's members pay: the account holder and each channel's account number. */
export interface PayeeAccounts {
  /** Prefix of the channel ids, which are unique across merchants. */
  idPrefix: string;
  /** The holder of the bank accounts (a company) and of the wallets. */
  bankHolder: string;
  walletHolder: string;
  accountNos: Record<'bca' | 'mandiri' | 'dana' | 'ovo' | 'usdt', string>;
}

/**
 * A merchant's deposit channels: where the local payment driver tells members to pay.
 * The accounts are made up; an operator replaces them (or the driver) with real ones.
 */
export const paymentChannelsFor = (merchantCode: string, payee: PayeeAccounts) =>
  [
    {
      id: `${payee.idPrefix}-bank-bca`,
      type: 'B' as const,
      name: 'BCA',
      minAmount: minor(50),
      maxAmount: minor(50_000),
      presets: presets(100, 200, 500, 1_000, 5_000),
      provider: 'BCA',
      accountName: payee.bankHolder,
      accountNo: payee.accountNos.bca,
    },
    {
      id: `${payee.idPrefix}-bank-mandiri`,
      type: 'B' as const,
      name: 'Mandiri',
      minAmount: minor(50),
      maxAmount: minor(50_000),
      presets: presets(100, 200, 500, 1_000, 5_000),
      provider: 'Mandiri',
      accountName: payee.bankHolder,
      accountNo: payee.accountNos.mandiri,
    },
    {
      id: `${payee.idPrefix}-ewallet-dana`,
      type: 'E' as const,
      name: 'DANA',
      minAmount: minor(20),
      maxAmount: minor(10_000),
      presets: presets(50, 100, 200, 500),
      provider: 'DANA',
      accountName: payee.walletHolder,
      accountNo: payee.accountNos.dana,
    },
    {
      id: `${payee.idPrefix}-ewallet-ovo`,
      type: 'E' as const,
      name: 'OVO',
      minAmount: minor(20),
      maxAmount: minor(10_000),
      presets: presets(50, 100, 200, 500),
      provider: 'OVO',
      accountName: payee.walletHolder,
      accountNo: payee.accountNos.ovo,
    },
    {
      id: `${payee.idPrefix}-crypto-usdt-trc20`,
      type: 'V' as const,
      name: 'USDT (TRC20)',
      minAmount: minor(100),
      maxAmount: minor(100_000),
      presets: presets(100, 500, 1_000, 5_000),
      provider: 'USDT (TRC20)',
      accountName: payee.walletHolder,
      accountNo: payee.accountNos.usdt,
    },
  ].map((channel, sortOrder) => ({ ...channel, merchantCode, sortOrder }));

import { DEMO } from './demo-merchant.js';

/** Major units to the minor units the table keeps (IDR shown with two decimals, as the wire). */
const minor = (amount: number) => BigInt(Math.round(amount * 100));
const presets = (...amounts: number[]) => amounts.map((a) => minor(a).toString());

/**
 * The demo merchant's deposit channels: where the local payment driver tells members to pay.
 * The accounts are made up; an operator replaces them (or the driver) with real ones.
 */
export const demoPaymentChannels = [
  {
    id: 'demo-bank-bca',
    type: 'B' as const,
    name: 'BCA',
    minAmount: minor(50),
    maxAmount: minor(50_000),
    presets: presets(100, 200, 500, 1_000, 5_000),
    provider: 'BCA',
    accountName: 'PT Nusantara Play Demo',
    accountNo: '8410223301',
  },
  {
    id: 'demo-bank-mandiri',
    type: 'B' as const,
    name: 'Mandiri',
    minAmount: minor(50),
    maxAmount: minor(50_000),
    presets: presets(100, 200, 500, 1_000, 5_000),
    provider: 'Mandiri',
    accountName: 'PT Nusantara Play Demo',
    accountNo: '1370018842205',
  },
  {
    id: 'demo-ewallet-dana',
    type: 'E' as const,
    name: 'DANA',
    minAmount: minor(20),
    maxAmount: minor(10_000),
    presets: presets(50, 100, 200, 500),
    provider: 'DANA',
    accountName: 'Nusantara Play Demo',
    accountNo: '081299887766',
  },
  {
    id: 'demo-ewallet-ovo',
    type: 'E' as const,
    name: 'OVO',
    minAmount: minor(20),
    maxAmount: minor(10_000),
    presets: presets(50, 100, 200, 500),
    provider: 'OVO',
    accountName: 'Nusantara Play Demo',
    accountNo: '081377665544',
  },
  {
    id: 'demo-crypto-usdt-trc20',
    type: 'V' as const,
    name: 'USDT (TRC20)',
    minAmount: minor(100),
    maxAmount: minor(100_000),
    presets: presets(100, 500, 1_000, 5_000),
    provider: 'USDT (TRC20)',
    accountName: 'Nusantara Play Demo',
    accountNo: 'TNpDemoWa11etAddre55NusantaraP1ay',
  },
].map((channel, sortOrder) => ({ ...channel, merchantCode: DEMO, sortOrder }));

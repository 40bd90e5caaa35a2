import type { TransactionType } from '@site/contract';

type MovementKey =
  | `types.${TransactionType}`
  | 'movement.to_upline'
  | 'movement.from_downline'
  | 'movement.to_downline'
  | 'movement.from_upline';

/**
 * A movement's type as the member it touched sees it (wallet namespace key). An upline or
 * downline transfer is named by its sender's side in the ledger; its receiver reads where the
 * money came from (the amount's sign tells which side the member was on).
 */
export function movementTypeKey(type: TransactionType, amount: number): MovementKey {
  const received = amount > 0;
  if (type === 'UPLINE_TRANSFER') return received ? 'movement.from_downline' : 'movement.to_upline';
  if (type === 'DOWNLINE_TRANSFER')
    return received ? 'movement.from_upline' : 'movement.to_downline';
  return `types.${type}`;
}

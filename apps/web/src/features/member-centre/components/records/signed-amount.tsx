import { formatAmount } from '../../../../lib/format';

/** A movement: + and green when it came in, − and red when it went out (the sign says it too). */
export function SignedAmount({ amount, symbol }: { amount: number; symbol: string }) {
  const direction = amount > 0 ? 'in' : amount < 0 ? 'out' : 'none';
  return (
    <span className={`records-amount records-amount--${direction}`}>
      {amount > 0 ? '+' : ''}
      {formatAmount(amount, symbol)}
    </span>
  );
}

import { formatAmount, formatDateTime } from '../../../../lib/format';

/** An amount that can be either side of zero: the sign says it, the colour repeats it. */
export function SignedAmount({ value, symbol }: { value: number; symbol: string }) {
  const side = value > 0 ? 'up' : value < 0 ? 'down' : 'zero';
  return (
    <span className={`report-amount report-amount--${side}`}>
      {value > 0 ? '+' : ''}
      {formatAmount(value, symbol)}
    </span>
  );
}

/** An instant in the reader's language and zone, machine-readable for assistive technology. */
export function Instant({ iso, language }: { iso: string; language: string }) {
  return <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
}

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

/** Characters kept at each end of a long id. */
const KEPT = 6;

/**
 * A long id (a bet's round uuid) as its first and last characters ("f5d06f…2800a5"), so the
 * row's name does not fill a phone; the whole id is its tooltip, what screen readers hear and
 * what the CSV holds.
 */
export function ShortId({ id }: { id: string }) {
  if (id.length <= KEPT * 2 + 1) return <code>{id}</code>;
  return (
    <code title={id}>
      <span aria-hidden="true">{`${id.slice(0, KEPT)}…${id.slice(-KEPT)}`}</span>
      <span className="visually-hidden">{id}</span>
    </code>
  );
}

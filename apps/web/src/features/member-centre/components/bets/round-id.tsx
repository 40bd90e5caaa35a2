import { useTranslation } from '../../../../i18n/react';
import { CopyButton } from '../money/copy-button';

/** Characters kept at each end of a long round id. */
const KEPT = 6;

/** A long id as its first and last few characters ("a1b2c3…x9y8z7"); a short one whole. */
export const shortRoundId = (roundId: string) =>
  roundId.length <= KEPT * 2 + 1 ? roundId : `${roundId.slice(0, KEPT)}…${roundId.slice(-KEPT)}`;

/**
 * A round id, shortened on screen (the whole id in its tooltip and for screen readers) and
 * copyable whole, so the member can quote it to customer service.
 */
export function RoundId({ roundId }: { roundId: string }) {
  const { t } = useTranslation('play');
  const short = shortRoundId(roundId);
  return (
    <span className="bets-round">
      <code title={roundId}>
        <span aria-hidden={short !== roundId || undefined}>{short}</span>
        {short === roundId ? null : <span className="visually-hidden">{roundId}</span>}
      </code>
      <CopyButton text={roundId} what={t('bets.round')} />
    </span>
  );
}

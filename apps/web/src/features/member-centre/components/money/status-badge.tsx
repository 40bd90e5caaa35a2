/** How a status reads at a glance: waiting, good, bad or neutral. */
export type StatusTone = 'waiting' | 'good' | 'bad' | 'neutral';

export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return <span className={`mc-badge money-badge money-badge--${tone}`}>{children}</span>;
}

/** Card-sized placeholders while a grid's games load: the page keeps its layout. */
export function GameGridSkeleton({
  count,
  className = 'game-grid',
}: {
  count: number;
  className?: string;
}) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-card game-card--skeleton">
          <span className="game-card__art" />
          <span className="game-card__line" />
          <span className="game-card__line game-card__line--short" />
        </li>
      ))}
    </ul>
  );
}

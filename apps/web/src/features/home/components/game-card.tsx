import { Link } from 'react-router';
import type { Game } from '@site/contract';
import { LazyImage } from '../../../components/ui/lazy-image';
import { gamePath } from '../utils/category-path';

const ICON_SIZE = 240;

/** A game's icon, name and vendor, leading to the lobby it is played from. */
export function GameCard({ game, vendorName }: { game: Game; vendorName: string }) {
  return (
    <Link className="game-card" to={gamePath(game)}>
      {/* The name below says what the picture shows. */}
      <LazyImage
        className="game-card__art"
        src={game.showIcon}
        alt=""
        width={ICON_SIZE}
        height={ICON_SIZE}
      />
      <span className="game-card__name">{game.gameName}</span>
      <span className="game-card__vendor">{vendorName}</span>
    </Link>
  );
}

import { Fragment, memo, useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Game, VendorCard } from '@site/contract';
import { LazyImage } from '../ui/lazy-image';
import './game-card.css';

const ICON_SIZE = 240;

interface GameCardProps {
  game: Game;
  /** The game's vendor when known: its name, and whether it is under maintenance. */
  vendor: VendorCard | undefined;
  /** useLaunchGame()'s launch, from the list: one hook for a grid, not one per card. */
  onLaunch: (game: Game) => void;
  /** The header dropdown's small card: the icon and the name only. */
  compact?: boolean;
  /** A card of the first row: its picture is in the server's HTML and loads at once. */
  priority?: boolean;
}

/**
 * A game: its icon, name, vendor and badges, as one button that launches it (docs/product.md §4
 * through
 * useLaunchGame: login check, lottery routing, the launcher). A game or vendor under
 * maintenance still launches: the launcher says why it cannot open. Memoised: a grid that
 * renders again (a heart, a page still loading) leaves its cards alone.
 */
export const GameCard = memo(function GameCard({
  game,
  vendor,
  onLaunch,
  compact,
  priority,
}: GameCardProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const vendorName = vendor?.displayName ?? game.vassalage;
  const hot = game.isHot === 1;
  // Why it will not start: the launcher says so (and, when not playable, without a launch).
  const status = [
    game.maintenance === 1 || vendor?.maintenance === 1 ? t('game_card.maintenance') : null,
    game.supportPlay ? null : t('game_card.not_playable'),
  ].filter((text) => text !== null);
  const ids = [
    `${detailsId}-vendor`,
    hot ? `${detailsId}-hot` : null,
    status.length > 0 ? `${detailsId}-status` : null,
  ];
  // The button holds only the picture and the name, so its accessible name ("Play <name>")
  // contains all the text it shows (WCAG 2.5.3); vendor and badges describe it from beside it,
  // and the button's cover (CSS) still makes the whole card one target.
  return (
    <div className={`game-card${compact ? ' game-card--compact' : ''}`}>
      <button
        type="button"
        className="game-card__launch"
        // A visitor's click asks for the login first (docs/product.md §4), answered before the app
        // has
        // come (start-after-paint.ts); a member's page has the app by then.
        data-opens-login=""
        aria-describedby={ids.filter(Boolean).join(' ')}
        onClick={() => onLaunch(game)}
      >
        {/* The name below says what the picture shows. */}
        <LazyImage
          className="game-card__art"
          src={game.showIcon}
          alt=""
          width={ICON_SIZE}
          height={ICON_SIZE}
          priority={priority}
        />
        <span className="visually-hidden">{t('game_card.play_verb')}</span>{' '}
        <span className="game-card__name">{game.gameName}</span>
      </button>
      <span
        id={`${detailsId}-vendor`}
        className={compact ? 'visually-hidden' : 'game-card__vendor'}
      >
        {vendorName}
      </span>
      {/* Below the text, not over the picture: they wrap without covering anything. */}
      {status.length > 0 ? (
        <span id={`${detailsId}-status`} className="game-card__status">
          {status.map((text, index) => (
            <Fragment key={text}>
              {index > 0 ? ' ' : null}
              <span className="game-card__badge game-card__badge--status">{text}</span>
            </Fragment>
          ))}
        </span>
      ) : null}
      {/* One short badge on the picture's corner (placed there; last here, so the card's text
          starts with its name). */}
      {hot ? (
        <span id={`${detailsId}-hot`} className="game-card__badges">
          <span className="game-card__badge">{t('game_card.hot')}</span>
        </span>
      ) : null}
    </div>
  );
});

import { Fragment, memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
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
}

/**
 * A game: its icon, name, vendor and badges, as one button that launches it (SPEC §4 through
 * useLaunchGame: login check, lottery routing, the launcher). A game or vendor under
 * maintenance still launches: the launcher says why it cannot open. Memoised: a grid that
 * renders again (a heart, a page still loading) leaves its cards alone.
 */
export const GameCard = memo(function GameCard({ game, vendor, onLaunch, compact }: GameCardProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const vendorName = vendor?.displayName ?? game.vassalage;
  const maintenance = game.maintenance === 1 || vendor?.maintenance === 1;
  // Not playable here at all (supportPlay false): the launcher says so without a launch.
  const unplayable = !game.supportPlay;
  const badges = [
    game.isHot === 1 ? ['hot', t('game_card.hot')] : null,
    maintenance ? ['maintenance', t('game_card.maintenance')] : null,
    unplayable ? ['unplayable', t('game_card.not_playable')] : null,
  ].filter((badge) => badge !== null);
  return (
    <div className={`game-card${compact ? ' game-card--compact' : ''}`}>
      <button
        type="button"
        className="game-card__launch"
        aria-label={t('game_card.play', { name: game.gameName })}
        aria-describedby={
          badges.length > 0 ? `${detailsId}-vendor ${detailsId}-badges` : `${detailsId}-vendor`
        }
        onClick={() => onLaunch(game)}
      >
        {/* The name below says what the picture shows. */}
        <LazyImage
          className="game-card__art"
          src={game.showIcon}
          alt=""
          width={ICON_SIZE}
          height={ICON_SIZE}
        />
        <span className="game-card__name">{game.gameName}</span>
        <span
          id={`${detailsId}-vendor`}
          className={compact ? 'visually-hidden' : 'game-card__vendor'}
        >
          {vendorName}
        </span>
        {badges.length > 0 ? (
          <span id={`${detailsId}-badges`} className="game-card__badges">
            {badges.map(([kind, text], index) => (
              // A space between badges, so the description reads "HOT Maintenance".
              <Fragment key={kind}>
                {index > 0 ? ' ' : null}
                <span className={`game-card__badge game-card__badge--${kind}`}>{text}</span>
              </Fragment>
            ))}
          </span>
        ) : null}
      </button>
    </div>
  );
});

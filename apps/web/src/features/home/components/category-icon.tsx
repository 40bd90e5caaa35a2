import type { GameCategory } from '@site/contract';
import { LineIcon } from '../../../components/ui/line-icon';

/** Line icons of the game categories (docs/product.md §3 icon set), drawn on a 24 px grid. */
const ICONS: Record<GameCategory, string> = {
  // A casino chip.
  LIVE: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10zM12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.9 2.9M15.5 15.5l2.9 2.9M18.4 5.6l-2.9 2.9M8.5 15.5l-2.9 2.9',
  // A football.
  SPORTS:
    'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 8l3.8 2.8-1.5 4.4H9.7l-1.5-4.4zM12 8V3.5M15.8 10.8l4.3-1.3M14.3 15.2l2.6 3.6M9.7 15.2l-2.6 3.6M8.2 10.8L3.9 9.5',
  // A game pad.
  ESPORTS:
    'M7 8h10a4 4 0 0 1 4 4l-.6 4.2a2.5 2.5 0 0 1-4.4 1.2L14.5 16h-5L8 17.4a2.5 2.5 0 0 1-4.4-1.2L3 12a4 4 0 0 1 4-4zM8 10.5v3M6.5 12h3M15.5 11h.01M17.5 13h.01',
  // A fish.
  FISH: 'M3 12c3-5 9-6.5 13-3l4-3v12l-4-3c-4 3.5-10 2-13-3zM8.5 11h.01',
  // A slot machine.
  RNG: 'M4 6h13v14H4zM6.5 9h8v5h-8zM9.2 9v5M11.8 9v5M7 17h7M17 9h2.5V5M19.5 3.5a1.5 1.5 0 1 0 0 .01',
  // Two playing cards.
  PVP: 'M4 6.5l7-2 3.5 13-7 2zM13 4.6l1.8-.5 6.2 1.7-3.5 13-1.6-.4M9.2 10.5c-1 .8-1.4 1.6-.9 2.4s1.5.6 2.1.1l.6 1.6.6-1.7c.6.5 1.6.6 2-.3s-.1-1.5-1.1-2.2L11 9.6z',
  // A lottery ticket.
  LOTT: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10M7 10.5h4M7 13.5h3',
  // A numbered ball with a spark.
  ELOTT:
    'M11 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM11 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7zM18.5 2.5l-1 2.5 2.5-.5-1 2.5',
};

export function CategoryIcon({ category, size = 28 }: { category: GameCategory; size?: number }) {
  return <LineIcon path={ICONS[category]} size={size} strokeWidth={1.6} />;
}

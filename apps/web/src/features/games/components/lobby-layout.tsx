import type { ReactNode } from 'react';
import type { GameCategory } from '@site/contract';
import RecentGames from '../../../components/games/recent-games';
import { FavoriteFailure } from './favorite-failure';
import './lobby.css';

interface LobbyLayoutProps {
  title: string;
  /** The search box (or nothing), beside the title. */
  search?: ReactNode;
  /** A side panel: the winner board, the PVP rooms. */
  aside?: ReactNode;
  children: ReactNode;
  /** The page's category: its recents show only that category's games (none: every game). */
  category?: GameCategory;
}

/** The frame of every lobby page: title and search, the member's recent games, grid and panel. */
export function LobbyLayout({ title, search, aside, children, category }: LobbyLayoutProps) {
  return (
    <div className="lobby">
      <header className="lobby__head">
        <h1 className="lobby__title">{title}</h1>
        {search}
      </header>
      <RecentGames category={category} />
      <FavoriteFailure />
      <div className={`lobby__body${aside ? ' lobby__body--aside' : ''}`}>
        <div className="lobby__main">{children}</div>
        {aside ? <aside className="lobby__aside">{aside}</aside> : null}
      </div>
    </div>
  );
}

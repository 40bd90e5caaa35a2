import { Suspense } from 'react';
import RecentGames from '../../../components/games/recent-games';
import { HotGames } from './hot-games';
import { LotteryStrip } from './lottery-strip';

/**
 * The games on home, one chunk that loads as it nears the viewport: the member's recent games
 * (members only, once there are some), the hot games and the lotteries closing next.
 */
export default function HomeGames() {
  return (
    <>
      {/* Hot games need not wait for the strip's strings. */}
      <Suspense fallback={null}>
        <RecentGames hideWhenEmpty />
      </Suspense>
      <HotGames />
      <LotteryStrip />
    </>
  );
}

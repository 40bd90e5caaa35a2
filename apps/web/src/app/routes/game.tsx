import { GameScreen } from '../../features/games/components/game-page/game-screen';

export default function GamePage() {
  return <GameScreen />;
}

import { HotLobby } from '../../features/games/components/hot-lobby';

export default function HotPage() {
  return <HotLobby />;
}

import { VendorLobby } from '../../features/games/components/vendor-lobby';

export default function SportsPage() {
  return <VendorLobby category="SPORTS" />;
}

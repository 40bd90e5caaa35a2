import { VendorLobby } from '../../features/games/components/vendor-lobby';

export default function EsportsPage() {
  return <VendorLobby category="ESPORTS" />;
}

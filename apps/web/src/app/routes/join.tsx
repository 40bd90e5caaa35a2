import { JoinScreen } from '../../features/join/components/join-screen';

export default function JoinPage() {
  return <JoinScreen />;
}

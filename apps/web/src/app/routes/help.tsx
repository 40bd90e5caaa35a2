import { HelpScreen } from '../../features/help/components/help-screen';

export default function HelpPage() {
  return <HelpScreen />;
}

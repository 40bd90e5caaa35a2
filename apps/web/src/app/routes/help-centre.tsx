import { HelpCentreScreen } from '../../features/help/components/help-centre-screen';

export default function HelpCentrePage() {
  return <HelpCentreScreen />;
}

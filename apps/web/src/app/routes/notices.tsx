import { NoticesScreen } from '../../features/notices/components/notices-screen';

export default function NoticesPage() {
  return <NoticesScreen />;
}

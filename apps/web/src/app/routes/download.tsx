import { DownloadScreen } from '../../features/download/components/download-screen';

export default function DownloadPage() {
  return <DownloadScreen />;
}

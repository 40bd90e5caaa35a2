import { NotFound } from '../../components/ui/not-found';
import { useRenderReport } from '../../lib/render-report';

export default function NotFoundPage() {
  // A server render answers it with 404, not 200.
  useRenderReport()?.setStatus(404);
  return <NotFound />;
}

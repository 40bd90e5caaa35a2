import { LotteryScreen } from '../../features/lottery/components/lottery-screen';
import { usePageName } from '../page';

/** /lottery (Tradition plays) and /elott (Entertainment, the two-sided plays): one module. */
export default function LotteryPage() {
  const name = usePageName();
  const mode = name === 'elott' ? 'Elott' : 'Lott';
  return <LotteryScreen key={mode} mode={mode} />;
}

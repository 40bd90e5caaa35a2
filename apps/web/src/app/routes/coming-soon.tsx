import { useTranslation } from '../../i18n/react';
import { ComingSoon } from '../../components/ui/coming-soon';
import { usePageName } from '../page';

/** Every route whose screen a later issue builds. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const name = usePageName();
  return <ComingSoon page={name ? t(`pages.${name}`) : ''} />;
}

import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { contentQueries } from '../../../api/content';
import { Accordion } from '../../../components/ui/accordion';
import { useErrorMessage } from '../../../hooks/use-error-message';

// DOMPurify arrives with the first item someone opens.
const SanitizedHtml = lazy(() =>
  import('../../../components/ui/sanitized-html').then((m) => ({ default: m.SanitizedHtml })),
);

/** The help centre's items, one open at a time, their HTML sanitised. */
export function HelpAccordion() {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const help = useQuery(contentQueries.helpCentre());
  if (help.isPending) return <p className="site-footer__state">{t('loading')}</p>;
  if (help.isError) {
    return (
      <p className="site-footer__state">
        {errorMessage(help.error)}{' '}
        <button type="button" className="link-button" onClick={() => void help.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (help.data.list.length === 0) return <p className="site-footer__state">{t('empty')}</p>;
  return (
    <Accordion
      single
      headingLevel={3}
      items={help.data.list.map((item) => ({
        id: item.id,
        title: item.title,
        content: () => (
          <Suspense fallback={<p>{t('loading')}</p>}>
            <SanitizedHtml html={item.content} />
          </Suspense>
        ),
      }))}
    />
  );
}

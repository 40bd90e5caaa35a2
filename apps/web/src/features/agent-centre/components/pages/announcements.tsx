import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { Pagination } from '../../../../components/ui/pagination';
import { SanitizedHtml } from '../../../../components/ui/sanitized-html';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { formatDateTime } from '../../../../lib/format';
import { agentNoticesQuery } from '../../api/team';

const PAGE_SIZE = 10;

/**
 * Announcement (agentAnnouncement): the operator's notices to its agents, newest first; the
 * list on the left, the chosen notice's sanitised HTML on the right (stacked on a phone).
 */
export default function Announcements() {
  const { t, i18n } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | null>(null);
  const query = useQuery(agentNoticesQuery(page, PAGE_SIZE));
  const bodyId = useId();
  const detailRef = useRef<HTMLHeadingElement>(null);

  if (query.isError) {
    return (
      <div className="agent-page">
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="agent-page">
        <p role="status">{t('team.loading')}</p>
      </div>
    );
  }
  const { list, totalPages } = query.data;
  if (list.length === 0) {
    return (
      <div className="agent-page">
        <EmptyState>{t('team.notices.empty')}</EmptyState>
      </div>
    );
  }
  const shown = list.find((n) => n.id === chosen) ?? list[0]!;

  return (
    <div className="agent-page agent-notices" aria-busy={query.isPlaceholderData}>
      <div className="agent-notices__list">
        <ul aria-label={t('team.notices.list')}>
          {list.map((notice) => (
            <li key={notice.id}>
              <button
                type="button"
                className="agent-notices__item"
                aria-current={notice.id === shown.id ? 'true' : undefined}
                aria-controls={bodyId}
                onClick={() => {
                  setChosen(notice.id);
                  // On a phone the notice is below the list: take the reader there.
                  detailRef.current?.focus({ preventScroll: false });
                }}
              >
                <span className="agent-notices__title">{notice.title}</span>
                <time dateTime={notice.publishedAt} className="agent-page__muted">
                  {formatDateTime(notice.publishedAt, i18n.language)}
                </time>
              </button>
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={totalPages}
          onChange={(next) => {
            setPage(next);
            setChosen(null);
          }}
          label={t('team.notices.pages')}
        />
      </div>
      <article id={bodyId} className="agent-notices__detail">
        <h4 ref={detailRef} tabIndex={-1} className="agent-notices__heading">
          {shown.title}
        </h4>
        <p className="agent-page__muted">
          <time dateTime={shown.publishedAt}>
            {formatDateTime(shown.publishedAt, i18n.language)}
          </time>
        </p>
        <SanitizedHtml html={shown.content} />
      </article>
    </div>
  );
}

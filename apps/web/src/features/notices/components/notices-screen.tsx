import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import type { Notice } from '@site/contract';
import { NOTICE_PAGE_SIZE } from '@site/contract';
import { contentQueries } from '../../../api/content';
import { Pagination } from '../../../components/ui/pagination';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { useLanguage } from '../../../hooks/use-language';
import { formatDateTime } from '../../../lib/format';
import { LoadError } from '../../../components/ui/section-state';
import { usePageParam } from './use-page-param';
import './notices-screen.css';

/** /noticePage: 9 notices a page, the list on the left and the chosen one's text on the right. */
export function NoticesScreen() {
  const { t } = useTranslation('notices');
  const [page, setPage] = usePageParam();
  const query = useQuery(contentQueries.noticePage(page));
  const [chosen, setChosen] = useState<{ page: number; id: string } | null>(null);
  const detail = useRef<HTMLElement>(null);
  const detailId = useId();

  const notices = query.data?.player ?? [];
  const selected =
    notices.find((n) => chosen?.page === page && n.id === chosen.id) ?? notices[0] ?? null;

  const choose = (notice: Notice) => {
    setChosen({ page, id: notice.id });
    // Stacked on a phone, the text sits below the list: bring it into view.
    if (window.matchMedia?.('(max-width: 760px)').matches) {
      detail.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };

  return (
    <div className="notices">
      <h1 className="notices__title">{t('title')}</h1>
      {query.isPending ? (
        <NoticesSkeleton />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : notices.length === 0 ? (
        <div className="section-state notices-state">
          <p>{page > 1 ? t('empty_page') : t('empty')}</p>
          {page > 1 ? (
            <button type="button" className="button button--ghost" onClick={() => setPage(1)}>
              {t('first_page')}
            </button>
          ) : null}
        </div>
      ) : (
        <div className="notices__layout" aria-busy={query.isPlaceholderData}>
          <div className="notices__aside">
            <ul className="notices__list" aria-label={t('list')}>
              {notices.map((notice) => (
                <li key={notice.id}>
                  <NoticeItem
                    notice={notice}
                    selected={notice.id === selected?.id}
                    controls={detailId}
                    onSelect={() => choose(notice)}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              className="notices__pagination"
              page={page}
              totalPages={query.data.playerPage.totalPages}
              onChange={setPage}
              label={t('pagination')}
            />
          </div>
          {selected ? (
            <article
              ref={detail}
              id={detailId}
              className="notices__detail"
              aria-labelledby={`${detailId}-title`}
            >
              <h2 id={`${detailId}-title`} className="notices__detail-title">
                {selected.title}
              </h2>
              <p className="notices__date">
                {t('published')} <NoticeDate iso={selected.publishedAt} />
              </p>
              <SanitizedHtml html={selected.content} />
            </article>
          ) : null}
        </div>
      )}
    </div>
  );
}

function NoticeItem({
  notice,
  selected,
  controls,
  onSelect,
}: {
  notice: Notice;
  selected: boolean;
  controls: string;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      className="notices__item"
      aria-current={selected ? 'true' : undefined}
      aria-controls={controls}
      onClick={onSelect}
    >
      <span className="notices__item-title">{notice.title}</span>
      <NoticeDate iso={notice.publishedAt} />
    </button>
  );
}

function NoticeDate({ iso }: { iso: string }) {
  const { language } = useLanguage();
  return (
    <time className="notices__time" dateTime={iso}>
      {formatDateTime(iso, language)}
    </time>
  );
}

function NoticesSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="notices__layout" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <ul className="notices__list" aria-hidden="true">
        {Array.from({ length: NOTICE_PAGE_SIZE }, (_, i) => (
          <li key={i} className="notices__item notices__item--skeleton" />
        ))}
      </ul>
      <div className="notices__detail notices__detail--skeleton" aria-hidden="true" />
    </div>
  );
}

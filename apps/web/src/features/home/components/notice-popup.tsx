import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentQueries } from '../../../api/content';
import { Dialog } from '../../../components/ui/dialog';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/storage';
import './notice-popup.css';

/** Remembers for the browser session that the popup was shown (SPEC §3: index_notice). */
const SHOWN = '1';

/** The popup announcements (type PU), shown once per browser session on home. */
export function NoticePopup() {
  const { t } = useTranslation('home');
  const { data } = useQuery(contentQueries.announcements());
  const [open, setOpen] = useState(() => session.get('index_notice') !== SHOWN);
  const [index, setIndex] = useState(0);
  const popups = data?.popup ?? [];
  const showing = open && popups.length > 0;

  useEffect(() => {
    if (showing) session.set('index_notice', SHOWN);
  }, [showing]);

  const current = Math.min(index, popups.length - 1);
  const notice = popups[current];
  if (!showing || !notice) return null;
  const several = popups.length > 1;

  return (
    <Dialog
      open
      onClose={() => setOpen(false)}
      title={notice.title}
      className="notice-popup"
      footer={
        <>
          {several ? (
            <div className="notice-popup__pager">
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setIndex(current - 1)}
                disabled={current === 0}
                aria-label={t('popup_previous')}
              >
                ‹
              </button>
              <span className="notice-popup__position">
                {t('popup_position', { n: current + 1, total: popups.length })}
              </span>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setIndex(current + 1)}
                disabled={current === popups.length - 1}
                aria-label={t('popup_next')}
              >
                ›
              </button>
            </div>
          ) : null}
          <Link className="button" to={paths.notices}>
            {t('popup_all')}
          </Link>
        </>
      }
    >
      {notice.imageUrl ? (
        <img
          className="notice-popup__image"
          src={notice.imageUrl}
          alt=""
          width={560}
          height={280}
        />
      ) : null}
      <SanitizedHtml html={notice.content} />
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import type { Notice } from '@site/contract';
import { Dialog } from '../../../components/ui/dialog';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { paths } from '../../../config/paths';
import './notice-popup.css';

/** The popup notices in a dialog, one at a time, with a way to all notices. */
export default function NoticePopupDialog({
  popups,
  onShown,
  onClose,
}: {
  popups: Notice[];
  /** Called once it is on screen. */
  onShown: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  useEffect(onShown, [onShown]);
  const current = Math.min(index, popups.length - 1);
  const notice = popups[current];
  if (!notice) return null;
  const several = popups.length > 1;

  return (
    <Dialog
      open
      onClose={onClose}
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

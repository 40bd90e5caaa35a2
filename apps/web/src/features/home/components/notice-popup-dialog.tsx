import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import type { Notice } from '@site/contract';
import { Dialog } from '../../../components/ui/dialog';
import { SanitizedHtml } from '../../../components/ui/sanitized-html';
import { paths } from '../../../config/paths';
import { useCentrePlace } from '../../../hooks/use-centre';
import { useTyping } from '../../../hooks/use-typing';
import { INDEX_NOTICE_SHOWN, session } from '../../../lib/storage';
import { useUiStore, visitorDialogOpen } from '../../../stores/ui';
import './notice-popup.css';

/**
 * The popup notices in a dialog, one at a time, with a way to all notices. One modal at a time:
 * it waits while a dialog the visitor opened is on screen (the login, say) and while focus is
 * in a field being typed in, so it never covers the visitor's dialog, slips under it or takes
 * its focus; a member who registered meanwhile is spared it (use-register-submit). Once on
 * screen, a dialog the visitor opens over it (a link in it, an ended session) closes it.
 */
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
  const centreOpen = useCentrePlace() !== null;
  const busy = useUiStore(visitorDialogOpen) || centreOpen;
  const typing = useTyping();
  const [onScreen, setOnScreen] = useState(false);
  if (!onScreen && !busy && !typing && session.get('index_notice') !== INDEX_NOTICE_SHOWN)
    setOnScreen(true);
  useEffect(() => {
    if (onScreen) onShown();
  }, [onScreen, onShown]);
  useEffect(() => {
    if (onScreen && busy) onClose();
  }, [onScreen, busy, onClose]);
  const current = Math.min(index, popups.length - 1);
  const notice = popups[current];
  if (!notice || !onScreen || busy) return null;
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

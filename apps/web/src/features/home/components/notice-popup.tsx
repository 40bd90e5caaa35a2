import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../api/content';
import { usePageSettled } from '../../../hooks/use-page-settled';
import { INDEX_NOTICE_SHOWN, session } from '../../../lib/storage';

// Most visits see no popup: the dialog and the HTML sanitiser load only when one is due.
const NoticePopupDialog = lazy(() => import('./notice-popup-dialog'));

/**
 * The popup announcements (type PU), shown once per browser session on home. One modal at a
 * time: the dialog waits for its moment (notice-popup-dialog.tsx).
 */
export function NoticePopup() {
  const { data } = useQuery(contentQueries.announcements());
  const [closed, setClosed] = useState(false);
  // Remembered for the browser session once on screen (docs/product.md §3: index_notice).
  const [shown, setShown] = useState(false);
  // Not while hydrating: session storage is the browser's, and the server's HTML has no popup.
  // Nor before the page has loaded and had an idle moment: the dialog's code, styles and
  // sanitiser would compete with the first screen's paint and hydration.
  const settled = usePageSettled();
  const popups = data?.popup ?? [];
  const onShown = useCallback(() => {
    session.set('index_notice', INDEX_NOTICE_SHOWN);
    setShown(true);
  }, []);
  const due = shown || (settled && session.get('index_notice') !== INDEX_NOTICE_SHOWN);

  if (!due || closed || popups.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopupDialog popups={popups} onShown={onShown} onClose={() => setClosed(true)} />
    </Suspense>
  );
}

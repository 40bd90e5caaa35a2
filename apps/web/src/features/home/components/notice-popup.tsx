import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../api/content';
import { usePageSettled } from '../../../hooks/use-page-settled';
import { session } from '../../../lib/storage';

// Most visits see no popup: the dialog and the HTML sanitiser load only when one shows.
const NoticePopupDialog = lazy(() => import('./notice-popup-dialog'));

/** Remembers for the browser session that the popup was shown (SPEC §3: index_notice). */
const SHOWN = '1';

/** The popup announcements (type PU), shown once per browser session on home. */
export function NoticePopup() {
  const { data } = useQuery(contentQueries.announcements());
  const [open, setOpen] = useState(() => session.get('index_notice') !== SHOWN);
  // Not while hydrating: session storage is the browser's, and the server's HTML has no popup.
  // Nor before the page has loaded and had an idle moment: the dialog's code, styles and
  // sanitiser would compete with the first screen's paint and hydration.
  const settled = usePageSettled();
  const popups = data?.popup ?? [];
  const showing = settled && open && popups.length > 0;

  useEffect(() => {
    if (showing) session.set('index_notice', SHOWN);
  }, [showing]);

  if (!showing) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopupDialog popups={popups} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

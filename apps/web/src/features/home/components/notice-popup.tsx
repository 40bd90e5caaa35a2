import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../api/content';
import { session } from '../../../lib/storage';

// Most visits see no popup: the dialog and the HTML sanitiser load only when one shows.
const NoticePopupDialog = lazy(() => import('./notice-popup-dialog'));

/** Remembers for the browser session that the popup was shown (SPEC §3: index_notice). */
const SHOWN = '1';

/** The popup announcements (type PU), shown once per browser session on home. */
export function NoticePopup() {
  const { data } = useQuery(contentQueries.announcements());
  // Decided after mount: session storage is the browser's, and the server's HTML has no popup.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (session.get('index_notice') !== SHOWN) setOpen(true);
  }, []);
  const popups = data?.popup ?? [];
  const showing = open && popups.length > 0;

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

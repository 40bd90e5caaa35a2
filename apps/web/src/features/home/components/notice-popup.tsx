import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../api/content';
import { usePageSettled } from '../../../hooks/use-page-settled';
import { useTyping } from '../../../hooks/use-typing';
import { INDEX_NOTICE_SHOWN, session } from '../../../lib/storage';
import { useUiStore, visitorDialogOpen } from '../../../stores/ui';

// Most visits see no popup: the dialog and the HTML sanitiser load only when one shows.
const NoticePopupDialog = lazy(() => import('./notice-popup-dialog'));

/**
 * The popup announcements (type PU), shown once per browser session on home. One modal at a
 * time: they wait while a dialog the visitor opened is on screen (the login, say) and while
 * focus is in a field being typed in, so they never cover the visitor's dialog, slip under
 * it or take its focus; one the visitor opens over them closes them.
 */
export function NoticePopup() {
  const { data } = useQuery(contentQueries.announcements());
  const [closed, setClosed] = useState(false);
  // Remembered for the browser session once shown (SPEC §3: index_notice).
  const [shown, setShown] = useState(false);
  // Not while hydrating: session storage is the browser's, and the server's HTML has no popup.
  // Nor before the page has loaded and had an idle moment: the dialog's code, styles and
  // sanitiser would compete with the first screen's paint and hydration.
  const settled = usePageSettled();
  const busy = useUiStore(visitorDialogOpen);
  const typing = useTyping();
  const popups = data?.popup ?? [];
  // Read when it would show, not when home mounted: a member who registered meanwhile has
  // been spared it (use-register-submit).
  const due = shown || (settled && session.get('index_notice') !== INDEX_NOTICE_SHOWN);
  // A dialog the visitor opens while it shows (a link in it, an ended session) replaces it.
  if (shown && busy && !closed) setClosed(true);
  const showing = due && !closed && !busy && popups.length > 0 && (shown || !typing);

  // Once on screen, not when its code was asked for: a dialog the visitor opens meanwhile
  // puts it off, not away.
  const onShown = useCallback(() => {
    session.set('index_notice', INDEX_NOTICE_SHOWN);
    setShown(true);
  }, []);

  if (!showing) return null;
  return (
    <Suspense fallback={null}>
      <NoticePopupDialog popups={popups} onShown={onShown} onClose={() => setClosed(true)} />
    </Suspense>
  );
}

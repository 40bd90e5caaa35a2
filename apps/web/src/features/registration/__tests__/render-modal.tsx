import { Suspense, type ReactElement } from 'react';
import { useLocation, type Location } from 'react-router';
import { renderWithProviders } from '../../../testing/render';

/** Renders a modal at a URL; `location()` tells where it sent the app. */
export function renderModal(ui: ReactElement, url = '/index') {
  const current: { location: Location | null } = { location: null };
  function Spy() {
    current.location = useLocation();
    return null;
  }
  const view = renderWithProviders(
    <>
      <Suspense fallback={<p>suspended</p>}>{ui}</Suspense>
      <Spy />
    </>,
    { url },
  );
  return { ...view, location: () => current.location! };
}

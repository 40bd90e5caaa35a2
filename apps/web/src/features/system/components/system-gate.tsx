import { lazy, Suspense, type ReactNode } from 'react';
import { SystemStatus } from '@site/contract';
import { useBrandTheme } from '../hooks/use-brand-theme';
import { useStartup } from '../hooks/use-startup';
import { useSystemStatus } from '../hooks/use-system-status';
import { StatusRetryNotice } from './status-retry-notice';

// A normal day's visitor never sees these: they load when the status asks for them (the
// server's render of such a page names their chunk, so hydration waits for nothing).
const MaintenanceScreen = lazy(() =>
  import('./maintenance-screen').then((m) => ({ default: m.MaintenanceScreen })),
);
const RegionRestrictedScreen = lazy(() =>
  import('./region-restricted-screen').then((m) => ({ default: m.RegionRestrictedScreen })),
);

/**
 * The system status decides what the visitor sees: the site, or a full-page maintenance or
 * region-restriction screen in its place. The site renders while the check is in flight (it
 * runs alongside the page's own calls, and waiting for it cost the first paint a round trip);
 * a failed check never blanks the site. The merchant's theme is applied here, for every screen.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const value = status.data;
  useStartup(value === undefined || value.status === SystemStatus.normal);
  useBrandTheme(value?.info.whitelabel);

  if (value?.status === SystemStatus.maintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenanceScreen status={value} />
      </Suspense>
    );
  }
  if (value?.status === SystemStatus.regionRestricted) {
    return (
      <Suspense fallback={null}>
        <RegionRestrictedScreen status={value} />
      </Suspense>
    );
  }
  // Once a check has failed, the notice stays while retries run without data.
  const failed = !value && (status.isError || status.failureCount > 0);
  return (
    <>
      {failed ? (
        <StatusRetryNotice retrying={status.isFetching} onRetry={() => void status.refetch()} />
      ) : null}
      {children}
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { SystemStatus } from '@site/contract';
import { useStartup } from '../hooks/use-startup';
import { useSystemStatus } from '../hooks/use-system-status';
import { MaintenanceScreen } from './maintenance-screen';
import { RegionRestrictedScreen } from './region-restricted-screen';
import { StatusChecking } from './status-checking';
import { StatusRetryNotice } from './status-retry-notice';

/**
 * The system status decides what the visitor sees: the site, or a full-page maintenance or
 * region-restriction screen in its place. A failed check never blanks the site.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const value = status.data;
  const closed =
    value?.status === SystemStatus.maintenance || value?.status === SystemStatus.regionRestricted;
  // The first failed attempt shows the site at once, and it stays up while retries run
  // (a refetch without data reports 'pending' again, which must not take the site down).
  const [statusFailed, setStatusFailed] = useState(false);
  if (!statusFailed && (status.isError || status.failureCount > 0)) setStatusFailed(true);
  const failed = !value && statusFailed;
  useStartup((value !== undefined && !closed) || failed);

  if (!value && !failed) return <StatusChecking />;
  if (value?.status === SystemStatus.maintenance) return <MaintenanceScreen status={value} />;
  if (value?.status === SystemStatus.regionRestricted) {
    return <RegionRestrictedScreen status={value} />;
  }
  return (
    <>
      {failed ? (
        <StatusRetryNotice retrying={status.isFetching} onRetry={() => void status.refetch()} />
      ) : null}
      {children}
    </>
  );
}

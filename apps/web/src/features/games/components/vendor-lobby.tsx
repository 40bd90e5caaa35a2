import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { gameQueries } from '../../../api/games';
import { EmptyState, LoadError } from '../../../components/ui/section-state';
import { useVendorStart } from '../../../components/games/use-vendor-start';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { LobbyLayout } from './lobby-layout';

/** The pages whose vendors are the games: /sports and /esports. */
export type VendorLobbyCategory = 'SPORTS' | 'ESPORTS';

/**
 * /sports and /esports: the category's vendors as cards; a click starts the vendor's game
 * directly (docs/product.md §4). E-sports are the sports vendors the merchant lists as esports,
 * which
 * the platform answers under ESPORTS.
 */
export function VendorLobby({ category }: { category: VendorLobbyCategory }) {
  const { t } = useTranslation(['games', 'common']);
  const errorMessage = useErrorMessage();
  const idBase = useId();
  const maintenanceId = (vassalage: string) => `${idBase}-${vassalage}-maintenance`;
  const vendors = useQuery({
    ...gameQueries.vendors(),
    select: (answer) => answer.categories.find((c) => c.title === category)?.cards ?? [],
  });
  const { start, starting, failure } = useVendorStart();
  const failedName = vendors.data?.find((v) => v.vassalage === failure?.vassalage)?.displayName;

  return (
    <LobbyLayout title={t(`common:categories.${category}`)} category={category}>
      <div className="vendor-lobby__failure" role="alert">
        {failure
          ? failure.error === null
            ? t('vendors.no_games', { vendor: failedName ?? failure.vassalage })
            : t('vendors.start_failed', {
                vendor: failedName ?? failure.vassalage,
                reason: errorMessage(failure.error),
              })
          : null}
      </div>
      {vendors.isPending ? (
        <ul className="vendor-lobby__list" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="vendor-lobby__card vendor-lobby__card--skeleton" />
          ))}
        </ul>
      ) : vendors.isError ? (
        <LoadError error={vendors.error} onRetry={() => void vendors.refetch()} />
      ) : vendors.data.length === 0 ? (
        <EmptyState>{t('vendors.none')}</EmptyState>
      ) : (
        <ul
          className="vendor-lobby__list"
          aria-label={t('vendors.of', { category: t(`common:categories.${category}`) })}
        >
          {vendors.data.map((vendor) => (
            <li key={vendor.vassalage}>
              <button
                type="button"
                className="vendor-lobby__card"
                aria-label={t('vendors.play', { vendor: vendor.displayName })}
                aria-describedby={vendor.maintenance ? maintenanceId(vendor.vassalage) : undefined}
                aria-busy={starting === vendor.vassalage}
                onClick={() => start(category, vendor.vassalage)}
              >
                <img src={vendor.smallIcon} alt="" width="64" height="64" loading="lazy" />
                <span className="vendor-lobby__name">{vendor.displayName}</span>
                {vendor.maintenance ? (
                  <span id={maintenanceId(vendor.vassalage)} className="vendor-lobby__maintenance">
                    {t('vendors.maintenance')}
                  </span>
                ) : null}
                <span className="vendor-lobby__play" aria-hidden="true">
                  {starting === vendor.vassalage ? t('vendors.starting') : t('vendors.play_short')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </LobbyLayout>
  );
}

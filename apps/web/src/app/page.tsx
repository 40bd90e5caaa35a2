import { createContext, Suspense, useContext, useEffect, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SystemStatusValue } from '@site/contract';
import { useTranslation } from '../i18n/react';
import { systemQueries } from '../api/system';
import { PageLoading } from '../components/ui/page-loading';
import { useRenderReport } from '../lib/render-report';

/** Page names (common:pages.*) of the routes of docs/product.md §2. */
export type PageName =
  | 'home'
  | 'register'
  | 'login'
  | 'notices'
  | 'vip'
  | 'pointMall'
  | 'lottery'
  | 'vnLottery'
  | 'seaLottery'
  | 'elott'
  | 'rng'
  | 'live'
  | 'pvp'
  | 'fish'
  | 'hot'
  | 'fav'
  | 'sports'
  | 'esports'
  | 'promotions'
  | 'promoDetail'
  | 'seamless'
  | 'help'
  | 'helpCentre'
  | 'download'
  | 'join'
  | 'game';

const PageNameContext = createContext<PageName | null>(null);

/** The name of the page being shown, for screens shared by several routes. */
export const usePageName = () => useContext(PageNameContext);

const brandName = (status: SystemStatusValue) => status.info.whitelabel.brandName;

/**
 * One routed page: sets the document title (and a server render's) (the page, then the merchant's brand from its
 * settings) and shows progress while its chunk loads.
 */
export function Page({ name, component: Component }: { name: PageName; component: ComponentType }) {
  const { t } = useTranslation();
  const brand = useQuery({ ...systemQueries.status(), select: brandName }).data;
  // Until the settings arrive the page's name alone: never another merchant's brand.
  const title = brand ? `${t(`pages.${name}`)} · ${brand}` : t(`pages.${name}`);
  // A server render puts it into the page's <title> (effects do not run there).
  useRenderReport()?.setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PageNameContext.Provider value={name}>
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </PageNameContext.Provider>
  );
}

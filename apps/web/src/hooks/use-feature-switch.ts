import { useQuery } from '@tanstack/react-query';
import { isSwitchOn, type FeatureSwitch } from '@site/contract';
import { systemQueries } from '../api/system';

/** Whether the merchant turned a feature switch on (docs/product.md §4); off until the settings load. */
export function useFeatureSwitch(modId: FeatureSwitch): boolean {
  const settings = useQuery(systemQueries.settings());
  return isSwitchOn(settings.data, modId);
}

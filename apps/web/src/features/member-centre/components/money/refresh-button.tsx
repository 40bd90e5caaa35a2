import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { ActionButton } from './action-button';

/** Asks a list again at once; named by its word and the list's title (`listTitleId`). */
export function RefreshButton({
  query,
  listTitleId,
}: {
  query: UseQueryResult;
  listTitleId: string;
}) {
  const { t } = useTranslation('payments');
  return (
    <ActionButton
      className="button button--ghost money-refresh"
      word={t('refresh')}
      about={listTitleId}
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
    />
  );
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LiveTableType } from '@site/contract';
import { isLiveTableType } from '@site/contract/values.js';

/**
 * The lobby's choices live in the URL, so a link shows the same games and Back undoes a
 * choice: ?page= the vendor (docs/product.md §2: slots of one vendor are /rng?page={vendor}),
 * ?type= the
 * live table type, ?q= the search, ?pageNo= the page of the grid.
 */
export interface LobbyParams {
  vendor: string | null;
  tableType: LiveTableType | null;
  search: string;
  pageNo: number;
}

const PARAM = { vendor: 'page', tableType: 'type', search: 'q', pageNo: 'pageNo' } as const;

function readPageNo(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function useLobbyParams() {
  const [params, setParams] = useSearchParams();
  const value = useMemo<LobbyParams>(() => {
    const tableType = params.get(PARAM.tableType);
    return {
      vendor: params.get(PARAM.vendor) || null,
      tableType: isLiveTableType(tableType) ? tableType : null,
      search: params.get(PARAM.search)?.trim() ?? '',
      pageNo: readPageNo(params.get(PARAM.pageNo)),
    };
  }, [params]);

  /** Applies the changes; a new vendor, table type or search starts again at page 1. */
  const update = useCallback(
    (changes: Partial<LobbyParams>, { replace = false } = {}) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const write = (key: string, text: string | null) =>
            text ? next.set(key, text) : next.delete(key);
          if ('vendor' in changes) write(PARAM.vendor, changes.vendor ?? null);
          if ('tableType' in changes) write(PARAM.tableType, changes.tableType ?? null);
          if ('search' in changes) write(PARAM.search, changes.search ?? null);
          if ('pageNo' in changes) {
            write(
              PARAM.pageNo,
              changes.pageNo && changes.pageNo > 1 ? String(changes.pageNo) : null,
            );
          } else {
            next.delete(PARAM.pageNo);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  /**
   * A search from the search box. Starting or clearing one adds a history entry, so Back
   * returns to the lobby as it was (its vendor and page); refining one replaces it, so typing
   * does not leave an entry per pause.
   */
  const search = useCallback(
    (text: string) => update({ search: text }, { replace: value.search !== '' && text !== '' }),
    [update, value.search],
  );

  return [value, update, search] as const;
}

/** The address of the lobby with one vendor chosen (the vendor tabs are links). */
export function vendorSearch(current: URLSearchParams, vendor: string | null): string {
  const next = new URLSearchParams(current);
  if (vendor) next.set(PARAM.vendor, vendor);
  else next.delete(PARAM.vendor);
  next.delete(PARAM.pageNo);
  const text = next.toString();
  return text ? `?${text}` : '';
}

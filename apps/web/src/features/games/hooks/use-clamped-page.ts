import { useEffect, useRef } from 'react';

/** A page past the last one (an old link, a shorter search) goes to the last page. */
export function useClampedPage(
  pageNo: number,
  totalPages: number | undefined,
  go: (pageNo: number) => void,
) {
  const latest = useRef(go);
  useEffect(() => {
    latest.current = go;
  });
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && pageNo > totalPages) {
      latest.current(totalPages);
    }
  }, [pageNo, totalPages]);
}

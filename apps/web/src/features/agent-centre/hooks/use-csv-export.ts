import { useCallback, useEffect, useRef, useState } from 'react';
import { buildCsv, downloadCsv, type CsvCell } from '../utils/csv';

/** Rows a report's export fetches at most (100 pages of the calls' largest page, 100). */
export const EXPORT_MAX_ROWS = 10_000;
export const EXPORT_PAGE_SIZE = 100;

/** One page of the export: its lines, how many pages the filter has, lines to end the file. */
export interface ExportPage {
  rows: CsvCell[][];
  totalPages: number;
  /** Lines after the rows (a totals line), taken from the first page. */
  trailer?: CsvCell[][];
}

export interface ExportSpec {
  filename: string;
  header: string[];
  /** Page `pageNo` (1-based) of the applied filter, EXPORT_PAGE_SIZE lines a page. */
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<ExportPage>;
}

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'running'; page: number; pages: number }
  | { phase: 'done'; rows: number; capped: boolean }
  | { phase: 'failed'; error: unknown };

/**
 * Exports a report's applied filter: its pages fetched in turn (the progress says which), at
 * most EXPORT_MAX_ROWS rows, then the file is handed to the browser. Cancelling, or leaving
 * the page, aborts the call under way.
 */
export function useCsvExport() {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (spec: ExportSpec) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const maxPages = Math.ceil(EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE);
    try {
      setState({ phase: 'running', page: 1, pages: 1 });
      const first = await spec.fetchPage(1, abort.signal);
      const pages = Math.min(first.totalPages, maxPages);
      const rows = [...first.rows];
      for (let pageNo = 2; pageNo <= pages; pageNo++) {
        if (abort.signal.aborted) return;
        setState({ phase: 'running', page: pageNo, pages });
        rows.push(...(await spec.fetchPage(pageNo, abort.signal)).rows);
      }
      if (abort.signal.aborted) return;
      downloadCsv(spec.filename, buildCsv(spec.header, [...rows, ...(first.trailer ?? [])]));
      setState({ phase: 'done', rows: rows.length, capped: first.totalPages > maxPages });
    } catch (error) {
      if (abort.signal.aborted) return;
      setState({ phase: 'failed', error });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, cancel };
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Pagination } from '../../../../components/ui/pagination';
import { ExportCsv, type ExportCsvProps } from './export-csv';
import { ReportState } from './report-state';
import { ReportTable, type ReportColumn } from './report-table';

interface PagedReportProps<T> {
  query: UseQueryResult<{ list: T[]; totalCount: number; totalPages: number }>;
  /** The rows of the whole filter, page by page, for the CSV. */
  exportSpec: ExportCsvProps['spec'];
  empty: string;
  /** The table's caption, given the count of every matching row. */
  caption: (totalCount: number) => string;
  columns: readonly ReportColumn<T>[];
  rowKey: (row: T) => string;
  page: number;
  onPage: (page: number) => void;
  paginationLabel: string;
}

/**
 * A paged list report's lower half: its CSV export, the loading, empty and failed states, the
 * table of the page and the pager (team bets, downline transactions).
 */
export function PagedReport<T>(props: PagedReportProps<T>) {
  const { query } = props;
  return (
    <>
      <ExportCsv spec={props.exportSpec} scope="pages" />
      <ReportState query={query} isEmpty={(data) => data.list.length === 0} empty={props.empty}>
        {(data) => (
          <>
            <ReportTable
              caption={props.caption(data.totalCount)}
              columns={props.columns}
              rows={data.list}
              rowKey={props.rowKey}
              busy={query.isPlaceholderData}
            />
            <Pagination
              page={props.page}
              totalPages={data.totalPages}
              onChange={props.onPage}
              label={props.paginationLabel}
            />
          </>
        )}
      </ReportState>
    </>
  );
}

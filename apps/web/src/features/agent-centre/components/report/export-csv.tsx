import { useId } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { EXPORT_MAX_ROWS, useCsvExport, type ExportSpec } from '../../hooks/use-csv-export';
import { formatCount } from '../../../../lib/format';

export interface ExportCsvProps {
  /** The export of the filter applied now (built when the button is pressed). */
  spec: () => ExportSpec;
  /** 'pages': every page of the filter, fetched in turn; 'whole': the report is one answer. */
  scope: 'pages' | 'whole';
  /** The button's words when a page has two exports (default "Export CSV"). */
  label?: string;
}

/**
 * "Export CSV" with what it exports said under it, the progress while pages arrive (and a
 * way to stop), then how many rows the file holds, or why it failed.
 */
export function ExportCsv({ spec, scope, label }: ExportCsvProps) {
  const { t } = useTranslation('agent');
  const message = useErrorMessage();
  const noteId = useId();
  const { state, start, cancel } = useCsvExport();
  const running = state.phase === 'running';
  return (
    <div className="report-export">
      <div className="report-export__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={noteId}
          disabled={running}
          onClick={() => void start(spec())}
        >
          {label ?? t('reports.export.button')}
        </button>
        {running ? (
          <button type="button" className="button button--ghost" onClick={cancel}>
            {t('reports.export.cancel')}
          </button>
        ) : null}
      </div>
      <p id={noteId} className="report-export__note">
        {scope === 'pages'
          ? t('reports.export.note_pages', { max: formatCount(EXPORT_MAX_ROWS) })
          : t('reports.export.note_whole')}
      </p>
      {running ? (
        <progress
          className="report-export__progress"
          value={state.page - 1}
          max={state.pages}
          aria-label={t('reports.export.progress_label')}
        />
      ) : null}
      <p className="report-export__status" role="status" aria-live="polite">
        {running
          ? t('reports.export.progress', { page: state.page, pages: state.pages })
          : state.phase === 'done'
            ? state.capped
              ? t('reports.export.done_capped', { count: formatCount(state.rows) })
              : t('reports.export.done', { count: formatCount(state.rows) })
            : ''}
      </p>
      {state.phase === 'failed' ? (
        <p className="report-export__error" role="alert">
          {t('reports.export.failed')} {message(state.error)}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useErrorMessage } from '../../hooks/use-error-message';
import './section-state.css';

interface StateProps {
  /** A feature's own adjustments (width, spacing) on top of the shared look. */
  className?: string;
}

const classes = (className?: string) => `section-state${className ? ` ${className}` : ''}`;

/** Data that did not arrive: why, in the user's language, and a way to ask again. */
export function LoadError({
  error,
  onRetry,
  className,
}: StateProps & { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  return (
    <div className={classes(className)} role="alert">
      <p>
        {t('load_failed')} {message(error)}
      </p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/** A list with nothing in it, said in words. */
export function EmptyState({ children, className }: StateProps & { children: ReactNode }) {
  return <p className={classes(className)}>{children}</p>;
}

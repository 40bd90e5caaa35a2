import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { useTranslation } from '../../i18n/react';
import { CAPTCHA_REFRESH_MS, sessionCalls } from '@site/contract';
import { captchaKeys } from '../../api/keys';
import { call } from '../../lib/api-client';
import './captcha-field.css';

type CaptchaFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  /** The platform keys the answer by this id: the form sends it with the typed text. */
  onCaptchaId: (captchaId: string | null) => void;
  /** Changing it asks for a new image (an answer is single use, so after every failure). */
  refreshKey?: number;
  error?: string;
};

/**
 * The image captcha of /wps/captcha (a base64 PNG) with its answer field and a refresh
 * button that asks at most once a second (docs/product.md §9).
 */
export function CaptchaField({
  onCaptchaId,
  refreshKey = 0,
  error,
  ...inputProps
}: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorId = `${id}-error`;
  const lastRefresh = useRef(0);
  const captcha = useQuery({
    queryKey: captchaKeys.image(refreshKey),
    queryFn: ({ signal }) => call(sessionCalls.captcha, { signal }),
    // A captcha is used once: never served from cache, never refetched behind the form's back.
    gcTime: 0,
    staleTime: Infinity,
  });
  const captchaId = captcha.data?.captchaId ?? null;
  useEffect(() => onCaptchaId(captchaId), [captchaId, onCaptchaId]);

  function refresh() {
    const now = Date.now();
    if (now - lastRefresh.current < CAPTCHA_REFRESH_MS) return;
    lastRefresh.current = now;
    void captcha.refetch();
  }

  return (
    <div className="captcha-field">
      <label htmlFor={id} className="captcha-field__label">
        {t('captcha.label')}
      </label>
      <div className="captcha-field__row">
        <input
          id={id}
          className="captcha-field__input"
          inputMode="text"
          autoComplete="off"
          maxLength={10}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...inputProps}
        />
        <div className="captcha-field__image" aria-busy={captcha.isFetching}>
          {captcha.data && !captcha.isFetching ? (
            <img src={`data:image/png;base64,${captcha.data.value}`} alt={t('captcha.image')} />
          ) : captcha.isError && !captcha.isFetching ? (
            <span role="alert">{t('captcha.failed')}</span>
          ) : (
            <span role="status" className="captcha-field__loading">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">{t('captcha.loading')}</span>
            </span>
          )}
        </div>
        <button
          type="button"
          className="icon-button captcha-field__refresh"
          onClick={refresh}
          aria-label={t('captcha.refresh')}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
      {error ? (
        <p id={errorId} className="captcha-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

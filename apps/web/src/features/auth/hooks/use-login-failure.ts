import { useTranslation } from '../../../i18n/react';
import { ErrorCode } from '@site/contract';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

/** A failed login in words: a lock says when it ends (docs/product.md §7 throttles), in the user's language. */
export function useLoginFailureMessage() {
  const { t, i18n } = useTranslation('auth');
  const errorMessage = useErrorMessage();
  return (error: unknown): string => {
    if (error instanceof ApiError && error.code === ErrorCode.loginLocked && error.retryAt) {
      return t('login.locked_until', { time: formatDateTime(error.retryAt, i18n.language) });
    }
    return errorMessage(error);
  };
}

/** Whether the platform wants an image captcha on the next try (docs/product.md §4). */
export const asksForCaptcha = (error: unknown) =>
  error instanceof ApiError &&
  (error.captchaRequired ||
    error.code === ErrorCode.captchaRequired ||
    error.code === ErrorCode.captchaInvalid);

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { DEFAULT_SMS_COUNTDOWN_SECONDS, SMS_THROTTLE_MS, type CodeSent } from '@site/contract';
import { useErrorMessage } from '../../hooks/use-error-message';
import { ApiError } from '../../lib/api-client';
import { Dialog } from '../ui/dialog';
import './sms-code-button.css';

interface SmsCodeButtonProps {
  /** Asks the platform for a code (smsNoLogin, smsRegister, smsBind ...). */
  send: () => Promise<CodeSent>;
  /**
   * Runs first; false stops the request without a popup (e.g. the form shows that the
   * mobile number is missing).
   */
  beforeSend?: () => boolean | Promise<boolean>;
  disabled?: boolean;
  className?: string;
  /** A new value clears the countdown and the "code sent" line, e.g. after the form is done. */
  resetKey?: unknown;
}

/** Whole seconds until a throttled request may be repeated (docs/product.md §7: 429 with retryAt). */
function secondsUntilRetry(error: unknown): number {
  if (!(error instanceof ApiError) || error.status !== 429 || !error.retryAt) return 0;
  const at = Date.parse(error.retryAt);
  return Number.isNaN(at) ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * Requests an SMS code, then counts down expiredMinutes x 60 s before it can be asked again
 * (docs/product.md §4). A failure opens the docs/product.md §8 warning popup with the server's
 * message; a
 * throttled request counts down to when it may be repeated and says so.
 */
export function SmsCodeButton({
  send,
  beforeSend,
  disabled,
  className,
  resetKey,
}: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [sending, setSending] = useState(false);
  const [remaining, setRemaining] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const lastClick = useRef(0);
  const endsAt = useRef(0);
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  if (resetKey !== seenResetKey) {
    setSeenResetKey(resetKey);
    setRemaining(0);
    setSentTo(null);
  }

  const counting = remaining > 0;
  useEffect(() => {
    if (!counting) return;
    // Read from the clock, not by decrement: a background tab's timers run late.
    const timer = window.setInterval(() => {
      setRemaining(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  async function request() {
    const now = Date.now();
    // docs/product.md §9: at most one request a second, however fast the clicks come.
    if (now - lastClick.current < SMS_THROTTLE_MS) return;
    lastClick.current = now;
    if (beforeSend && !(await beforeSend())) {
      // Nothing was requested: fixing the input and clicking again must not be throttled.
      lastClick.current = 0;
      return;
    }
    setSending(true);
    try {
      const sent = await send();
      const seconds =
        sent.expiredMinutes > 0 ? sent.expiredMinutes * 60 : DEFAULT_SMS_COUNTDOWN_SECONDS;
      endsAt.current = Date.now() + seconds * 1000;
      setRemaining(seconds);
      setSentTo(sent.sentTo);
    } catch (error) {
      const wait = secondsUntilRetry(error);
      if (wait > 0) {
        endsAt.current = Date.now() + wait * 1000;
        setRemaining(wait);
        setFailure(t('sms_retry_in', { seconds: wait }));
      } else setFailure(errorMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`button button--ghost sms-code-button${className ? ` ${className}` : ''}`}
        disabled={disabled || sending || counting}
        aria-busy={sending}
        onClick={() => void request()}
      >
        {sending
          ? t('sms_sending')
          : counting
            ? t('sms_resend_in', { seconds: remaining })
            : t('sms_send')}
      </button>
      {/* Announced once when the code goes out, not on every tick of the countdown. */}
      <span className="visually-hidden" role="status">
        {sentTo ? t('sms_sent', { to: sentTo }) : ''}
      </span>
      <Dialog
        open={failure !== null}
        onClose={() => setFailure(null)}
        title={t('warning')}
        size="dialog"
        role="alertdialog"
        footer={
          <button type="button" className="button" onClick={() => setFailure(null)}>
            {t('confirm')}
          </button>
        }
      >
        <p>{failure}</p>
      </Dialog>
    </>
  );
}

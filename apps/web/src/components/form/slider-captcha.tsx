import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { sessionCalls } from '@site/contract';
import { captchaKeys } from '../../api/keys';
import { call } from '../../lib/api-client';
import './slider-captcha.css';

type Phase = 'idle' | 'dragging' | 'checking' | 'passed' | 'failed';

interface SliderCaptchaProps {
  /** The single-use token of a passed check, or null while there is none. */
  onChange: (sliderToken: string | null) => void;
  error?: string;
  /** Changing it starts over with a new picture; the form drops its token at the same time. */
  resetKey?: number;
}

const KEY_STEP = 1;
const PAGE_STEP = 10;

/**
 * The slider captcha (SLIDERCAPTCHA3): drag the piece into the picture's gap, with the
 * pointer or, as a slider control, with the arrow keys and Enter to drop. The platform
 * checks the drop and answers a token the form sends with login or registration. To start
 * over after a failed login or register, change `resetKey` (and drop the token).
 */
export function SliderCaptcha({ resetKey = 0, ...props }: SliderCaptchaProps) {
  const onChange = useRef(props.onChange);
  useEffect(() => {
    onChange.current = props.onChange;
  });
  // The previous picture's token is spent: the form must not send it again.
  const first = useRef(resetKey);
  useEffect(() => {
    if (resetKey !== first.current) onChange.current(null);
  }, [resetKey]);
  // A new key remounts the body: position, phase and picture all start afresh.
  return <SliderCaptchaBody key={resetKey} round={resetKey} {...props} />;
}

function SliderCaptchaBody({
  onChange,
  error,
  round,
}: Omit<SliderCaptchaProps, 'resetKey'> & { round: number }) {
  const { t } = useTranslation(['auth', 'common']);
  const id = useId();
  const [attempt, setAttempt] = useState(0);
  const [x, setX] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const startedAt = useRef<number | null>(null);
  const drag = useRef<{ pointerX: number; fromX: number; scale: number } | null>(null);

  const challenge = useQuery({
    // The round is in the key: a remount must not get the spent picture back from the cache.
    queryKey: captchaKeys.slider(round, attempt),
    queryFn: ({ signal }) => call(sessionCalls.slider, { signal }),
    gcTime: 0,
    staleTime: Infinity,
  });
  const data = challenge.data;
  const max = data ? data.width - data.pieceSize : 0;

  const locked = phase === 'checking' || phase === 'passed' || !data;

  function move(next: number) {
    if (locked) return;
    startedAt.current ??= Date.now();
    setX(Math.min(max, Math.max(0, Math.round(next))));
  }

  async function drop(at: number) {
    if (!data || locked) return;
    setPhase('checking');
    const durationMs = startedAt.current === null ? 0 : Date.now() - startedAt.current;
    try {
      const { sliderToken } = await call(sessionCalls.sliderVerify, {
        body: { sliderId: data.sliderId, x: at, durationMs },
      });
      setPhase('passed');
      onChange(sliderToken);
    } catch {
      // A failed drop (or a lost call) costs the picture: the next try gets a new one.
      setPhase('failed');
      onChange(null);
      setX(0);
      startedAt.current = null;
      setAttempt((n) => n + 1);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const steps: Record<string, number> = {
      ArrowRight: x + KEY_STEP,
      ArrowUp: x + KEY_STEP,
      ArrowLeft: x - KEY_STEP,
      ArrowDown: x - KEY_STEP,
      PageUp: x + PAGE_STEP,
      PageDown: x - PAGE_STEP,
      Home: 0,
      End: max,
    };
    if (event.key in steps) {
      event.preventDefault();
      move(steps[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void drop(x);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (locked) return;
    const track = event.currentTarget.parentElement;
    const width = track?.getBoundingClientRect().width ?? 0;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = {
      pointerX: event.clientX,
      fromX: x,
      // The picture may be drawn narrower than its pixel size on a small screen.
      scale: data && width > 0 ? data.width / width : 1,
    };
    setPhase('dragging');
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    move(current.fromX + (event.clientX - current.pointerX) * current.scale);
  }

  function onPointerUp() {
    if (!drag.current) return;
    drag.current = null;
    void drop(x);
  }

  const status =
    phase === 'checking'
      ? t('slider.checking')
      : phase === 'passed'
        ? t('slider.passed')
        : phase === 'failed'
          ? t('slider.failed')
          : '';

  return (
    <div
      className={`slider-captcha slider-captcha--${phase}`}
      role="group"
      aria-labelledby={`${id}-label`}
    >
      <span id={`${id}-label`} className="slider-captcha__label">
        {t('slider.label')}
      </span>
      {data ? (
        <>
          <div
            className="slider-captcha__picture"
            style={{ aspectRatio: `${data.width} / ${data.height}`, maxWidth: data.width }}
          >
            <img src={data.background} alt="" className="slider-captcha__background" />
            <img
              src={data.piece}
              alt=""
              className="slider-captcha__piece"
              style={{
                left: `${(x / data.width) * 100}%`,
                top: `${(data.pieceTop / data.height) * 100}%`,
                width: `${(data.pieceSize / data.width) * 100}%`,
              }}
            />
          </div>
          <div className="slider-captcha__track" style={{ maxWidth: data.width }}>
            <div
              role="slider"
              tabIndex={phase === 'passed' ? -1 : 0}
              className="slider-captcha__handle"
              style={{ left: `${(x / data.width) * 100}%` }}
              aria-label={t('slider.handle')}
              aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
              aria-valuemin={0}
              aria-valuemax={max}
              aria-valuenow={x}
              aria-valuetext={t('slider.position', { x, max })}
              aria-disabled={locked || undefined}
              aria-invalid={error ? true : undefined}
              onKeyDown={onKeyDown}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
            >
              <span aria-hidden="true">{phase === 'passed' ? '✓' : '→'}</span>
            </div>
          </div>
        </>
      ) : challenge.isError ? (
        <p role="alert" className="slider-captcha__problem">
          {t('slider.load_failed')}{' '}
          <button type="button" className="link-button" onClick={() => void challenge.refetch()}>
            {t('common:retry')}
          </button>
        </p>
      ) : (
        <p role="status" className="slider-captcha__loading">
          <span className="spinner" aria-hidden="true" />
          {t('slider.loading')}
        </p>
      )}
      <p id={`${id}-help`} className="slider-captcha__help">
        {t('slider.instructions')}
      </p>
      <p role="status" className="slider-captcha__status">
        {status}
      </p>
      {error ? (
        <p id={`${id}-error`} className="slider-captcha__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

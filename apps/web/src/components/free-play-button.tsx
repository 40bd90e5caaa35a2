import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import { useErrorMessage } from '../hooks/use-error-message';
import { useFeatureSwitch } from '../hooks/use-feature-switch';
import { useFreePlay } from '../hooks/use-free-play';
import { SliderCaptcha } from './form/slider-captcha';
import './free-play-button.css';

/**
 * "Try for free" (FREEPLAY3), in the login modal and the side menu; render it only where the
 * switch is on. With SLIDERCAPTCHA3 on, the platform wants a passed slider first: the click
 * shows the slider step, and free play starts as soon as the slider is passed (the visitor
 * already asked for it). A failure costs the slider's token, so it starts over.
 */
export function FreePlayButton({ variant }: { variant: 'modal' | 'menu' }) {
  const { t } = useTranslation('auth');
  const sliderOn = useFeatureSwitch('SLIDERCAPTCHA3');
  const { mutate, isPending, isError, error } = useFreePlay();
  const errorMessage = useErrorMessage();
  const [sliderShown, setSliderShown] = useState(false);
  const [sliderRound, setSliderRound] = useState(0);
  const stepId = useId();
  const step = useRef<HTMLDivElement>(null);

  const start = useCallback(
    (sliderToken?: string) =>
      mutate({ sliderToken }, { onError: () => setSliderRound((round) => round + 1) }),
    [mutate],
  );
  const onSliderChange = useCallback(
    (sliderToken: string | null) => {
      if (sliderToken) start(sliderToken);
    },
    [start],
  );
  // Keyboard and screen-reader users land on the step the click revealed.
  useEffect(() => {
    if (sliderShown) step.current?.focus();
  }, [sliderShown]);

  function onClick() {
    if (!sliderOn) start();
    else if (sliderShown) step.current?.focus();
    else setSliderShown(true);
  }

  const stepOpen = sliderOn && sliderShown;
  return (
    <div className={`free-play free-play--${variant}`}>
      <button
        type="button"
        className={`button free-play__button${variant === 'modal' ? ' button--accent' : ''}`}
        onClick={onClick}
        disabled={isPending}
        aria-busy={isPending}
        aria-expanded={sliderOn ? stepOpen : undefined}
        aria-controls={stepOpen ? stepId : undefined}
      >
        {isPending ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {t('login.free_play_busy')}
          </>
        ) : (
          t('login.free_play')
        )}
      </button>
      {stepOpen ? (
        <div
          id={stepId}
          ref={step}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${stepId}-hint`}
          className="free-play__step"
        >
          <p id={`${stepId}-hint`} className="free-play__hint">
            {t('login.free_play_slider')}
          </p>
          <SliderCaptcha resetKey={sliderRound} onChange={onSliderChange} />
        </div>
      ) : null}
      {isError ? (
        <p className="free-play__error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { SliderCaptcha } from '../../../components/form/slider-captcha';

/** The slider captcha a form must pass before it submits, when the merchant turns it on. */
export function useSliderStep(enabled: boolean) {
  const [token, setToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [missing, setMissing] = useState(false);
  const onChange = useCallback((next: string | null) => {
    setToken(next);
    if (next) setMissing(false);
  }, []);
  return {
    enabled,
    token: token ?? undefined,
    resetKey,
    missing,
    onChange,
    /** True when the form may go on; else says that the slider comes first. */
    ready: () => {
      if (!enabled || token) return true;
      setMissing(true);
      return false;
    },
    /** A token is single use: after a failed submit a new picture is needed. */
    reset: () => setResetKey((key) => key + 1),
  };
}

export function SliderStep({ step }: { step: ReturnType<typeof useSliderStep> }) {
  const { t } = useTranslation('registration');
  if (!step.enabled) return null;
  return (
    <SliderCaptcha
      onChange={step.onChange}
      resetKey={step.resetKey}
      error={step.missing ? t('errors.slider') : undefined}
    />
  );
}

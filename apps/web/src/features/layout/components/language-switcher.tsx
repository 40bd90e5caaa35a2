import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { isLanguage } from '@site/contract/headers.js';
import { env } from '../../../config/env';
import { useLanguage } from '../../../hooks/use-language';
import { Icon } from './icon';

/**
 * A native select (the most dependable control for keyboards and screen readers) drawn as a
 * compact globe and language code; the choice is remembered as lang and hisLang (docs/product.md
 * §3).
 */
export function LanguageSwitcher({ variant = 'compact' }: { variant?: 'compact' | 'full' }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className={`language-switcher language-switcher--${variant}`}>
      <label
        htmlFor={id}
        className={variant === 'full' ? 'language-switcher__label' : 'visually-hidden'}
      >
        {t('language')}
      </label>
      <div className="language-switcher__control">
        <Icon name="globe" size={18} />
        <span className="language-switcher__value" aria-hidden="true">
          {variant === 'full' ? t(`lang_${language}`) : language}
        </span>
        <Icon name="chevronDown" size={14} />
        <select
          id={id}
          className="language-switcher__select"
          value={language}
          onChange={(event) => {
            const chosen = event.target.value;
            if (isLanguage(chosen)) void setLanguage(chosen);
          }}
        >
          {env.supportLanguages.map((code) => (
            <option key={code} value={code}>
              {t(`lang_${code}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

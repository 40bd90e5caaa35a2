import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useQuery } from '@tanstack/react-query';
import { systemQueries } from '../../api/system';
import './dial-code-picker.css';

/** docs/product.md §9: the country list hides 200 ms after the picker loses focus. */
export const DIAL_CODE_HIDE_DELAY_MS = 200;

interface DialCodePickerProps {
  /** The chosen dialing code, e.g. '+62'; empty until the visitor's default arrives. */
  value: string;
  onChange: (dialingCode: string) => void;
  /** Accessible name; the shared "country code" label when not given. */
  label?: string;
  id?: string;
  invalid?: boolean;
}

/**
 * A select-only combobox (WAI-ARIA pattern) of the countries the platform knows, starting
 * on the visitor's own country. Arrows move, Enter or Space picks, Esc closes, typing a
 * letter jumps to the first country with that initial.
 */
export function DialCodePicker({ value, onChange, label, id, invalid }: DialCodePickerProps) {
  const { t } = useTranslation();
  const query = useQuery(systemQueries.countryCode());
  const countries = query.data?.countries ?? [];
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const hideTimer = useRef<number | undefined>(undefined);
  const listId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  const visitorDefault = query.data?.countryDialingCode;
  useEffect(() => {
    if (!value && visitorDefault) onChange(visitorDefault);
  }, [value, visitorDefault, onChange]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (open)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const selectedIndex = countries.findIndex((c) => c.countryDialingCode === value);

  function show() {
    setActive(Math.max(0, selectedIndex));
    setOpen(true);
  }
  function pick(index: number) {
    const country = countries[index];
    if (country) onChange(country.countryDialingCode);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!countries.length) return;
    const last = countries.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      if (!open) show();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return open ? move(active + 1) : move(Math.max(0, selectedIndex));
      case 'ArrowUp':
        return open ? move(active - 1) : move(Math.max(0, selectedIndex));
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (open) pick(active);
        else show();
        return;
      case 'Escape':
        if (open) {
          // Only the list closes, not a modal around the picker.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        if (event.key.length === 1) {
          const initial = event.key.toLowerCase();
          const found = countries.findIndex((c) => c.name.toLowerCase().startsWith(initial));
          if (found >= 0) move(found);
        }
    }
  }

  const loading = query.isPending;
  return (
    <div className="dial-code-picker">
      <div
        id={id}
        role="combobox"
        tabIndex={0}
        className={`dial-code-picker__control${invalid ? ' dial-code-picker__control--invalid' : ''}`}
        aria-label={label ?? t('dial_code')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-busy={loading}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onFocus={() => window.clearTimeout(hideTimer.current)}
        onBlur={() => {
          window.clearTimeout(hideTimer.current);
          hideTimer.current = window.setTimeout(() => setOpen(false), DIAL_CODE_HIDE_DELAY_MS);
        }}
      >
        {loading ? (
          <span className="dial-code-picker__loading">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('dial_code_loading')}</span>
          </span>
        ) : (
          value || '—'
        )}
      </div>
      {query.isError ? (
        <button
          type="button"
          className="dial-code-picker__retry"
          onClick={() => void query.refetch()}
        >
          {t('retry')}
        </button>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        className="dial-code-picker__list"
        aria-label={label ?? t('dial_code')}
        hidden={!open}
      >
        {countries.map((country, index) => (
          // Options are picked by mouse here and by keyboard on the combobox (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={country.countryCode}
            id={optionId(index)}
            role="option"
            aria-selected={country.countryDialingCode === value}
            className={`dial-code-picker__option${index === active ? ' dial-code-picker__option--active' : ''}`}
            // Keeps focus on the combobox, so picking does not start the hide delay.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
          >
            <span>{country.name}</span>
            <span className="dial-code-picker__code">{country.countryDialingCode}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

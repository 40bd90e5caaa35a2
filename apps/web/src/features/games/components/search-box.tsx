import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';

/** Pause after the last keystroke before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 150;
const MAX_LENGTH = 100;

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (value: string) => void;
  label: string;
}

/**
 * A game-name search: typing stays in this box (nothing else renders per keystroke), and the
 * search goes out 150 ms after the last key. Enter and the clear button send at once.
 */
export function SearchBox({ value, onSearch, label }: SearchBoxProps) {
  const { t } = useTranslation('games');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  // The URL moved on its own (Back, a link): show its search.
  if (value !== sent) {
    setSent(value);
    setText(value);
  }

  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  const send = (next: string) => {
    setSent(next);
    latest.current(next);
  };

  useEffect(() => {
    const search = text.trim();
    if (search === sent) return;
    const timer = setTimeout(() => {
      setSent(search);
      latest.current(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);

  return (
    <form
      role="search"
      className="lobby-search"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== sent) send(text.trim());
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className="lobby-search__icon" aria-hidden="true" />
      <input
        ref={input}
        id={id}
        type="search"
        className="lobby-search__input"
        value={text}
        maxLength={MAX_LENGTH}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
      />
      {text ? (
        <button
          type="button"
          className="lobby-search__clear"
          aria-label={t('search.clear')}
          onClick={() => {
            setText('');
            if (sent) send('');
            input.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </form>
  );
}

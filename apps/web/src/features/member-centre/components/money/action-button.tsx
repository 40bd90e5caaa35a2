import { useId, type ComponentPropsWithoutRef } from 'react';

type ActionButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'type'> & {
  /** What the button shows. */
  word: string;
  /** The id of the element naming what it acts on (an order's reference, a list's title). */
  about: string;
};

/**
 * A button named by its visible word and what it acts on ("Received W2026…", "Refresh Deposit
 * history"): buttons repeated per row or list read apart, and voice control finds each by the
 * word it shows, which starts its name.
 */
export function ActionButton({ word, about, ...button }: ActionButtonProps) {
  const wordId = useId();
  return (
    <button type="button" aria-labelledby={`${wordId} ${about}`} {...button}>
      <span id={wordId}>{word}</span>
    </button>
  );
}

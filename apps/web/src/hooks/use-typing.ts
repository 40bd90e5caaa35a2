import { useSyncExternalStore } from 'react';

/** Controls a visitor types into (not buttons, checkboxes or radios). */
const TYPED =
  'input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="checkbox"]):not([type="radio"]):not([type="range"]), textarea, select, [contenteditable=""], [contenteditable="true"]';

/** Whether focus is in a field the visitor types into (anywhere in the document). */
export const typingNow = () => document.activeElement?.matches(TYPED) === true;

function subscribe(changed: () => void) {
  document.addEventListener('focusin', changed);
  document.addEventListener('focusout', changed);
  return () => {
    document.removeEventListener('focusin', changed);
    document.removeEventListener('focusout', changed);
  };
}

/**
 * True while focus is in a field the visitor types into: what opens by itself (a popup) waits,
 * so it never takes focus, or keystrokes, from a field being typed in. False on the server.
 */
export const useTyping = () => useSyncExternalStore(subscribe, typingNow, () => false);

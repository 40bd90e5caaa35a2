import { useSyncExternalStore } from 'react';

/** Controls a visitor types into or picks from (not checkboxes or radios). */
const TYPED = 'input:not([type=checkbox]):not([type=radio]),textarea,select,[contenteditable]';

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

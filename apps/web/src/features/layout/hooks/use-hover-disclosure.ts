import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Moving the pointer from a tab into its panel should not flicker it shut. */
const CLOSE_DELAY_MS = 120;

/**
 * Something shown while the pointer is over it or the keyboard is inside it: opens on
 * hover and focus, closes on leave, blur and Esc (which returns focus to `trigger`).
 */
export function useHoverDisclosure<T extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<T>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // After Esc, focus goes back to the trigger: that focus must not reopen it.
  const dismissed = useRef(false);

  const show = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  const containerProps = {
    onMouseEnter: () => {
      dismissed.current = false;
      show();
    },
    onMouseLeave: () => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
    },
    onFocus: () => {
      if (!dismissed.current) show();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      dismissed.current = false;
      hide();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      dismissed.current = true;
      hide();
      trigger.current?.focus();
    },
  };
  return { open, trigger, containerProps, hide };
}

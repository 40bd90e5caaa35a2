import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Moving the pointer from a tab into its panel should not flicker it shut. */
const CLOSE_DELAY_MS = 120;

/**
 * A panel shown while the pointer is over it, or opened from the keyboard: with `toggle` (a
 * button), or on focus when `openOnFocus` (for panels with nothing to tab into, like a QR
 * code; a panel full of links would put them all between two tabs). Closes on leave, when
 * focus leaves, and on Esc (focus back to `trigger`). A click on the toggle of a panel the
 * hover opened keeps it open: the pointer is over the toggle, so it always hovers first.
 */
export function useHoverDisclosure<T extends HTMLElement>({ openOnFocus = false } = {}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<T>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // After Esc, focus goes back to the trigger: that focus must not reopen it.
  const dismissed = useRef(false);
  // Open because the pointer came over it: the click that follows (the pointer is on the
  // toggle) asks for the panel the member already sees, so it must not close it.
  const openedByHover = useRef(false);

  const show = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
  }, []);

  const containerProps = {
    onMouseEnter: () => {
      dismissed.current = false;
      if (!open) openedByHover.current = true;
      show();
    },
    onFocus: () => {
      if (openOnFocus && !dismissed.current) show();
    },
    onMouseLeave: () => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(hide, CLOSE_DELAY_MS);
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
  /** The toggle button: opens, or closes what a click opened; a hover-opened panel stays. */
  const toggle = useCallback(() => {
    clearTimeout(closeTimer.current);
    if (openedByHover.current) {
      // From now on the panel is the click's: the next click closes it.
      openedByHover.current = false;
      setOpen(true);
      return;
    }
    setOpen((was) => !was);
  }, []);
  return { open, trigger, containerProps, hide, toggle };
}

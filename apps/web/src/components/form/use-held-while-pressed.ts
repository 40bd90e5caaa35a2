import { useState, useSyncExternalStore, type RefObject } from 'react';

/*
 * A press moves focus before its click lands: the field being left is checked on blur, and an
 * error line that appears then pushes everything under it down, so the click ends on nothing
 * (the 18+ box of the register form). Words that would move the layout wait for the press to end.
 */

/** A press's click comes this long after its pointerup at most (a tap's mouse events). */
const TAP_CLICK_MS = 300;

/** What the press in progress went down on; null when no press is on. */
let pressed: EventTarget | null = null;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setPressed(target: EventTarget | null) {
  clearTimeout(releaseTimer);
  if (pressed === target) return;
  pressed = target;
  for (const listener of listeners) listener();
}
const press = (event: Event) => setPressed(event.target);
// pointerup, mouseup and click come in one task: a timeout after the click runs after all of
// them. A tap's mouse events (and its blur) come after its pointerup, so that waits longer.
const releaseAfterClick = () => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(null), 0);
};
const releaseLater = () => {
  clearTimeout(releaseTimer);
  releaseTimer = setTimeout(() => setPressed(null), TAP_CLICK_MS);
};

const EVENTS: [string, (event: Event) => void][] = [
  ['pointerdown', press],
  ['click', releaseAfterClick],
  ['pointerup', releaseLater],
  ['pointercancel', releaseAfterClick],
];

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    for (const [type, handler] of EVENTS) document.addEventListener(type, handler, true);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    for (const [type, handler] of EVENTS) document.removeEventListener(type, handler, true);
    clearTimeout(releaseTimer);
    pressed = null;
  };
}

/** What a mouse button, pen or finger is down on (until its click has landed), or null. */
const usePressTarget = () =>
  useSyncExternalStore(
    subscribe,
    () => pressed,
    () => null,
  );

/**
 * `value`, except that while a press is on outside `area` it stays what it was when the press
 * began. A press inside (the field's own file picker, its own button) changes it at once.
 */
export function useHeldWhilePressedOutside<T>(value: T, area: RefObject<HTMLElement | null>): T {
  const target = usePressTarget();
  const hold = target instanceof Node && !area.current?.contains(target);
  const [held, setHeld] = useState(value);
  if (!hold && held !== value) setHeld(value);
  return hold ? held : value;
}

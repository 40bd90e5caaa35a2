/** Controls a visitor types into or picks from; checkboxes and radios are not a form's start. */
const FIELD =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [role="combobox"]:not([aria-disabled="true"])';

function firstField(container: HTMLElement): HTMLElement | null {
  for (const field of Array.from(container.querySelectorAll<HTMLElement>(FIELD))) {
    // Inactive tab panels stay mounted but hidden.
    if (!field.closest('[hidden]')) return field;
  }
  return null;
}

/**
 * Puts focus on the first field in `container`, now or, when the form is still loading, as
 * soon as it appears, unless the visitor has moved focus by then (anywhere but `untouched`).
 * Returns a function that stops waiting.
 */
export function focusFirstField(
  container: HTMLElement,
  untouched: (active: Element | null) => boolean,
): () => void {
  const tryFocus = () => {
    const field = firstField(container);
    if (field && untouched(document.activeElement)) field.focus();
    return field !== null;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (!untouched(document.activeElement) || tryFocus()) observer.disconnect();
  });
  observer.observe(container, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden', 'disabled'],
  });
  return () => observer.disconnect();
}

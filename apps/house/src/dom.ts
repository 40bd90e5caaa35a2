/** A few DOM helpers: the page is plain TypeScript, no framework. */

type Child = Node | string | null | undefined | false;
type Props = Record<string, string | number | boolean | null | undefined | EventListener>;

/**
 * An element: `on*` props become listeners, `true` attributes are set empty, null/false/
 * undefined ones are left out, everything else is an attribute.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') {
      element.addEventListener(name.slice(2).toLowerCase(), value);
    } else if (value === true) {
      element.setAttribute(name, '');
    } else if (value !== null && value !== undefined && value !== false) {
      element.setAttribute(name, String(value));
    }
  }
  append(element, ...children);
  return element;
}

export function append(parent: Node, ...children: Child[]) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: Child[]) {
  parent.replaceChildren();
  append(parent, ...children);
}

let ids = 0;
/** A unique id for label/aria wiring. */
export const uid = (prefix: string) => `${prefix}-${++ids}`;

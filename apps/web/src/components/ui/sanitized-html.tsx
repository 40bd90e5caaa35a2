import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import './sanitized-html.css';

// Our own instance, so the link hook below never leaks into other users of DOMPurify. Made on
// first use: DOMPurify needs a window, which a server render (that loads this module) has not.
let purifier: ReturnType<typeof DOMPurify> | undefined;

function browserPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', linkAndImageRules);
  return purifier;
}

function linkAndImageRules(node: Element) {
  if (node.tagName === 'IMG') {
    // Operators rarely describe their pictures; an image without alt text is taken as decoration.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    return;
  }
  if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
  const href = node.getAttribute('href') ?? '';
  let external = false;
  try {
    const url = new URL(href, window.location.href);
    external = /^https?:$/.test(url.protocol) && url.origin !== window.location.origin;
  } catch {
    external = false;
  }
  // Operator content may link anywhere: other sites open in a new tab that cannot reach back.
  if (external) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else if (node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener');
  }
}

/**
 * Server HTML made safe: no scripts, no event handlers, no javascript: URLs. Without a window
 * (a server render) nothing: never the raw string.
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return browserPurifier().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

interface SanitizedHtmlProps {
  html: string;
  className?: string;
  id?: string;
}

/** Renders operator HTML (notices, help pages) after sanitising it. */
export function SanitizedHtml({ html, className, id }: SanitizedHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      id={id}
      className={`sanitized-html${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

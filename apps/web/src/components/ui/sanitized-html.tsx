import { useEffect, useMemo, useRef } from 'react';
import DOMPurify from 'dompurify';
import { useInRouterContext, useNavigate, type NavigateFunction } from 'react-router';
import { CATEGORY_ROUTES, paths } from '../../config/paths';
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

/** The paths the app's route table serves (config/paths), the category pages and `/`. */
const APP_PATHS = new Set<string>([
  '/',
  ...Object.values(paths),
  ...CATEGORY_ROUTES.map((category) => `/${category}`),
]);

/**
 * Where a click on a link to a page of the app goes: its path, query and hash. A click meant
 * for a new tab or window (a modifier key, another button, `target`), a link elsewhere or to
 * what the platform serves itself (a picture, a file) is the browser's.
 */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  if (link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || !APP_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Follows the site's own links in the app, without loading the page again: a notice that
 * links to `/index?member=depositv2` opens the deposit page over the page the member is on.
 */
function useInAppLinks(navigate: NavigateFunction | null) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || !navigate) return;
    const follow = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    };
    box.addEventListener('click', follow);
    return () => box.removeEventListener('click', follow);
  }, [navigate]);
  return ref;
}

/** Renders operator HTML (notices, help pages) after sanitising it. */
export function SanitizedHtml(props: SanitizedHtmlProps) {
  // A component test may render it without a router: its links are then the browser's.
  return useInRouterContext() ? <RoutedHtml {...props} /> : <HtmlBox {...props} navigate={null} />;
}

function RoutedHtml(props: SanitizedHtmlProps) {
  return <HtmlBox {...props} navigate={useNavigate()} />;
}

function HtmlBox({
  html,
  className,
  id,
  navigate,
}: SanitizedHtmlProps & { navigate: NavigateFunction | null }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const ref = useInAppLinks(navigate);
  return (
    <div
      ref={ref}
      id={id}
      className={`sanitized-html${className ? ` ${className}` : ''}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

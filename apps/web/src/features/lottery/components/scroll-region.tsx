import type { ReactNode } from 'react';

/**
 * A box that scrolls and holds nothing focusable: it takes focus itself, so keyboard users
 * can scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable to be scrolled by keyboard
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

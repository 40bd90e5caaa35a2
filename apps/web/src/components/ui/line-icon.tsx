/**
 * A decorative line icon: one SVG path on a 24 px grid, stroked in the current text colour.
 * Each feature keeps its own table of paths and names its icons in its own words.
 */
export function LineIcon({
  path,
  size = 20,
  strokeWidth = 1.8,
  className,
}: {
  path: string;
  size?: number;
  strokeWidth?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

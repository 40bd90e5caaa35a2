/** Platform marks drawn on a 24 px grid. */
const MARKS = {
  apple:
    'M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-3.6zM14.1 5.5c.6-.8 1.1-1.8 1-2.9-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3z',
  android:
    'M6 9h12v8a1 1 0 0 1-1 1h-1v3h-2v-3h-4v3H8v-3H7a1 1 0 0 1-1-1zM3.5 9.5a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0zM18.5 9.5a1 1 0 0 1 2 0v5a1 1 0 0 1-2 0zM6.1 8a6 6 0 0 1 11.8 0zM7.6 2.4l1.5 2.2M16.4 2.4l-1.5 2.2',
};

export function PlatformIcon({ android }: { android: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <path
        d={android ? MARKS.android : MARKS.apple}
        fill="currentColor"
        stroke="currentColor"
        strokeWidth={android ? 0.8 : 0}
        strokeLinecap="round"
      />
    </svg>
  );
}

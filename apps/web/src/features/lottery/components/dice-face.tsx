/** Pip positions on a 3×3 grid for each face of a die. */
const PIPS: Record<number, [number, number][]> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** A die showing `value` (1-6); decorative, its number is said by the text beside it. */
export function DiceFace({ value, size = 36 }: { value: number; size?: number }) {
  return (
    <svg className="lot-die" viewBox="0 0 36 36" width={size} height={size} aria-hidden="true">
      <rect x="1.5" y="1.5" width="33" height="33" rx="7" className="lot-die__body" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={8 + x * 10}
          cy={8 + y * 10}
          r={value === 1 ? 4.5 : 3.2}
          className={value === 1 || value === 4 ? 'lot-die__pip lot-die__pip--red' : 'lot-die__pip'}
        />
      ))}
    </svg>
  );
}

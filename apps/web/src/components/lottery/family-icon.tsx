import type { LotteryFamily } from '@site/contract';
import './family-icon.css';

/** The lottery type icons of docs/product.md §3 (11X5, K3, LF, LHC, PCB, PK10, SSC, CHAIN); decorative. */
export function FamilyIcon({ family, size = 28 }: { family: LotteryFamily; size?: number }) {
  return (
    <svg
      className={`lot-family-icon lot-family-icon--${family.toLowerCase()}`}
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
    >
      <circle cx="16" cy="16" r="15" className="lot-family-icon__disc" />
      {GLYPHS[family]}
    </svg>
  );
}

const label = (text: string, fontSize = 10) => (
  <text
    x="16"
    y="16"
    dy="0.35em"
    textAnchor="middle"
    fontSize={fontSize}
    fontWeight="800"
    fill="#fff"
  >
    {text}
  </text>
);

const GLYPHS: Record<LotteryFamily, React.ReactNode> = {
  // A stopwatch: the every-minute lottery.
  SSC: (
    <g fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round">
      <circle cx="16" cy="17.5" r="8" />
      <path d="M16 17.5V13M16 17.5l3 2M13.5 7h5M16 7v2.5" />
    </g>
  ),
  // A chequered flag: the race.
  PK10: (
    <g fill="#fff">
      <path d="M10 7v19" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      <path d="M11 8h12v9H11z" opacity="0.35" />
      <path d="M11 8h3v3h-3zM17 8h3v3h-3zM14 11h3v3h-3zM20 11h3v3h-3zM11 14h3v3h-3zM17 14h3v3h-3z" />
    </g>
  ),
  '11X5': label('11/5', 9),
  // Two dice.
  K3: (
    <g>
      <rect x="6" y="9" width="11" height="11" rx="2.5" fill="#fff" />
      <rect x="15" y="13" width="11" height="11" rx="2.5" fill="#fff" opacity="0.85" />
      <circle cx="9" cy="12" r="1.3" fill="#c0392b" />
      <circle cx="14" cy="17" r="1.3" fill="#c0392b" />
      <circle cx="18.5" cy="16.5" r="1.3" fill="#333" />
      <circle cx="22.5" cy="20.5" r="1.3" fill="#333" />
      <circle cx="20.5" cy="18.5" r="1.3" fill="#333" />
    </g>
  ),
  PCB: label('28', 12),
  // The Mark Six ball.
  LHC: (
    <g>
      <circle cx="16" cy="16" r="8.5" fill="#fff" />
      <text
        x="16"
        y="16"
        dy="0.35em"
        textAnchor="middle"
        fontSize="10"
        fontWeight="800"
        fill="#c0392b"
      >
        6
      </text>
    </g>
  ),
  LF: label('3D', 11),
  // Two chain links: the hash lottery.
  CHAIN: (
    <g fill="none" stroke="#fff" strokeWidth="2.2">
      <rect x="6" y="12.5" width="12" height="7" rx="3.5" transform="rotate(-35 12 16)" />
      <rect x="14" y="12.5" width="12" height="7" rx="3.5" transform="rotate(-35 20 16)" />
    </g>
  ),
};

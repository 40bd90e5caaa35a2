import { colourOf, type LotteryFamily } from '@site/contract';
import { DiceFace } from './dice-face';

/** How a family's balls look: digits, two-digit numbers, PK10 cars, dice, Mark Six colours. */
export function ballText(family: LotteryFamily, value: number): string {
  return family === 'PK10' || family === '11X5' || family === 'LHC'
    ? String(value).padStart(2, '0')
    : String(value);
}

export function ballClass(family: LotteryFamily, value: number): string {
  const base = `lot-ball lot-ball--${family.toLowerCase()}`;
  if (family === 'LHC') return `${base} lot-ball--${colourOf(value).toLowerCase()}`;
  if (family === 'PK10') return `${base} lot-ball--car${value}`;
  return base;
}

/** One result ball; `hidden` keeps its place while the draw is still rolling. */
export function Ball({
  family,
  value,
  hidden = false,
  size = 'md',
}: {
  family: LotteryFamily;
  value: number;
  hidden?: boolean;
  size?: 'sm' | 'md' | 'lg';
}) {
  if (family === 'K3' && !hidden) {
    return (
      <span className={`lot-dice lot-dice--${size}`}>
        <DiceFace value={value} size={size === 'lg' ? 44 : size === 'md' ? 34 : 24} />
        <span className="visually-hidden">{value}</span>
      </span>
    );
  }
  return (
    <span
      className={`${ballClass(family, value)} lot-ball--${size}${hidden ? ' lot-ball--rolling' : ''}`}
    >
      {hidden ? '?' : ballText(family, value)}
    </span>
  );
}

import type { CSSProperties } from 'react';
import type { Logo } from '@site/contract';
import { LazyImage } from '../../../components/ui/lazy-image';

interface LogoStripProps {
  title: string;
  logos: Logo[] | undefined;
  size: [width: number, height: number];
}

/** A titled row of logos; the row keeps its height while the logos load. */
export function LogoStrip({ title, logos, size: [width, height] }: LogoStripProps) {
  if (logos && logos.length === 0) return null;
  return (
    <section className="logo-strip">
      <h2 className="logo-strip__title">{title}</h2>
      <ul
        className="logo-strip__list"
        style={{ '--logo-w': `${width}px`, '--logo-h': `${height}px` } as CSSProperties}
      >
        {(logos ?? []).map((logo) => (
          <li key={logo.code}>
            <LazyImage src={logo.imageUrl} alt={logo.name} width={width} height={height} />
          </li>
        ))}
      </ul>
    </section>
  );
}

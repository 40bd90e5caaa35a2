import { useEffect, useState } from 'react';
import './qr-code.css';

/** docs/product.md §9: QR codes are 800 px with a 20 px quiet zone and medium error correction. */
export const QR_DEFAULTS = { size: 800, margin: 20, errorCorrectionLevel: 'M' } as const;

interface QrCodeProps {
  /** The text the code encodes, usually a download URL. */
  value: string;
  /** What the code is for, read out by screen readers. */
  label: string;
  /** Drawing size in px; CSS scales it down to the box it sits in. */
  size?: number;
  /** Quiet zone around the modules, in px of the drawing. */
  margin?: number;
  className?: string;
}

interface Drawing {
  value: string;
  /** Modules per side. */
  count: number;
  /** Every dark module, in module units. */
  path: string;
}

/** One SVG path of all dark modules, so the code stays crisp at any CSS size. */
async function drawQr(value: string): Promise<Drawing> {
  // Loaded on demand: the encoder never weighs on the first page load.
  const { create } = await import('qrcode');
  const { modules } = create(value, { errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { value, count: modules.size, path };
}

/** A QR code drawn in the browser; a reserved square shows while the encoder loads. */
export function QrCode({
  value,
  label,
  size = QR_DEFAULTS.size,
  margin = QR_DEFAULTS.margin,
  className,
}: QrCodeProps) {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    drawQr(value).then(
      (next) => live && setDrawing(next),
      () => live && setFailed(value),
    );
    return () => {
      live = false;
    };
  }, [value]);

  const classes = `qr-code${className ? ` ${className}` : ''}`;
  if (failed === value || drawing?.value !== value) {
    return (
      <div
        className={`${classes} qr-code--pending`}
        role="img"
        aria-label={label}
        aria-busy={failed !== value}
      />
    );
  }
  return (
    <svg
      className={classes}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <svg
        x={margin}
        y={margin}
        width={size - 2 * margin}
        height={size - 2 * margin}
        viewBox={`0 0 ${drawing.count} ${drawing.count}`}
      >
        <path d={drawing.path} fill="#000" />
      </svg>
    </svg>
  );
}

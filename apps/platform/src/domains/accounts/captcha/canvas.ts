/** An RGB colour, each channel 0-255. */
export type Rgb = readonly [number, number, number];

/** An RGBA bitmap, four bytes per pixel, row by row. */
export interface Canvas {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function createCanvas(width: number, height: number): Canvas {
  return { width, height, pixels: new Uint8Array(width * height * 4) };
}

/** hue in degrees, saturation and lightness 0-1. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const sextant: Rgb[] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ];
  const [r, g, b] = sextant[Math.floor(h) % 6]!;
  const m = lightness - chroma / 2;
  const byte = (channel: number) => Math.round((channel + m) * 255);
  return [byte(r), byte(g), byte(b)];
}

/** Lays `colour` over pixel (x, y) with opacity `alpha`; the result is opaque. */
export function blend(canvas: Canvas, x: number, y: number, colour: Rgb, alpha: number) {
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const at = (y * canvas.width + x) * 4;
  for (let c = 0; c < 3; c++) {
    canvas.pixels[at + c] = Math.round(canvas.pixels[at + c]! * (1 - alpha) + colour[c]! * alpha);
  }
  canvas.pixels[at + 3] = 255;
}

/** Multiplies pixel (x, y)'s colour by `factor` (below 1 darkens, above 1 lightens). */
export function shade(canvas: Canvas, x: number, y: number, factor: number) {
  if (x < 0 || y < 0 || x >= canvas.width || y >= canvas.height) return;
  const at = (y * canvas.width + x) * 4;
  for (let c = 0; c < 3; c++) {
    canvas.pixels[at + c] = Math.min(255, Math.round(canvas.pixels[at + c]! * factor));
  }
}

/** Calls `paint` for every pixel of the canvas for which `inside` holds. */
export function fillShape(
  canvas: Canvas,
  inside: (x: number, y: number) => boolean,
  paint: (x: number, y: number) => void,
) {
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) if (inside(x + 0.5, y + 0.5)) paint(x, y);
  }
}

/** A square with rounded corners, as a point test; `inset` shrinks it on every side. */
export function roundedSquare(left: number, top: number, size: number, radius: number, inset = 0) {
  const [x0, y0, x1, y1] = [left + inset, top + inset, left + size - inset, top + size - inset];
  const r = Math.max(0, radius - inset);
  return (x: number, y: number) => {
    if (x < x0 || y < y0 || x >= x1 || y >= y1) return false;
    const dx = Math.max(x0 + r - x, 0, x - (x1 - r));
    const dy = Math.max(y0 + r - y, 0, y - (y1 - r));
    return dx * dx + dy * dy <= r * r;
  };
}

import { randomBetween, randomIntBetween } from './random.js';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
export const PIECE_SIZE = 50;

export interface SliderPicture {
  /** Where the gap is: the piece's left edge must land here. */
  gapX: number;
  pieceTop: number;
  background: string;
  piece: string;
}

const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const hsl = (hue: number, saturation: number, lightness: number, alpha = 1) =>
  `hsla(${Math.round(hue)},${saturation}%,${lightness}%,${alpha})`;

/** A random scene: a two-colour gradient under translucent circles and rectangles. */
function scene(): string {
  const hue = randomBetween(0, 360);
  const shapes: string[] = [];
  for (let i = 0; i < 7; i++) {
    const fill = hsl(hue + randomBetween(60, 300), 70, randomBetween(35, 75), 0.55);
    shapes.push(
      `<circle cx="${randomIntBetween(0, SLIDER_WIDTH)}" cy="${randomIntBetween(0, SLIDER_HEIGHT)}" r="${randomIntBetween(12, 45)}" fill="${fill}"/>`,
    );
  }
  for (let i = 0; i < 5; i++) {
    const fill = hsl(hue + randomBetween(30, 330), 60, randomBetween(30, 70), 0.5);
    const angle = randomIntBetween(0, 90);
    shapes.push(
      `<rect x="${randomIntBetween(0, SLIDER_WIDTH)}" y="${randomIntBetween(0, SLIDER_HEIGHT)}" width="${randomIntBetween(20, 80)}" height="${randomIntBetween(10, 50)}" fill="${fill}" transform="rotate(${angle} ${SLIDER_WIDTH / 2} ${SLIDER_HEIGHT / 2})"/>`,
    );
  }
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 65, 55)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + randomBetween(60, 180), 65, 40)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" fill="url(#bg)"/>${shapes.join('')}`
  );
}

/**
 * A slider challenge's pictures. The piece is the same scene seen through a window at the
 * gap (its viewBox), so it fits only there; the background shows the gap darkened.
 */
export function drawSlider(): SliderPicture {
  // The piece starts at the left edge, so the gap is always at least a piece away from it.
  const gapX = randomIntBetween(PIECE_SIZE + 20, SLIDER_WIDTH - PIECE_SIZE - 10);
  const pieceTop = randomIntBetween(10, SLIDER_HEIGHT - PIECE_SIZE - 10);
  const picture = scene();
  const outline = `x="${gapX}" y="${pieceTop}" width="${PIECE_SIZE}" height="${PIECE_SIZE}" rx="8"`;
  const background =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" viewBox="0 0 ${SLIDER_WIDTH} ${SLIDER_HEIGHT}">` +
    `${picture}<rect ${outline} fill="rgba(0,0,0,0.5)" stroke="rgba(255,255,255,0.85)" stroke-width="2"/></svg>`;
  const piece =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE_SIZE}" height="${PIECE_SIZE}" viewBox="${gapX} ${pieceTop} ${PIECE_SIZE} ${PIECE_SIZE}">` +
    `<clipPath id="piece"><rect ${outline}/></clipPath>` +
    `<g clip-path="url(#piece)">${picture}</g>` +
    `<rect ${outline} fill="none" stroke="rgba(255,255,255,0.95)" stroke-width="2"/></svg>`;
  return { gapX, pieceTop, background: dataUrl(background), piece: dataUrl(piece) };
}

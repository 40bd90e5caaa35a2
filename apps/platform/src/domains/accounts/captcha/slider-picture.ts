import { randomBytes } from 'node:crypto';
import {
  blend,
  createCanvas,
  fillShape,
  hsl,
  roundedSquare,
  shade,
  type Canvas,
} from './canvas.js';
import { encodeRgbaPng } from './png.js';
import { randomBetween, randomIntBetween } from './random.js';

export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 160;
export const PIECE_SIZE = 50;
const CORNER = 8;
const OUTLINE = 2;

export interface SliderPicture {
  /** Where the gap is: the piece's left edge must land here. Kept on the server only. */
  gapX: number;
  pieceTop: number;
  /** PNG data URLs: pixels only, so the gap's place is not written anywhere in them. */
  background: string;
  piece: string;
}

const pngUrl = (canvas: Canvas) =>
  `data:image/png;base64,${encodeRgbaPng(canvas.width, canvas.height, canvas.pixels).toString('base64')}`;

/** A random scene: a diagonal two-colour gradient under translucent circles and bars. */
function paintScene(canvas: Canvas) {
  const hue = randomBetween(0, 360);
  const [from, to] = [hsl(hue, 0.65, 0.55), hsl(hue + randomBetween(60, 180), 0.65, 0.4)];
  fillShape(
    canvas,
    () => true,
    (x, y) => {
      const t = (x / canvas.width + y / canvas.height) / 2;
      blend(canvas, x, y, from, 1);
      blend(canvas, x, y, to, t);
    },
  );
  for (let i = 0; i < 7; i++) {
    const [cx, cy, r] = [
      randomIntBetween(0, SLIDER_WIDTH),
      randomIntBetween(0, SLIDER_HEIGHT),
      randomIntBetween(12, 45),
    ];
    const colour = hsl(hue + randomBetween(60, 300), 0.7, randomBetween(0.35, 0.75));
    fillShape(
      canvas,
      (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r,
      (x, y) => blend(canvas, x, y, colour, 0.55),
    );
  }
  for (let i = 0; i < 5; i++) {
    const [cx, cy] = [randomIntBetween(0, SLIDER_WIDTH), randomIntBetween(0, SLIDER_HEIGHT)];
    const [halfW, halfH] = [randomIntBetween(10, 40), randomIntBetween(5, 25)];
    const angle = randomBetween(0, Math.PI);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const colour = hsl(hue + randomBetween(30, 330), 0.6, randomBetween(0.3, 0.7));
    fillShape(
      canvas,
      (x, y) => {
        const u = cos * (x - cx) + sin * (y - cy);
        const v = -sin * (x - cx) + cos * (y - cy);
        return Math.abs(u) <= halfW && Math.abs(v) <= halfH;
      },
      (x, y) => blend(canvas, x, y, colour, 0.5),
    );
  }
}

/**
 * Specks on about one pixel in eight, so no region is a flat colour a script can match
 * exactly; sparse, so the PNG stays small.
 */
function addNoise(canvas: Canvas) {
  const grain = randomBytes(canvas.width * canvas.height);
  fillShape(
    canvas,
    (x, y) => grain[Math.floor(y) * canvas.width + Math.floor(x)]! < 32,
    (x, y) => shade(canvas, x, y, grain[y * canvas.width + x]! < 16 ? 0.85 : 1.15),
  );
}

/** A darkened rounded square with a light rim: the gap, or a decoy that looks like one. */
function cutHole(canvas: Canvas, left: number, top: number, size: number, darkness: number) {
  const hole = roundedSquare(left, top, size, CORNER);
  const inner = roundedSquare(left, top, size, CORNER, OUTLINE);
  fillShape(canvas, hole, (x, y) => {
    if (inner(x + 0.5, y + 0.5)) shade(canvas, x, y, darkness);
    else blend(canvas, x, y, [255, 255, 255], 0.8);
  });
}

/** Decoy places clear of the real gap, so one of them can never hide it. */
function decoyPlaces(gapX: number, count: number) {
  const places: { left: number; top: number; size: number }[] = [];
  for (let tries = 0; places.length < count && tries < 50; tries++) {
    const size = randomIntBetween(Math.round(PIECE_SIZE * 0.6), Math.round(PIECE_SIZE * 0.85));
    const left = randomIntBetween(0, SLIDER_WIDTH - size);
    const top = randomIntBetween(0, SLIDER_HEIGHT - size);
    const clear = [{ left: gapX, size: PIECE_SIZE }, ...places].every(
      (other) => left + size + 4 <= other.left || left >= other.left + other.size + 4,
    );
    if (clear) places.push({ left, top, size });
  }
  return places;
}

/** The piece: the scene's pixels under the gap, transparent outside its rounded square. */
function cropPiece(scene: Canvas, gapX: number, pieceTop: number): Canvas {
  const piece = createCanvas(PIECE_SIZE, PIECE_SIZE);
  const inside = roundedSquare(0, 0, PIECE_SIZE, CORNER);
  const inner = roundedSquare(0, 0, PIECE_SIZE, CORNER, OUTLINE);
  fillShape(piece, inside, (x, y) => {
    const from = ((pieceTop + y) * scene.width + gapX + x) * 4;
    piece.pixels.set(scene.pixels.subarray(from, from + 4), (y * PIECE_SIZE + x) * 4);
    if (!inner(x + 0.5, y + 0.5)) blend(piece, x, y, [255, 255, 255], 0.9);
  });
  return piece;
}

/**
 * A slider challenge's pictures, drawn in pixels. The background shows the gap (darkened, with
 * a rim) and one or two smaller decoys; the piece is the scene cut out at the gap, so it fits
 * only there. Nothing but pieceTop, which places the piece on its row, says where the gap is.
 */
export function drawSlider(): SliderPicture {
  // The piece starts at the left edge, so the gap is always at least a piece away from it.
  const gapX = randomIntBetween(PIECE_SIZE + 20, SLIDER_WIDTH - PIECE_SIZE - 10);
  const pieceTop = randomIntBetween(10, SLIDER_HEIGHT - PIECE_SIZE - 10);
  const scene = createCanvas(SLIDER_WIDTH, SLIDER_HEIGHT);
  paintScene(scene);
  addNoise(scene);
  const piece = cropPiece(scene, gapX, pieceTop);

  const background = scene;
  cutHole(background, gapX, pieceTop, PIECE_SIZE, 0.45);
  for (const decoy of decoyPlaces(gapX, randomIntBetween(1, 2))) {
    cutHole(background, decoy.left, decoy.top, decoy.size, randomBetween(0.5, 0.7));
  }
  return { gapX, pieceTop, background: pngUrl(background), piece: pngUrl(piece) };
}

import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  // The CRC covers the chunk type and its data, not the length.
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** PNG colour types this encoder writes, by bytes per pixel. */
const COLOUR_TYPE = { 1: 0, 4: 6 } as const; // greyscale; RGBA
type Channels = keyof typeof COLOUR_TYPE;

/**
 * Only the IHDR, IDAT and IEND chunks: no text or other metadata, so a picture says nothing but
 * its pixels. `sub` filters each byte against its left neighbour, which shrinks smooth colour.
 */
function encodePng(
  width: number,
  height: number,
  channels: Channels,
  pixels: Uint8Array,
  filter: 'none' | 'sub',
): Buffer {
  const stride = width * channels;
  if (pixels.length !== stride * height) throw new Error('pixel count does not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = COLOUR_TYPE[channels];
  // Compression, filter and interlace methods stay 0 (the only defined ones, no interlace).
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    const line = pixels.subarray(y * stride, (y + 1) * stride);
    // Each scanline starts with its filter type: 0 none, 1 sub.
    raw[row] = filter === 'sub' ? 1 : 0;
    if (filter === 'none') {
      raw.set(line, row + 1);
      continue;
    }
    for (let i = 0; i < stride; i++) {
      raw[row + 1 + i] = (line[i]! - (i >= channels ? line[i - channels]! : 0)) & 0xff;
    }
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An 8-bit greyscale PNG of `pixels` (one byte per pixel, row by row, 0 black). */
export function encodeGreyPng(width: number, height: number, pixels: Uint8Array): Buffer {
  return encodePng(width, height, 1, pixels, 'none');
}

/** An 8-bit RGBA PNG of `pixels` (four bytes per pixel, row by row). */
export function encodeRgbaPng(width: number, height: number, pixels: Uint8Array): Buffer {
  return encodePng(width, height, 4, pixels, 'sub');
}

import { createHash } from 'node:crypto';

export interface Picture {
  svg: string;
  etag: string;
}

/**
 * Drawn pictures by what they depend on, least recently used first out: a game's picture is
 * drawn once, and a catalogue of 5,000 of them never all sits in memory.
 */
export class PictureCache {
  readonly #pictures = new Map<string, Picture>();

  constructor(readonly limit: number) {}

  get size() {
    return this.#pictures.size;
  }

  /** The picture for `key`, drawn by `draw` the first time (or again after it was dropped). */
  get(key: string, draw: () => string): Picture {
    const cached = this.#pictures.get(key);
    if (cached) {
      // Re-inserted: a Map keeps insertion order, so the oldest use stays first.
      this.#pictures.delete(key);
      this.#pictures.set(key, cached);
      return cached;
    }
    const svg = draw();
    const picture = { svg, etag: etagOf(svg) };
    this.#pictures.set(key, picture);
    if (this.#pictures.size > this.limit) {
      this.#pictures.delete(this.#pictures.keys().next().value!);
    }
    return picture;
  }
}

export const etagOf = (svg: string) =>
  `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { compression } from '../plugins/external/compression.js';

/** A content coding an answer may be sent in besides identity. */
export type Coding = (typeof compression.encodings)[number];

/** A kept answer's body in the codings clients have asked for, each made once. */
export type CodedBodies = Partial<Record<Coding, Buffer>>;

/** What an answer under the compression threshold keeps: nothing, it goes out as it is. */
const UNCODED: CodedBodies = Object.freeze({});

const supported = [...compression.encodings];

/**
 * The clients' Accept-Encoding values, and what each chose: a site's browsers send a handful
 * of spellings, so negotiating costs a lookup. Bounded, as the header is the client's.
 */
const chosen = new Map<string, Coding | null>();
const CHOICES_KEPT = 64;

/**
 * The coding to answer in for an Accept-Encoding header, as @fastify/compress chooses it
 * (`*` and x-gzip read as gzip, brotli first on equal quality); undefined: identity.
 */
export function codingFor(acceptEncoding: string | undefined): Coding | undefined {
  if (!acceptEncoding) return undefined;
  let coding = chosen.get(acceptEncoding);
  if (coding === undefined) {
    const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
    coding = negotiate(header, supported);
    if (chosen.size >= CHOICES_KEPT) chosen.clear();
    chosen.set(acceptEncoding, coding);
  }
  return coding ?? undefined;
}

/**
 * The body of a kept answer in `coding`, compressed the first time it is asked for and kept in
 * `coded` after that; undefined when the body is under the threshold and goes out as it is.
 */
export function codedBody(
  answer: { body: string; coded?: CodedBodies },
  coding: Coding,
): Buffer | undefined {
  const coded = (answer.coded ??=
    Buffer.byteLength(answer.body) < compression.threshold ? UNCODED : {});
  if (coded === UNCODED) return undefined;
  return (coded[coding] ??= compress(answer.body, coding));
}

function compress(body: string, coding: Coding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: compression.brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipSync(body, { level: compression.gzipLevel });
}

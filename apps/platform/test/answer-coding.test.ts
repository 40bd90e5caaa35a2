import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codedBody, codingFor } from '../src/http/answer-coding.js';
import { compression } from '../src/plugins/external/compression.js';

describe('the coding of a kept answer', () => {
  it("chooses as the compression plugin does: brotli first, the client's qualities heard", () => {
    expect(codingFor(undefined)).toBeUndefined();
    expect(codingFor('')).toBeUndefined();
    expect(codingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(codingFor('gzip, deflate')).toBe('gzip');
    expect(codingFor('GZIP')).toBe('gzip');
    expect(codingFor('x-gzip')).toBe('gzip');
    expect(codingFor('*')).toBe('gzip');
    expect(codingFor('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(codingFor('br;q=0, gzip;q=0')).toBeUndefined();
    expect(codingFor('identity')).toBeUndefined();
    expect(codingFor('deflate')).toBeUndefined();
    // Asked again (now from what was kept), the same.
    expect(codingFor('br;q=0.5, gzip;q=0.8')).toBe('gzip');
  });

  it('compresses an answer once per coding, and one under the threshold not at all', () => {
    const body = JSON.stringify({ success: true, value: { text: 'kata '.repeat(400) } });
    expect(Buffer.byteLength(body)).toBeGreaterThanOrEqual(compression.threshold);
    const answer = { body };
    const br = codedBody(answer, 'br');
    const gzip = codedBody(answer, 'gzip');
    expect(brotliDecompressSync(br!).toString()).toBe(body);
    expect(gunzipSync(gzip!).toString()).toBe(body);
    // Kept: the same bytes, not compressed again.
    expect(codedBody(answer, 'br')).toBe(br);
    expect(codedBody(answer, 'gzip')).toBe(gzip);

    const small = { body: JSON.stringify({ success: true, value: 'x'.repeat(100) }) };
    expect(codedBody(small, 'br')).toBeUndefined();
    expect(codedBody(small, 'gzip')).toBeUndefined();
  });
});

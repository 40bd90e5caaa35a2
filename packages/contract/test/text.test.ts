import { describe, expect, it } from 'vitest';
import { isPlainName, jsonStructureProblem, STRUCTURE_LIMITS, textProblemIn } from '../src/text.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('textProblemIn', () => {
  it('names the first control character or lone surrogate in reading order, keys included', () => {
    expect(textProblemIn({ a: 'ok', list: [{ remark: 'x' }, { remark: 'b\u0000' }] })).toEqual({
      problem: 'control',
      path: 'list.1.remark',
    });
    expect(textProblemIn({ first: 'a\u001b', second: '\ud800' })).toEqual({
      problem: 'control',
      path: 'first',
    });
    expect(textProblemIn({ first: 'ok', second: 'x\udfff' })).toEqual({
      problem: 'ill-formed',
      path: 'second',
    });
    expect(textProblemIn({ nested: { 'k\u0007': 1 } })).toEqual({
      problem: 'control',
      path: 'nested.(key)',
    });
    expect(textProblemIn('\ud83c')).toEqual({ problem: 'ill-formed', path: '' });
  });

  it('passes text that is well formed: tabs, line breaks, emoji, numbers and nulls', () => {
    expect(textProblemIn({ a: 'a\tb\r\nc', b: '🎰 \ud83c\udfb0', c: [1, null, true] })).toBeNull();
    expect(textProblemIn(undefined)).toBeNull();
  });

  it('stops at the depth and width bounds without recursion', () => {
    expect(textProblemIn(nested(STRUCTURE_LIMITS.depth))).toBeNull();
    expect(textProblemIn(nested(STRUCTURE_LIMITS.depth + 1))?.problem).toBe('too-deep');
    // Far deeper than any stack: answered, not thrown.
    expect(textProblemIn(nested(100_000))?.problem).toBe('too-deep');
    const wide = Array.from({ length: STRUCTURE_LIMITS.nodes }, () => 1);
    expect(textProblemIn(wide)?.problem).toBe('too-large');
    expect(textProblemIn(wide.slice(1))).toBeNull();
  });
});

describe('jsonStructureProblem', () => {
  it('measures nesting and values, never counting what stands inside strings', () => {
    const limit = STRUCTURE_LIMITS.depth;
    expect(jsonStructureProblem(`${'['.repeat(limit)}${']'.repeat(limit)}`)).toBeNull();
    expect(jsonStructureProblem(`${'['.repeat(limit + 1)}${']'.repeat(limit + 1)}`)).toBe(
      'too-deep',
    );
    expect(
      jsonStructureProblem(JSON.stringify({ text: '['.repeat(1_000) + ','.repeat(1e5) })),
    ).toBeNull();
    expect(jsonStructureProblem(JSON.stringify({ text: 'say \\"[[[\\"' }))).toBeNull();
    expect(jsonStructureProblem(`[${'1,'.repeat(STRUCTURE_LIMITS.nodes)}1]`)).toBe('too-large');
    expect(jsonStructureProblem(`[${'1,'.repeat(STRUCTURE_LIMITS.nodes - 2)}1]`)).toBeNull();
  });
});

describe('isPlainName', () => {
  it('refuses direction overrides, isolates and zero-width characters', () => {
    for (const name of ['a\u202Eb', 'a\u2067b', 'a\u200Bb', 'a\u200Db', 'a\uFEFF', 'a\u061Cb']) {
      expect(isPlainName(name), JSON.stringify(name)).toBe(false);
    }
    expect(isPlainName('Raja Slot 88')).toBe(true);
    expect(isPlainName('Sultan 🎰')).toBe(true);
    expect(isPlainName('Nguyễn Văn A')).toBe(true);
  });
});

/**
 * What no text field of the wire may carry: C0 control characters other than tab, line feed
 * and carriage return, DEL, and the C1 controls. NUL in particular cannot be stored in a
 * PostgreSQL text column; the others only ever arrive from a broken or hostile client.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Characters that change how text around them is shown without being seen themselves: the
 * bidirectional overrides, embeddings, isolates and marks (U+202E turns "gnp.exe" into
 * "exe.png"), and the zero-width ones (two names that look the same). A name shown to other
 * people must not carry them.
 */
export const INVISIBLE_FORMAT =
  /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/** Whether a name shown to others is free of invisible and direction-changing characters. */
export const isPlainName = (value: string) => !INVISIBLE_FORMAT.test(value);

/**
 * How large a request's structure may be. The wire's deepest call nests a handful of levels and
 * its longest list holds a few thousand items; these bounds are far above both, and low enough
 * that walking the largest body allowed costs a millisecond.
 */
export const STRUCTURE_LIMITS = { depth: 32, nodes: 50_000 } as const;

export type TextProblem =
  /** A control character (see CONTROL_CHARACTER). */
  | 'control'
  /** A lone UTF-16 surrogate: not text at all, and PostgreSQL refuses it. */
  | 'ill-formed'
  /** Nested deeper than STRUCTURE_LIMITS.depth. */
  | 'too-deep'
  /** More values than STRUCTURE_LIMITS.nodes. */
  | 'too-large';

export interface TextFinding {
  problem: TextProblem;
  /** Where: 'gameName', 'list.2.remark', 'list.(key)'; '' for the value itself. */
  path: string;
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const problemOf = (text: string): TextProblem | null =>
  CONTROL_CHARACTER.test(text) ? 'control' : LONE_SURROGATE.test(text) ? 'ill-formed' : null;

interface Visit {
  value: unknown;
  depth: number;
  /** The step from the parent, and the parent's visit: a path is built only when one is needed. */
  step: string;
  parent: Visit | null;
}

const pathOf = (visit: Visit, last?: string): string => {
  const steps = last === undefined ? [] : [last];
  for (let at: Visit | null = visit; at?.parent; at = at.parent) steps.push(at.step);
  return steps.reverse().join('.');
};

/**
 * The first problem with the text in `value` (a parsed body, a query, params), or null. Walks
 * iteratively, at most STRUCTURE_LIMITS deep and wide, so no value can exhaust the stack or
 * hold the event loop; keys are checked as well as values.
 */
export function textProblemIn(value: unknown): TextFinding | null {
  const stack: Visit[] = [{ value, depth: 0, step: '', parent: null }];
  let nodes = 0;
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (++nodes > STRUCTURE_LIMITS.nodes) return { problem: 'too-large', path: '' };
    const item = visit.value;
    if (typeof item === 'string') {
      const problem = problemOf(item);
      if (problem) return { problem, path: pathOf(visit) };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (visit.depth >= STRUCTURE_LIMITS.depth) return { problem: 'too-deep', path: pathOf(visit) };
    // Pushed in reverse, so the first offending field in reading order is the one named.
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) {
        stack.push({ value: item[i], depth: visit.depth + 1, step: String(i), parent: visit });
      }
      continue;
    }
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const problem = problemOf(key);
      if (problem) return { problem, path: pathOf(visit, '(key)') };
      stack.push({ value: child, depth: visit.depth + 1, step: key, parent: visit });
    }
  }
  return null;
}

/**
 * Whether a JSON text nests deeper or holds more values than STRUCTURE_LIMITS allow: one pass
 * over the characters, before JSON.parse builds anything (a body of a million `[` is refused
 * without being parsed). Only counts; JSON.parse still judges whether it is JSON at all.
 */
export function jsonStructureProblem(json: string): 'too-deep' | 'too-large' | null {
  let depth = 0;
  let values = 1;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > STRUCTURE_LIMITS.depth) return 'too-deep';
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c && ++values > STRUCTURE_LIMITS.nodes) return 'too-large';
  }
  return null;
}

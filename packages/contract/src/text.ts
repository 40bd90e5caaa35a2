/**
 * What no text field of the wire may carry: C0 control characters other than tab, line feed
 * and carriage return, DEL, and the C1 controls. NUL in particular cannot be stored in a
 * PostgreSQL text column; the others only ever arrive from a broken or hostile client.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The path ('gameName', 'list.2.remark') of the first string in `value` that holds a control
 * character, or null when there is none. Keys are checked as well as values.
 */
export function controlCharacterPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [...path, '(key)'].join('.');
      const found = controlCharacterPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

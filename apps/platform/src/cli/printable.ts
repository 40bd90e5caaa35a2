/**
 * Control characters (ESC sequences, CR, BEL ...) and bidi overrides: text that would steer
 * the operator's terminal or reorder what it shows.
 */
const STEERING = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Text the platform answered (a member's remark or name, an operator's note) as it may be
 * printed: its control characters dropped, so it cannot move the cursor, recolour or clear
 * the operator's terminal.
 */
export const printable = (text: string) => text.replace(STEERING, '');

/** Digits 0-9 as 5x7 bitmaps, one string per row, '#' inked. */
const GLYPHS: Record<string, readonly string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '# #  ', '  #  ', '  #  ', '  #  ', '#####'],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Whether the glyph of `digit` is inked at column x, row y (outside the cell is blank). */
export function inked(digit: string, x: number, y: number): boolean {
  const glyph = GLYPHS[digit];
  if (!glyph || x < 0 || y < 0 || x >= GLYPH_WIDTH || y >= GLYPH_HEIGHT) return false;
  return glyph[y]![x] === '#';
}

/**
 * The 'lobby-search' performance measure (read by bench): from the moment a search's games are
 * ready to show (its answer arrives, or the search starts with its answer already cached) to
 * the commit of the grid that shows them. It must stay within one frame (16 ms).
 */
export const SEARCH_MEASURE = 'lobby-search';
const START = 'lobby-search:start';

const canMeasure = () =>
  typeof performance !== 'undefined' && typeof performance.mark === 'function';

/** The search's games are ready: an answer arrived, or a new search begins. */
export function markSearchReady() {
  if (canMeasure()) performance.mark(START);
}

/** The grid showing a search's games has committed. */
export function measureSearchRender() {
  if (!canMeasure() || performance.getEntriesByName(START, 'mark').length === 0) return;
  performance.measure(SEARCH_MEASURE, START);
  performance.clearMarks(START);
}

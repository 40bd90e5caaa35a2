/**
 * How long a search's results take to show, as performance measures (bench reads them):
 *
 * - 'lobby-search': the render that shows a search's games, from the lobby starting it to the
 *   grid's commit (the state update and the render of the result page). It must stay within
 *   one frame (16 ms).
 * - 'lobby-search-answer': from the answer's arrival to the same commit. The gap between the
 *   two is time the page spent on other work first (images of the previous results decoding,
 *   for one).
 */
export const SEARCH_MEASURE = 'lobby-search';
export const SEARCH_ANSWER_MEASURE = 'lobby-search-answer';
const RENDER = 'lobby-search:render';
const ANSWER = 'lobby-search:answer';

const canMeasure = () =>
  typeof performance !== 'undefined' && typeof performance.mark === 'function';

const marked = (name: string) => performance.getEntriesByName(name, 'mark').length > 0;

/** A search's answer arrived from the platform. */
export function markSearchAnswer() {
  if (canMeasure()) performance.mark(ANSWER);
}

/** The lobby starts rendering a search's games (called during that render). */
export function markSearchRender() {
  if (canMeasure()) performance.mark(RENDER);
}

/** The grid showing a search's games has committed. */
export function measureSearchRender() {
  if (!canMeasure() || !marked(RENDER)) return;
  performance.measure(SEARCH_MEASURE, RENDER);
  if (marked(ANSWER)) performance.measure(SEARCH_ANSWER_MEASURE, ANSWER);
  performance.clearMarks(RENDER);
  performance.clearMarks(ANSWER);
}

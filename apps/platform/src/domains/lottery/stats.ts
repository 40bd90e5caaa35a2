import type { DrawFormat, HotGap } from '@site/contract';

/**
 * Trend statistics per result position over draws given oldest first (pure). For each ball at
 * each position: how often it came, the mean gap (draws without it / (occurrences + 1), the
 * usual 平均遗漏 of trend pages), the current gap (draws since it last came), the longest gap
 * and the longest run of draws in a row with it.
 */
export function hotGapOf(
  format: DrawFormat,
  draws: readonly (readonly number[])[],
): HotGap['positions'] {
  const span = format.max - format.min + 1;
  const positions: HotGap['positions'] = [];
  for (let position = 0; position < format.balls; position++) {
    const occurrences = new Array<number>(span).fill(0);
    const currentGap = new Array<number>(span).fill(0);
    const maxGap = new Array<number>(span).fill(0);
    const run = new Array<number>(span).fill(0);
    const maxConsecutive = new Array<number>(span).fill(0);
    for (const balls of draws) {
      const came = balls[position]! - format.min;
      for (let b = 0; b < span; b++) {
        if (b === came) {
          occurrences[b]!++;
          currentGap[b] = 0;
          run[b]!++;
          maxConsecutive[b] = Math.max(maxConsecutive[b]!, run[b]!);
        } else {
          currentGap[b]!++;
          run[b] = 0;
          maxGap[b] = Math.max(maxGap[b]!, currentGap[b]!);
        }
      }
    }
    const averageGap = occurrences.map(
      (n) => Math.round(((draws.length - n) / (n + 1)) * 100) / 100,
    );
    positions.push({ occurrences, averageGap, currentGap, maxGap, maxConsecutive });
  }
  return positions;
}

import type { OpsLotteryIssues } from '@site/contract';
import { printable } from './printable.js';

/** `npm run ops -- lottery issues CODE`: the game's calendar, then one line an issue. */
export function describeLotteryIssues(game: OpsLotteryIssues): string {
  const every =
    game.intervalSeconds % 86_400 === 0
      ? `${game.intervalSeconds / 86_400} d`
      : `${game.intervalSeconds / 60} min`;
  const lines = [
    `${game.gameCode} (${game.family}, every ${every}, closes ${game.lockSeconds} s before the draw, sale ${game.onSale ? 'on' : 'off'})`,
    ...game.issues.map(
      (i) =>
        `  ${i.numero.padEnd(13)} ${i.state.padEnd(7)} draws ${i.drawsAt}  ${i.winNo ?? '-'}  hash ${i.seedHash.slice(0, 16)}...`,
    ),
  ];
  if (game.issues.length === 0) lines.push('  no issues yet');
  return lines.map(printable).join('\n');
}

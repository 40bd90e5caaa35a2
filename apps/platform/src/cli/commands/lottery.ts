import { command, UsageError } from './call.js';
import { text, valued, word, type Declare } from './leaf.js';

/** The house lottery: its issues, voiding one, a game's betting limits. */
export function declareLotteryCommands({ group, leaf }: Declare) {
  const lottery = group(
    'lottery',
    'lottery takes issues, void or limits, e.g. lottery issues SSC1',
  );
  leaf(lottery, 'issues', {
    words: [word('GAMECODE', 'lottery issues needs a GAMECODE, e.g. lottery issues SSC1')],
    summary: "the game's next 10 issues and its last 20, newest first, with their results",
    build: ([gameCode], _, m) =>
      command('lotteryIssues', m, undefined, { gameCode: gameCode!.toUpperCase() }),
  });
  leaf(lottery, 'void', {
    words: [
      word('GAMECODE', 'lottery void needs GAMECODE NUMERO, e.g. lottery void SSC1 20261125-0843'),
      word('NUMERO', 'lottery void needs GAMECODE NUMERO, e.g. lottery void SSC1 20261125-0843'),
    ],
    summary: 'an issue not drawn yet is never drawn (its bets, once there are any, are refunded)',
    build: ([gameCode, numero], _, m) =>
      command('voidLotteryIssue', m, undefined, {
        gameCode: gameCode!.toUpperCase(),
        numero: numero!,
      }),
  });
  leaf(lottery, 'limits', {
    words: [word('GAMECODE', 'lottery limits needs a GAMECODE, e.g. lottery limits SSC1')],
    options: [
      valued('--return <BP>'),
      valued('--min-line <N>'),
      valued('--max-line <N>'),
      valued('--max-multiple <N>'),
      valued('--max-win <N>'),
      valued('--max-number <N>'),
      valued('--max-issue <N>'),
      valued('--chase <on|off>'),
    ],
    summary:
      "a game's betting limits; without options shows them. --return in basis points (9800 = 98 %), amounts per line (--min-line, --max-line), --max-win per order, --max-number per number and issue, --max-issue per member and issue, --chase on|off",
    build: ([gameCode], options, m) => {
      const number = (key: string, option: string, pattern: RegExp, example: string) => {
        const value = text(options, key);
        if (value === undefined) return undefined;
        if (!pattern.test(value)) throw new UsageError(`--${option} is ${example}, not ${value}`);
        return Number(value);
      };
      const decimal = /^\d+(\.\d{1,2})?$/;
      const whole = /^\d+$/;
      const chase = text(options, 'chase');
      if (chase !== undefined && chase !== 'on' && chase !== 'off') {
        throw new UsageError(`--chase is on or off, not ${chase}`);
      }
      return command(
        'setLotteryLimits',
        m,
        {
          returnBp: number('return', 'return', whole, 'basis points like 9800'),
          minLineAmount: number('minLine', 'min-line', decimal, 'an amount like 0.02'),
          maxLineAmount: number('maxLine', 'max-line', decimal, 'an amount like 50000'),
          maxMultiple: number('maxMultiple', 'max-multiple', whole, 'a whole number like 999'),
          maxWinPerOrder: number('maxWin', 'max-win', decimal, 'an amount like 1000000'),
          maxPerNumber: number('maxNumber', 'max-number', decimal, 'an amount like 20000'),
          maxPerIssue: number('maxIssue', 'max-issue', decimal, 'an amount like 100000'),
          chase: chase === undefined ? undefined : chase === 'on',
        },
        { gameCode: gameCode!.toUpperCase() },
      );
    },
  });
}

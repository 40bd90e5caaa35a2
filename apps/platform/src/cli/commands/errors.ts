import type { Command, CommanderError, Option } from 'commander';
import { UsageError } from './call.js';
import { missingWords, topOf } from './leaf.js';

/** Every option some command declares, by its long name without the dashes. */
function declaredOptions(cmd: Command): Map<string, Option> {
  let root = cmd;
  while (root.parent) root = root.parent;
  const all = new Map<string, Option>();
  const visit = (c: Command) => {
    for (const option of c.options) if (option.long) all.set(option.long.slice(2), option);
    c.commands.forEach(visit);
  };
  visit(root);
  return all;
}

/** Commander's parse errors, said as this command line always said them. */
export function usageErrorOf(cmd: Command, error: CommanderError, argv: string[]): UsageError {
  switch (error.code) {
    case 'commander.missingArgument': {
      const missing = missingWords.get(cmd)?.[cmd.args.length];
      if (missing) return new UsageError(missing);
      break;
    }
    case 'commander.excessArguments':
      return new UsageError(
        `unexpected ${cmd.args.slice(cmd.registeredArguments.length).join(' ')}`,
      );
    case 'commander.optionMissingArgument':
      // A value is missing only when its option is the last word.
      return new UsageError(`option ${argv.at(-1)} needs a value`);
    case 'commander.unknownOption': {
      // The first option word this command does not know (negative amounts are words).
      const given = cmd.args.find((a) => a.startsWith('-') && Number.isNaN(Number(a)));
      if (!given) break;
      const flag = given.split('=')[0]!;
      const known = flag.startsWith('--') ? declaredOptions(cmd).get(flag.slice(2)) : undefined;
      if (known && given.includes('=') && known.isBoolean()) {
        return new UsageError(`option ${flag} takes no value`);
      }
      if (known && cmd.parent) return new UsageError(`${topOf(cmd)} does not take ${flag}`);
      return new UsageError(`unknown option ${flag}`);
    }
  }
  return new UsageError(error.message.replace(/^error: /, ''));
}

/** The command with commander's parse errors thrown as usage errors instead of printed. */
export const errorsSaid = (cmd: Command, argv: string[]) =>
  cmd.exitOverride((error) => {
    throw usageErrorOf(cmd, error, argv);
  });

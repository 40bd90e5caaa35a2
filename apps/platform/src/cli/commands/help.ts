import { Help, type Command, type HelpConfiguration } from 'commander';
import { neededOptions } from './leaf.js';

/** What the help says after the commands. */
export const ENVIRONMENT = `
Environment:
  OPS_URL    the platform (default http://localhost:8080)
  OPS_TOKEN  the operator token (default: the file DATA_DIR/ops-token the platform wrote)`;

/** Every command the operator can type, as `help` lists them: groups spelled out. */
function leavesOf(cmd: Command): Command[] {
  return cmd.commands.flatMap((sub) => (sub.commands.length ? leavesOf(sub) : [sub]));
}

/** `withdraw proofs ID [--out DIR]`: the words as typed, needed options without brackets. */
function termOf(cmd: Command): string {
  const path: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) path.unshift(c.name());
  const words = cmd.registeredArguments.map((a) => (a.required ? a.name() : `[${a.name()}]`));
  const options = cmd.options.map((o) => {
    const shown = o.flags.replace(/ <(.+)>$/, ' $1');
    return neededOptions.has(o) ? shown : `[${shown}]`;
  });
  return [...path, ...words, ...options].join(' ');
}

/** The help's layout: one list of every command as typed, in two columns. */
export const helpLayout: HelpConfiguration = {
  helpWidth: 92,
  visibleCommands: (cmd) => leavesOf(cmd),
  subcommandTerm: (cmd) => termOf(cmd),
  optionTerm: (option) => option.flags.replace(/ <(.+)>$/, ' $1'),
  padWidth: () => 39,
  // A term wider than the column gets its own line, the description below it.
  formatItem: (term, termWidth, description, helper) =>
    helper.displayWidth(term) <= termWidth
      ? Help.prototype.formatItem.call(helper, term, termWidth, description, helper)
      : `  ${term}\n${Help.prototype.formatItem.call(helper, '', termWidth, description, helper)}`,
};

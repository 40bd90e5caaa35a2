import { Argument, Option, type Command } from 'commander';
import { UsageError, type CallCommand } from './call.js';

/** The option values a command was given: text, or true for a flag. */
export type Given = Record<string, string | true | undefined>;

/** A command's positional word as help names it, and what to say when it is missing. */
export interface Word {
  argument: Argument;
  missing: string;
}

/** One command the operator types: its words, its options, and the call they make. */
export interface Leaf {
  words?: Word[];
  options?: Option[];
  /** One line or two for the help; what the words and options do. */
  summary: string;
  build: (
    words: string[],
    options: Given,
    merchant: string | undefined,
    cmd: Command,
  ) => CallCommand;
}

/** How a command group declares its commands on the program. */
export interface Declare {
  program: Command;
  /** `member`, `deposit`...: its commands; alone or with another word, what it takes. */
  group: (name: string, takes: string) => Command;
  leaf: (parent: Command, name: string, spec: Leaf) => Command;
}

/** What each command says for a missing word, by position (commander only names it). */
export const missingWords = new WeakMap<Command, string[]>();
/** Options a command cannot do without: help shows them without brackets. */
export const neededOptions = new WeakSet<Option>();

export const word = (name: string, missing: string): Word => ({
  argument: new Argument(`<${name}>`),
  missing,
});

export const onOff = (label: string): Word => ({
  argument: new Argument('<on|off>').argParser((value: string) => {
    if (value !== 'on' && value !== 'off') throw new UsageError(`${label} takes on or off`);
    return value;
  }),
  missing: `${label} takes on or off`,
});

/** `--name <VALUE>`; `--notice --until X` would otherwise read "--until" as the notice. */
export function valued(flags: string, { needed = false, description = '' } = {}): Option {
  const option = new Option(flags, description);
  option.argParser((value: string) => {
    if (value.startsWith('--')) throw new UsageError(`option ${option.long} needs a value`);
    return value;
  });
  if (needed) neededOptions.add(option);
  return option;
}

/** The top-level word of a command (`member` for `member create`), which messages name. */
export function topOf(cmd: Command): string {
  let top = cmd;
  while (top.parent?.parent) top = top.parent;
  return top.name();
}

/** The options a command was given besides `allowed`, refused as the command's own words. */
export function refuseOthers(cmd: Command, options: Given, ...allowed: string[]) {
  const extra = cmd.options
    .filter((o) => options[o.attributeName()] !== undefined && !allowed.includes(o.long!.slice(2)))
    .map((o) => o.long!);
  if (extra.length) throw new UsageError(`${topOf(cmd)} does not take ${extra.join(', ')}`);
}

export const text = (options: Given, name: string) => {
  // Commander keys a dashed option by its camel-cased name (--max-rate: maxRate).
  const value = options[name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())];
  return typeof value === 'string' ? value : undefined;
};

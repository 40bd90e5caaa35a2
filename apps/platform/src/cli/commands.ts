import { Command } from 'commander';
import { declareAgentCommands } from './commands/agents.js';
import { UsageError, type OpsCommand } from './commands/call.js';
import { errorsSaid } from './commands/errors.js';
import { ENVIRONMENT, helpLayout } from './commands/help.js';
import { missingWords, text, valued, type Declare, type Given } from './commands/leaf.js';
import { declareLotteryCommands } from './commands/lottery.js';
import { declareMemberCommands } from './commands/members.js';
import { declareMoneyCommands } from './commands/money.js';
import { declareSystemCommands } from './commands/system.js';

export {
  UsageError,
  type CallCommand,
  type OpsCallName,
  type OpsCommand,
} from './commands/call.js';

/** The whole command line; `done` receives what the command given asks for. */
function opsProgram(argv: string[], done: (command: OpsCommand) => void): Command {
  const program = errorsSaid(new Command('npm run ops --'), argv)
    .usage('<command> [--merchant CODE]')
    .description('Operator command line for the platform (talks to /ops on OPS_URL).')
    .addOption(
      valued('--merchant <CODE>', {
        description: "the merchant to act for (default: the platform's default merchant)",
      }),
    )
    .helpOption('-h, --help', 'show this help')
    .helpCommand(false)
    // Messages are printed by the caller, said as usage errors.
    .configureOutput({ writeOut: () => {}, writeErr: () => {}, outputError: () => {} })
    .configureHelp(helpLayout)
    .allowExcessArguments()
    .action((_, cmd: Command) => {
      if (cmd.args.length) throw new UsageError(`unknown command ${cmd.args[0]}`);
      done({ kind: 'help' });
    });

  const merchant = () => text(program.opts<Given>(), 'merchant');
  const declare: Declare = {
    program,
    group: (name, takes) =>
      errorsSaid(program.command(name), argv)
        .allowExcessArguments()
        .action(() => {
          throw new UsageError(takes);
        }),
    leaf: (parent, name, spec) => {
      // Commander copies the parent's allowance for excess words; a command refuses them.
      const cmd = errorsSaid(parent.command(name), argv)
        .description(spec.summary)
        .allowExcessArguments(false);
      for (const w of spec.words ?? []) cmd.addArgument(w.argument);
      for (const option of spec.options ?? []) cmd.addOption(option);
      missingWords.set(
        cmd,
        (spec.words ?? []).map((w) => w.missing),
      );
      cmd.action(() => {
        done(spec.build(cmd.processedArgs as string[], cmd.opts<Given>(), merchant(), cmd));
      });
      return cmd;
    },
  };

  errorsSaid(program.command('help'), argv)
    .description('show this help')
    .allowExcessArguments()
    .action(() => done({ kind: 'help' }));
  // In the order help lists them.
  declareSystemCommands(declare);
  declareMemberCommands(declare);
  declareMoneyCommands(declare);
  declareLotteryCommands(declare);
  declareAgentCommands(declare);
  return program;
}

/** Turns the command line into one validated operator call (or help); throws UsageError. */
export function parseCommand(argv: string[]): OpsCommand {
  // Help wherever it is asked for, as the whole list: one place to read every command.
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  let parsed: OpsCommand | undefined;
  opsProgram(argv, (command) => {
    parsed = command;
  }).parse(argv, { from: 'user' });
  if (!parsed) throw new Error('the command line answered nothing');
  return parsed;
}

/** The help `npm run ops -- help` prints, generated from the commands' declarations. */
export function helpText(): string {
  return opsProgram([], () => {}).helpInformation() + ENVIRONMENT;
}

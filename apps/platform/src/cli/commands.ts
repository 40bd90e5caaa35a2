import { randomUUID } from 'node:crypto';
import {
  DISPLAY_FACES,
  fillPath,
  opsAgentCalls,
  opsCalls,
  opsLotteryCalls,
  opsMoneyCalls,
  type Call,
} from '@site/contract';
import type { CommanderError } from 'commander';
import { Argument, Command, Help, Option } from 'commander';
import * as z from 'zod';

/** Bad input on the command line; the CLI prints the message and exits with 2. */
export class UsageError extends Error {}

type OpsCall = Call<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, z.core.$ZodType>;

/** Every operator call a command may make. */
const allOpsCalls = { ...opsCalls, ...opsMoneyCalls, ...opsLotteryCalls, ...opsAgentCalls };
export type OpsCallName = keyof typeof allOpsCalls;

export interface CallCommand {
  kind: 'call';
  name: OpsCallName;
  call: OpsCall;
  path: string;
  body: unknown;
  merchant: string | undefined;
  /** A money call's idempotency key, printed so that the operator can retry with it. */
  idempotencyKey?: string;
  /** `withdraw proofs`: whose images, and the folder they are written to. */
  proofs?: { withdrawalId: string; outDir: string };
}

export type OpsCommand = { kind: 'help' } | CallCommand;

const ENVIRONMENT = `
Environment:
  OPS_URL    the platform (default http://localhost:8080)
  OPS_TOKEN  the operator token (default: the file DATA_DIR/ops-token the platform wrote)`;

function validated(part: string, schema: z.core.$ZodType | undefined, input: unknown) {
  if (!schema) return undefined;
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (i) => `${[part, ...i.path.map(String)].join('.')}: ${i.message}`,
  );
  throw new UsageError(`invalid input: ${problems.join('; ')}`);
}

/** The operator call `name` with its input checked against the contract. */
const command = (
  name: OpsCallName,
  merchant: string | undefined,
  body: unknown,
  params?: Record<string, string>,
  query?: Record<string, string | undefined>,
): CallCommand => {
  const call: OpsCall = allOpsCalls[name];
  validated('params', call.params, params ?? {});
  validated('query', call.query, query ?? {});
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  return {
    kind: 'call',
    name,
    call,
    path: fillPath(call.path, params) + (search ? `?${search}` : ''),
    body: validated('body', call.body, body),
    merchant,
  };
};

/** The option values a command was given: text, or true for a flag. */
type Given = Record<string, string | true | undefined>;

/** A command's positional word as help names it, and what to say when it is missing. */
interface Word {
  argument: Argument;
  missing: string;
}

interface Leaf {
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

/** What each command says for a missing word, by position (commander only names it). */
const missingWords = new WeakMap<Command, string[]>();
/** Options a command cannot do without: help shows them without brackets. */
const neededOptions = new WeakSet<Option>();

const word = (name: string, missing: string): Word => ({
  argument: new Argument(`<${name}>`),
  missing,
});

const onOff = (label: string): Word => ({
  argument: new Argument('<on|off>').argParser((value: string) => {
    if (value !== 'on' && value !== 'off') throw new UsageError(`${label} takes on or off`);
    return value;
  }),
  missing: `${label} takes on or off`,
});

/** `--name <VALUE>`; `--notice --until X` would otherwise read "--until" as the notice. */
function valued(flags: string, { needed = false, description = '' } = {}): Option {
  const option = new Option(flags, description);
  option.argParser((value: string) => {
    if (value.startsWith('--')) throw new UsageError(`option ${option.long} needs a value`);
    return value;
  });
  if (needed) neededOptions.add(option);
  return option;
}

/** The top-level word of a command (`member` for `member create`), which messages name. */
function topOf(cmd: Command): string {
  let top = cmd;
  while (top.parent?.parent) top = top.parent;
  return top.name();
}

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
function usageErrorOf(cmd: Command, error: CommanderError, argv: string[]): UsageError {
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

/** The options a command was given besides `allowed`, refused as the command's own words. */
function refuseOthers(cmd: Command, options: Given, ...allowed: string[]) {
  const extra = cmd.options
    .filter((o) => options[o.attributeName()] !== undefined && !allowed.includes(o.long!.slice(2)))
    .map((o) => o.long!);
  if (extra.length) throw new UsageError(`${topOf(cmd)} does not take ${extra.join(', ')}`);
}

/** "+62 81234567" (or "+62-81234567") into dialing code and number. */
function mobileOf(value: string) {
  const match = /^\s*(\+\d{1,4})[\s-]+(\d+)\s*$/.exec(value);
  if (!match) throw new UsageError('--mobile takes "+CC NUMBER", e.g. --mobile "+62 81234567"');
  return { countryDialingCode: match[1], mobileNum: match[2] };
}

const text = (options: Given, name: string) => {
  // Commander keys a dashed option by its camel-cased name (--max-rate: maxRate).
  const value = options[name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())];
  return typeof value === 'string' ? value : undefined;
};

/** How adjust and bonus differ: the call, the text option and the examples. */
const CREDITS = {
  adjust: {
    name: 'adjustBalance',
    text: 'reason',
    example: 'adjust budi01 25.50 --reason "Bonus"',
    amounts: '150, 25.50 or -10',
    summary:
      'credits the MAIN wallet (negative: debits, never below zero); AMOUNT has at most two decimals, e.g. 150, 25.50, -10. Without --key one is generated and printed: retry with --key KEY to move money once',
  },
  bonus: {
    name: 'grantBonus',
    text: 'title',
    example: 'bonus budi01 25.50 --title "Welcome"',
    amounts: '150 or 25.50',
    summary:
      "credits a bonus to the MAIN wallet from the merchant's bonus account; the member's bonus list shows it under TITLE. --key as for adjust",
  },
} as const;

/** adjust|bonus USERNAME AMOUNT --reason|--title TEXT [--key K]; without --key, a new key. */
function credit(verb: keyof typeof CREDITS): Leaf {
  const how = CREDITS[verb];
  const missing = `${verb} needs USERNAME AMOUNT, e.g. ${how.example}`;
  return {
    words: [word('USERNAME', missing), word('AMOUNT', missing)],
    options: [valued(`--${how.text} <TEXT>`, { needed: true }), valued('--key <IDEMPOTENCY_KEY>')],
    summary: how.summary,
    build: ([username, amountWord], options, merchant) => {
      // Plain decimals only: Number() would also take "1e3", "0x10" or "".
      if (!/^[+-]?\d+(\.\d+)?$/.test(amountWord!)) {
        throw new UsageError(`AMOUNT is a decimal like ${how.amounts}, not ${amountWord}`);
      }
      const reason = text(options, how.text);
      if (reason === undefined) throw new UsageError(`${verb} needs --${how.text} TEXT`);
      const idempotencyKey = text(options, 'key') ?? randomUUID();
      return {
        ...command(
          how.name,
          merchant,
          { amount: Number(amountWord), [how.text]: reason, idempotencyKey },
          { username: username! },
        ),
        idempotencyKey,
      };
    },
  };
}

/** `deposit|withdraw reject|refund ID --remark TEXT`. */
function decision(subject: 'deposit' | 'withdraw', action: string, name: OpsCallName): Leaf {
  return {
    words: [word('ID', `${subject} ${action} needs an ID (see ${subject} list)`)],
    options: [valued('--remark <TEXT>', { needed: true })],
    summary: '',
    build: ([id], options, merchant) => {
      const remark = text(options, 'remark')?.trim();
      if (remark === undefined || remark.length < 3 || remark.length > 200)
        throw new UsageError(`${subject} ${action} needs --remark TEXT of 3 to 200 characters`);
      return command(name, merchant, { remark }, { id: id! });
    },
  };
}

const approval = (subject: 'deposit' | 'withdraw', name: OpsCallName, summary: string): Leaf => ({
  words: [word('ID', `${subject} approve needs an ID (see ${subject} list)`)],
  summary,
  build: ([id], _, merchant) => command(name, merchant, undefined, { id: id! }),
});

const listing = (name: OpsCallName, statuses: string, summary: string): Leaf => ({
  options: [valued(`--status <${statuses}>`), valued('--page <N>')],
  summary,
  build: (_, options, merchant) =>
    command(name, merchant, undefined, undefined, {
      status: text(options, 'status')?.toUpperCase(),
      pageNo: text(options, 'page'),
    }),
});

/** `vendor|game maintenance CODE on|off`. */
function maintained(verb: 'vendor' | 'game'): Leaf {
  const how =
    verb === 'vendor'
      ? { code: 'VASSALAGE', example: 'vendor maintenance NSO on' }
      : { code: 'GAMEID', example: 'game maintenance NSO-0001 on' };
  return {
    words: [
      word(how.code, `${verb} maintenance needs a ${how.code}, e.g. ${how.example}`),
      onOff(`${verb} maintenance ${how.code}`),
    ],
    summary:
      verb === 'vendor'
        ? 'e.g. vendor maintenance NSO on: no launches of its games, no transfers to or from its wallet (every merchant offering the vendor)'
        : 'e.g. game maintenance NSO-0001 on: that game alone cannot be launched',
    // Vendor codes are upper case; game ids are the vendor's own and kept as given.
    build: ([code, state], _, merchant) =>
      verb === 'vendor'
        ? command(
            'vendorMaintenance',
            merchant,
            { on: state === 'on' },
            { vassalage: code!.toUpperCase() },
          )
        : command('gameMaintenance', merchant, { on: state === 'on' }, { gameId: code! }),
  };
}

/** limits: shows the withdrawal limits, or changes the ones given. */
const limits: Leaf = {
  options: [
    valued('--min <N>'),
    valued('--max <N>'),
    valued('--daily <N>'),
    valued('--confirm-minutes <N>'),
  ],
  summary:
    'withdrawal limits: without options shows them; --min/--max amounts, --daily withdrawals a member may ask for in the UTC day, --confirm-minutes before a payment counts received',
  build: (_, options, merchant) => {
    const number = (option: string, key: string, pattern: RegExp, example: string) => {
      const value = text(options, key);
      if (value === undefined) return undefined;
      if (!pattern.test(value)) throw new UsageError(`--${option} is ${example}, not ${value}`);
      return Number(value);
    };
    const decimal = /^\d+(\.\d+)?$/;
    const whole = /^\d+$/;
    const change = {
      withdrawMin: number('min', 'min', decimal, 'an amount like 50 or 25.50'),
      withdrawMax: number('max', 'max', decimal, 'an amount like 50000'),
      withdrawDailyCount: number('daily', 'daily', whole, 'a whole number like 5'),
      confirmMinutes: number(
        'confirm-minutes',
        'confirmMinutes',
        whole,
        'a whole number of minutes like 60',
      ),
    };
    if (Object.values(change).every((v) => v === undefined)) {
      return command('paymentLimits', merchant, undefined);
    }
    return command('setPaymentLimits', merchant, change);
  },
};

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

/** The whole command line; `done` receives what the command given asks for. */
function opsProgram(argv: string[], done: (command: OpsCommand) => void): Command {
  const errorsSaid = (cmd: Command) =>
    cmd.exitOverride((error) => {
      throw usageErrorOf(cmd, error, argv);
    });
  const program = errorsSaid(new Command('npm run ops --'))
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
    .configureHelp({
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
    })
    .allowExcessArguments()
    .action((_, cmd: Command) => {
      if (cmd.args.length) throw new UsageError(`unknown command ${cmd.args[0]}`);
      done({ kind: 'help' });
    });

  const merchant = () => text(program.opts<Given>(), 'merchant');
  /** `member`, `deposit`...: its commands; alone or with another word, what it takes. */
  const group = (name: string, takes: string) =>
    errorsSaid(program.command(name))
      .allowExcessArguments()
      .action(() => {
        throw new UsageError(takes);
      });
  const leaf = (parent: Command, name: string, spec: Leaf) => {
    // Commander copies the parent's allowance for excess words; a command refuses them.
    const cmd = errorsSaid(parent.command(name))
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
  };

  errorsSaid(program.command('help'))
    .description('show this help')
    .allowExcessArguments()
    .action(() => done({ kind: 'help' }));
  leaf(program, 'status', {
    summary: 'maintenance, region restriction, switches, notices',
    build: (_, __, m) => command('status', m, undefined),
  });
  leaf(program, 'jobs', {
    summary: "scheduled jobs: each one's last run, next run and failing runs",
    build: (_, __, m) => command('jobs', m, undefined),
  });
  leaf(program, 'maintenance', {
    words: [onOff('maintenance')],
    options: [valued('--until <ISO-TIME>'), valued('--notice <TEXT>')],
    summary: 'the whole site; --until and --notice only with on',
    build: ([state], options, m, cmd) => {
      const on = state === 'on';
      refuseOthers(cmd, options, ...(on ? ['until', 'notice'] : []));
      return command('maintenance', m, {
        on,
        until: text(options, 'until'),
        notice: text(options, 'notice'),
      });
    },
  });
  leaf(program, 'region-restriction', {
    words: [onOff('region-restriction')],
    options: [valued('--allow <ID,PH>')],
    summary: 'only visitors from the allowed countries reach the site',
    build: ([state], options, m) => {
      const allowedCountries = text(options, 'allow')
        ?.split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      return command('regionRestriction', m, { on: state === 'on', allowedCountries });
    },
  });
  leaf(program, 'display-face', {
    words: [word('FACE', `display-face needs a FACE: ${DISPLAY_FACES.join(', ')}`)],
    summary: `the headings' typeface: ${DISPLAY_FACES.join(', ')}`,
    build: ([face], _, m) => command('displayFace', m, { face: face!.toUpperCase() }),
  });
  leaf(program, 'switch', {
    words: [word('MODID', 'switch needs a MODID, e.g. switch FREEPLAY3 on'), onOff('switch MODID')],
    summary: 'e.g. switch FREEPLAY3 off',
    build: ([modId, state], _, m) =>
      command('featureSwitch', m, { on: state === 'on' }, { modId: modId!.toUpperCase() }),
  });
  leaf(
    group('vendor', 'vendor takes maintenance, e.g. vendor maintenance NSO on'),
    'maintenance',
    maintained('vendor'),
  );
  leaf(
    group('game', 'game takes maintenance, e.g. game maintenance NSO-0001 on'),
    'maintenance',
    maintained('game'),
  );
  leaf(group('notice', 'notice takes add'), 'add', {
    options: [
      valued('--type <PL|B|PU|PR|H>', { needed: true }),
      valued('--title <TEXT>', { needed: true }),
      valued('--content <HTML>', { needed: true }),
      valued('--link <URL>'),
      valued('--lang <ID|EN>'),
    ],
    summary:
      "--lang: the language of title and content (default: the merchant's default language, ID)",
    build: (_, options, m) =>
      command('addNotice', m, {
        type: text(options, 'type')?.toUpperCase(),
        language: text(options, 'lang')?.toUpperCase(),
        title: text(options, 'title'),
        content: text(options, 'content'),
        linkUrl: text(options, 'link'),
      }),
  });

  const member = group('member', 'member takes create, disable or enable');
  leaf(member, 'create', {
    words: [word('USERNAME', 'member create needs a USERNAME')],
    options: [new Option('--agent'), valued('--password <P>'), valued('--mobile <"+62 81234567">')],
    summary:
      '--agent: an agent with an invitation code; without --password: a generated one, printed once for you to hand over; changed at first login',
    build: ([username], options, m) => {
      const mobile = text(options, 'mobile');
      return command('createMember', m, {
        username,
        agent: options.agent === true || undefined,
        password: text(options, 'password'),
        ...(mobile ? mobileOf(mobile) : {}),
      });
    },
  });
  for (const action of ['disable', 'enable'] as const) {
    leaf(member, action, {
      words: [word('USERNAME', `member ${action} needs a USERNAME`)],
      summary: action === 'disable' ? 'ends its sessions; it cannot log in' : '',
      build: ([username], _, m) =>
        command('memberStatus', m, { disabled: action === 'disable' }, { username: username! }),
    });
  }
  leaf(program, 'adjust', credit('adjust'));
  leaf(program, 'bonus', credit('bonus'));

  const deposit = group('deposit', 'deposit takes list, approve, reject');
  leaf(
    deposit,
    'list',
    listing('deposits', 'PENDING|APPROVED|REJECTED', 'deposit orders, newest first, 20 a page'),
  );
  leaf(
    deposit,
    'approve',
    approval('deposit', 'approveDeposit', "credits the order's amount to MAIN, once"),
  );
  leaf(deposit, 'reject', {
    ...decision('deposit', 'reject', 'rejectDeposit'),
    summary: 'the member sees TEXT (3 to 200 characters)',
  });

  const withdraw = group('withdraw', 'withdraw takes list, approve, reject, refund, proofs');
  leaf(
    withdraw,
    'list',
    listing(
      'withdrawals',
      'PENDING|PAID|NOT_RECEIVED|RECEIVED|REJECTED|REFUNDED',
      'withdrawals with the full account number to pay',
    ),
  );
  leaf(
    withdraw,
    'approve',
    approval(
      'withdraw',
      'approveWithdrawal',
      'paid: PENDING (or NOT_RECEIVED, paid again) to PAID; the member confirms or it counts as received',
    ),
  );
  leaf(withdraw, 'reject', {
    ...decision('withdraw', 'reject', 'rejectWithdrawal'),
    summary: 'PENDING: the held amount back to MAIN; the member sees TEXT (3 to 200 characters)',
  });
  leaf(withdraw, 'refund', {
    ...decision('withdraw', 'refund', 'refundWithdrawal'),
    summary: 'NOT_RECEIVED: the amount back to MAIN, as above',
  });
  leaf(withdraw, 'proofs', {
    words: [word('ID', 'withdraw proofs needs an ID (see withdraw list)')],
    options: [valued('--out <DIR>')],
    summary:
      'writes the proof images of the member\'s "not received" answers into DIR (default: the current folder) and prints their paths',
    build: ([id], options, m) => ({
      ...command('withdrawalProofs', m, undefined, { id: id! }),
      proofs: { withdrawalId: id!, outDir: text(options, 'out') ?? '.' },
    }),
  });
  leaf(program, 'limits', limits);

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

  const agents = group(
    'agents',
    'agents takes run, contract, offers, offer-rules or payouts, e.g. agents run agents.salary.daily',
  );
  leaf(agents, 'run', {
    words: [
      word(
        'JOB',
        'agents run needs a JOB: agents.rollup, agents.salary.realtime, agents.salary.hourly, agents.salary.daily, agents.dividend or agents.rebate',
      ),
    ],
    options: [valued('--at <ISO>')],
    summary:
      'runs the job now for the period before --at (default now; a time to come is refused): each (contract, period) is paid once, so running it again pays nothing',
    build: ([job], options, m) =>
      command('runJob', m, text(options, 'at') ? { at: text(options, 'at') } : {}, { job: job! }),
  });
  leaf(agents, 'offers', {
    words: [word('USERNAME', 'agents offers needs the USERNAME of an agent')],
    summary: 'which contract types the agent may offer its downlines, and the highest rates',
    build: ([username], _, m) => command('offerRules', m, undefined, { username: username! }),
  });
  leaf(agents, 'offer-rules', {
    words: [word('USERNAME', 'agents offer-rules needs the USERNAME of an agent')],
    options: [valued('--types <TYPE,...>'), valued('--max-rate <TYPE:RATE,...>')],
    summary:
      'sets what the agent may offer: --types DIVIDEND,DAILY (the others refused; default all four), --max-rate DAILY:0.01 (a fraction)',
    build: ([username], options, m) => {
      const types = text(options, 'types');
      const maxRates = (text(options, 'max-rate') ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [type, rate] = pair.split(':');
          return { type: type?.toUpperCase(), rate: Number(rate) };
        });
      return command(
        'setOfferRules',
        m,
        {
          ...(types === undefined
            ? {}
            : {
                types: types
                  .split(',')
                  .filter(Boolean)
                  .map((t) => t.toUpperCase()),
              }),
          maxRates,
        },
        { username: username! },
      );
    },
  });
  leaf(agents, 'contract', {
    words: [word('USERNAME', 'agents contract needs the USERNAME of a top agent')],
    options: [
      valued('--type <DIVIDEND|DAILY|HOURLY|REALTIME>', { needed: true }),
      valued('--product <CONS|LIVE|RNG|...>'),
      valued('--period <DAILY|WEEKLY|SEMIMONTHLY|MONTHLY>'),
      valued('--tiers <BET:ACTIVE:RATE[:NETLOSS],...>'),
      valued('--profit-rate <RATE>'),
      valued('--loss-rate <RATE>'),
      valued('--single-bet <AMOUNT>'),
      new Option('--offer', 'offer it (P) instead of putting it in force'),
    ],
    summary:
      'a house contract for a top agent, e.g. --type DAILY --tiers 1000:2:0.01,5000:3:0.015 (rates are fractions)',
    build: ([username], options, m) => {
      const number = (name: string) =>
        text(options, name) === undefined ? undefined : Number(text(options, name));
      const tiers = (text(options, 'tiers') ?? '')
        .split(',')
        .filter(Boolean)
        .map((tier) => {
          const [bet, active, rate, netLoss] = tier.split(':').map(Number);
          return {
            minimumBet: bet,
            activeMember: active,
            rateType: 'P',
            rate,
            netLoss: netLoss ?? 0,
          };
        });
      return command(
        'grantContract',
        m,
        {
          type: text(options, 'type'),
          product: text(options, 'product'),
          periodType: text(options, 'period'),
          tiers,
          profitRate: number('profit-rate'),
          lossRate: number('loss-rate'),
          singleBetAmount: number('single-bet'),
          active: options.offer !== true,
        },
        { username: username! },
      );
    },
  });
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

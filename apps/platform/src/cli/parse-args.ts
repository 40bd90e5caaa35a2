import { randomUUID } from 'node:crypto';
import { fillPath, opsCalls, opsMoneyCalls, type Call } from '@site/contract';
import * as z from 'zod';

export const usage = `Operator command line for the platform (talks to /ops on OPS_URL).

Usage: npm run ops -- <command> [--merchant CODE]

Commands:
  help                                     show this help
  status                                   maintenance, region restriction, switches, notices
  maintenance on [--until ISO-TIME] [--notice TEXT]
  maintenance off
  region-restriction on|off [--allow ID,PH]
  switch MODID on|off                      e.g. switch FREEPLAY3 off
  vendor maintenance VASSALAGE on|off      e.g. vendor maintenance NSO on: no launches of
                                           its games, no transfers to or from its wallet
                                           (every merchant offering the vendor)
  game maintenance GAMEID on|off           e.g. game maintenance NSO-0001 on: that game alone
                                           cannot be launched
  notice add --type PL|B|PU|PR|H --title TEXT --content HTML [--link URL] [--lang ID|EN]
                                           --lang: the language of title and content
                                           (default: the merchant's default language, ID)
  member create USERNAME [--agent] [--password P] [--mobile "+62 81234567"]
                                           --agent: an agent with an invitation code
                                           without --password: a generated one, printed once
                                           for you to hand over; changed at first login
  member disable USERNAME                  ends its sessions; it cannot log in
  member enable USERNAME
  adjust USERNAME AMOUNT --reason TEXT [--key IDEMPOTENCY_KEY]
                                           credits the MAIN wallet (negative: debits, never
                                           below zero); AMOUNT has at most two decimals, e.g.
                                           150, 25.50, -10. Without --key one is generated and
                                           printed: retry with --key KEY to move money once
  bonus USERNAME AMOUNT --title TEXT [--key IDEMPOTENCY_KEY]
                                           credits a bonus to the MAIN wallet from the
                                           merchant's bonus account; the member's bonus list
                                           shows it under TITLE. --key as for adjust
  deposit list [--status PENDING|APPROVED|REJECTED] [--page N]
                                           deposit orders, newest first, 20 a page
  deposit approve ID                       credits the order's amount to MAIN, once
  deposit reject ID --remark TEXT          the member sees TEXT (3 to 200 characters)
  withdraw list [--status PENDING|PAID|NOT_RECEIVED|RECEIVED|REJECTED|REFUNDED] [--page N]
                                           withdrawals with the full account number to pay
  withdraw approve ID                      paid: PENDING (or NOT_RECEIVED, paid again) to
                                           PAID; the member confirms or it counts as received
  withdraw reject ID --remark TEXT         PENDING: the held amount back to MAIN; the
                                           member sees TEXT (3 to 200 characters)
  withdraw refund ID --remark TEXT         NOT_RECEIVED: the amount back to MAIN, as above
  withdraw proofs ID [--out DIR]           writes the proof images of the member's "not
                                           received" answers into DIR (default: the current
                                           folder) and prints their paths
  limits [--min N] [--max N] [--daily N] [--confirm-minutes N]
                                           withdrawal limits: without options shows them;
                                           --min/--max amounts, --daily withdrawals a member
                                           may ask for in the UTC day, --confirm-minutes
                                           before a payment counts received

Environment:
  OPS_URL    the platform (default http://localhost:8080)
  OPS_TOKEN  the operator token (default: the file DATA_DIR/ops-token the platform wrote)`;

export class UsageError extends Error {}

type OpsCall = Call<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, z.core.$ZodType>;

/** Every operator call a command may make. */
const allOpsCalls = { ...opsCalls, ...opsMoneyCalls };
export type OpsCallName = keyof typeof allOpsCalls;

export type OpsCommand =
  | { kind: 'help' }
  | {
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
    };

/** Options that take no value (`--agent`); their value is "true". */
const FLAGS = ['agent'];

/** Splits `--name value` options (and `--flag`s) from positional words. */
function splitOptions(args: string[], allowed: string[]) {
  const words: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!allowed.includes(name)) throw new UsageError(`unknown option --${name}`);
    if (FLAGS.includes(name)) {
      if (inline !== undefined) throw new UsageError(`option --${name} takes no value`);
      options[name] = 'true';
      continue;
    }
    const value = inline ?? args[++i];
    // `--notice --until X` would otherwise read "--until" as the notice.
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`option --${name} needs a value`);
    }
    options[name] = value;
  }
  return { words, options };
}

function onOff(word: string | undefined, command: string): boolean {
  if (word === 'on' || word === 'off') return word === 'on';
  throw new UsageError(`${command} takes on or off`);
}

function validated(part: string, schema: z.core.$ZodType | undefined, input: unknown) {
  if (!schema) return undefined;
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (i) => `${[part, ...i.path.map(String)].join('.')}: ${i.message}`,
  );
  throw new UsageError(`invalid input: ${problems.join('; ')}`);
}

const command = (
  name: OpsCallName,
  merchant: string | undefined,
  body: unknown,
  params?: Record<string, string>,
  query?: Record<string, string | undefined>,
): Extract<OpsCommand, { kind: 'call' }> => {
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

/** Turns the command line into one validated operator call (or help). */
export function parseArgs(argv: string[]): OpsCommand {
  const allowed = [
    'merchant',
    'until',
    'notice',
    'allow',
    'type',
    'title',
    'content',
    'link',
    'lang',
    'agent',
    'password',
    'mobile',
    'reason',
    'key',
    'remark',
    'status',
    'page',
    'min',
    'max',
    'daily',
    'confirm-minutes',
    'out',
  ];
  if (argv.includes('--help') || argv.includes('-h')) return { kind: 'help' };
  const { words, options } = splitOptions(argv, allowed);
  const [verb, ...rest] = words;
  const merchant = options.merchant;
  const only = (...names: string[]) => {
    const extra = Object.keys(options).filter((o) => o !== 'merchant' && !names.includes(o));
    if (extra.length) throw new UsageError(`${verb} does not take --${extra.join(', --')}`);
  };
  const noMoreWords = (count: number) => {
    if (rest.length > count) throw new UsageError(`unexpected ${rest.slice(count).join(' ')}`);
  };

  switch (verb) {
    case undefined:
    case 'help':
      return { kind: 'help' };
    case 'status':
      only();
      noMoreWords(0);
      return command('status', merchant, undefined);
    case 'maintenance': {
      const on = onOff(rest[0], 'maintenance');
      noMoreWords(1);
      if (on) only('until', 'notice');
      else only();
      return command('maintenance', merchant, { on, until: options.until, notice: options.notice });
    }
    case 'region-restriction': {
      const on = onOff(rest[0], 'region-restriction');
      noMoreWords(1);
      only('allow');
      const allowedCountries = options.allow
        ?.split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      return command('regionRestriction', merchant, { on, allowedCountries });
    }
    case 'switch': {
      const modId = rest[0];
      if (!modId) throw new UsageError('switch needs a MODID, e.g. switch FREEPLAY3 on');
      const on = onOff(rest[1], 'switch MODID');
      noMoreWords(2);
      only();
      return command('featureSwitch', merchant, { on }, { modId: modId.toUpperCase() });
    }
    case 'notice': {
      if (rest[0] !== 'add') throw new UsageError('notice takes add');
      noMoreWords(1);
      only('type', 'title', 'content', 'link', 'lang');
      return command('addNotice', merchant, {
        type: options.type?.toUpperCase(),
        language: options.lang?.toUpperCase(),
        title: options.title,
        content: options.content,
        linkUrl: options.link,
      });
    }
    case 'vendor':
    case 'game':
      return maintenanceCommand(verb, rest, merchant, only);
    case 'member':
      return memberCommand(rest, options, merchant, only);
    case 'adjust':
    case 'bonus':
      return creditCommand(verb, rest, options, merchant, only);
    case 'deposit':
    case 'withdraw':
      return decisionCommand(verb, rest, options, merchant, only);
    case 'limits':
      return limitsCommand(rest, options, merchant, only);
    default:
      throw new UsageError(`unknown command ${verb}`);
  }
}

/** Which catalogue entry `vendor|game maintenance CODE on|off` names, and an example. */
const MAINTAINED = {
  vendor: { name: 'vendorMaintenance', code: 'VASSALAGE', example: 'vendor maintenance NSO on' },
  game: { name: 'gameMaintenance', code: 'GAMEID', example: 'game maintenance NSO-0001 on' },
} as const;

/** vendor maintenance VASSALAGE on|off, game maintenance GAMEID on|off. */
function maintenanceCommand(
  verb: keyof typeof MAINTAINED,
  rest: string[],
  merchant: string | undefined,
  only: (...names: string[]) => void,
): OpsCommand {
  const how = MAINTAINED[verb];
  const [action, code, state, ...extra] = rest;
  if (action !== 'maintenance')
    throw new UsageError(`${verb} takes maintenance, e.g. ${how.example}`);
  if (!code) throw new UsageError(`${verb} maintenance needs a ${how.code}, e.g. ${how.example}`);
  const on = onOff(state, `${verb} maintenance ${how.code}`);
  if (extra.length) throw new UsageError(`unexpected ${extra.join(' ')}`);
  only();
  // Vendor codes are upper case; game ids are the vendor's own and kept as given.
  return verb === 'vendor'
    ? command(how.name, merchant, { on }, { vassalage: code.toUpperCase() })
    : command(how.name, merchant, { on }, { gameId: code });
}

/** "+62 81234567" (or "+62-81234567") into dialing code and number. */
function mobileOf(value: string) {
  const match = /^\s*(\+\d{1,4})[\s-]+(\d+)\s*$/.exec(value);
  if (!match) throw new UsageError('--mobile takes "+CC NUMBER", e.g. --mobile "+62 81234567"');
  return { countryDialingCode: match[1], mobileNum: match[2] };
}

function memberCommand(
  rest: string[],
  options: Record<string, string>,
  merchant: string | undefined,
  only: (...names: string[]) => void,
): OpsCommand {
  const [action, username, ...extra] = rest;
  if (action !== 'create' && action !== 'disable' && action !== 'enable') {
    throw new UsageError('member takes create, disable or enable');
  }
  if (!username) throw new UsageError(`member ${action} needs a USERNAME`);
  if (extra.length) throw new UsageError(`unexpected ${extra.join(' ')}`);
  if (action === 'create') {
    only('agent', 'password', 'mobile');
    return command('createMember', merchant, {
      username,
      agent: options.agent === 'true' || undefined,
      password: options.password,
      ...(options.mobile ? mobileOf(options.mobile) : {}),
    });
  }
  only();
  return command('memberStatus', merchant, { disabled: action === 'disable' }, { username });
}

/** How adjust and bonus differ: the call, the text option and the examples. */
const CREDITS = {
  adjust: {
    name: 'adjustBalance',
    text: 'reason',
    example: 'adjust budi01 25.50 --reason "Bonus"',
    amounts: '150, 25.50 or -10',
  },
  bonus: {
    name: 'grantBonus',
    text: 'title',
    example: 'bonus budi01 25.50 --title "Welcome"',
    amounts: '150 or 25.50',
  },
} as const;

/** adjust|bonus USERNAME AMOUNT --reason|--title TEXT [--key K]; without --key, a new key. */
function creditCommand(
  verb: keyof typeof CREDITS,
  rest: string[],
  options: Record<string, string>,
  merchant: string | undefined,
  only: (...names: string[]) => void,
): OpsCommand {
  const how = CREDITS[verb];
  const [username, amountWord, ...extra] = rest;
  if (!username || amountWord === undefined) {
    throw new UsageError(`${verb} needs USERNAME AMOUNT, e.g. ${how.example}`);
  }
  if (extra.length) throw new UsageError(`unexpected ${extra.join(' ')}`);
  only(how.text, 'key');
  // Plain decimals only: Number() would also take "1e3", "0x10" or "".
  if (!/^[+-]?\d+(\.\d+)?$/.test(amountWord)) {
    throw new UsageError(`AMOUNT is a decimal like ${how.amounts}, not ${amountWord}`);
  }
  const text = options[how.text];
  if (text === undefined) throw new UsageError(`${verb} needs --${how.text} TEXT`);
  const idempotencyKey = options.key ?? randomUUID();
  return {
    ...command(
      how.name,
      merchant,
      { amount: Number(amountWord), [how.text]: text, idempotencyKey },
      { username },
    ),
    idempotencyKey,
  };
}

/** deposit|withdraw list, approve, reject (and withdraw refund and proofs). */
function decisionCommand(
  subject: 'deposit' | 'withdraw',
  rest: string[],
  options: Record<string, string>,
  merchant: string | undefined,
  only: (...names: string[]) => void,
): OpsCommand {
  const [action, id, ...extra] = rest;
  const actions =
    subject === 'deposit'
      ? ['list', 'approve', 'reject']
      : ['list', 'approve', 'reject', 'refund', 'proofs'];
  if (!action || !actions.includes(action)) {
    throw new UsageError(`${subject} takes ${actions.join(', ')}`);
  }
  const names = {
    deposit: { list: 'deposits', approve: 'approveDeposit', reject: 'rejectDeposit' },
    withdraw: {
      list: 'withdrawals',
      approve: 'approveWithdrawal',
      reject: 'rejectWithdrawal',
      refund: 'refundWithdrawal',
      proofs: 'withdrawalProofs',
    },
  } as const;
  const name = (names[subject] as Record<string, OpsCallName>)[action]!;
  if (action === 'list') {
    if (id !== undefined) throw new UsageError(`unexpected ${rest.slice(1).join(' ')}`);
    only('status', 'page');
    return command(name, merchant, undefined, undefined, {
      status: options.status?.toUpperCase(),
      pageNo: options.page,
    });
  }
  if (!id) throw new UsageError(`${subject} ${action} needs an ID (see ${subject} list)`);
  if (extra.length) throw new UsageError(`unexpected ${extra.join(' ')}`);
  if (action === 'approve') {
    only();
    return command(name, merchant, undefined, { id });
  }
  if (action === 'proofs') {
    only('out');
    return {
      ...command(name, merchant, undefined, { id }),
      proofs: { withdrawalId: id, outDir: options.out ?? '.' },
    };
  }
  only('remark');
  const remark = options.remark?.trim();
  if (remark === undefined || remark.length < 3 || remark.length > 200)
    throw new UsageError(`${subject} ${action} needs --remark TEXT of 3 to 200 characters`);
  return command(name, merchant, { remark }, { id });
}

/** limits: shows the withdrawal limits, or changes the ones given. */
function limitsCommand(
  rest: string[],
  options: Record<string, string>,
  merchant: string | undefined,
  only: (...names: string[]) => void,
): OpsCommand {
  if (rest.length) throw new UsageError(`unexpected ${rest.join(' ')}`);
  only('min', 'max', 'daily', 'confirm-minutes');
  const number = (option: string, pattern: RegExp, example: string) => {
    const word = options[option];
    if (word === undefined) return undefined;
    if (!pattern.test(word)) throw new UsageError(`--${option} is ${example}, not ${word}`);
    return Number(word);
  };
  const decimal = /^\d+(\.\d+)?$/;
  const whole = /^\d+$/;
  const change = {
    withdrawMin: number('min', decimal, 'an amount like 50 or 25.50'),
    withdrawMax: number('max', decimal, 'an amount like 50000'),
    withdrawDailyCount: number('daily', whole, 'a whole number like 5'),
    confirmMinutes: number('confirm-minutes', whole, 'a whole number of minutes like 60'),
  };
  if (Object.values(change).every((v) => v === undefined)) {
    return command('paymentLimits', merchant, undefined);
  }
  return command('setPaymentLimits', merchant, change);
}

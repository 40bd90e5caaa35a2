import { randomUUID } from 'node:crypto';
import { command, UsageError, type OpsCallName } from './call.js';
import { text, valued, word, type Declare, type Leaf } from './leaf.js';

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

/** limits: shows the withdrawal limits, or changes the ones given. */
const limits: Leaf = {
  options: [
    valued('--min <N>'),
    valued('--max <N>'),
    valued('--daily <N>'),
    valued('--confirm-minutes <N>'),
  ],
  summary:
    'withdrawal limits: without options shows them; --min/--max amounts, --daily withdrawals a member may ask for in a day of the merchant time zone, --confirm-minutes before a payment counts received',
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

/** Money: credits and bonuses, deposit and withdrawal orders, withdrawal limits. */
export function declareMoneyCommands({ program, group, leaf }: Declare) {
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
}

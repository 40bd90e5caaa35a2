import { pathToFileURL } from 'node:url';
import {
  ApiError,
  createApiClient,
  opsCalls,
  opsChangeSchema,
  opsLotteryCalls,
  opsMoneyCalls,
  opsStatusSchema,
  type OpsStatus,
} from '@site/contract';
import * as z from 'zod';
import { loadCliConfig } from '../config.js';
import { opsTokenPath, readOpsToken } from '../ops-token.js';
import { describeMoneyAnswer } from './money-output.js';
import { helpText, parseCommand, UsageError } from './commands.js';
import { describeJobs } from './jobs-output.js';
import { describeLotteryIssues } from './lottery-output.js';
import { printable } from './printable.js';
import { writeProofs } from './proof-files.js';

/** What a command that moves money answers besides what changed. */
const movedSchema = z.object({ balance: z.number(), transactionId: z.string() });

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

function describeStatus(s: OpsStatus): string {
  const onOff = (on: boolean) => (on ? 'ON' : 'off');
  const lines = [
    `${s.brandName} (${s.merchantCode})`,
    `maintenance:        ${onOff(s.maintenance.on)}${s.maintenance.until ? ` until ${s.maintenance.until}` : ''}${s.maintenance.notice ? ` - ${s.maintenance.notice}` : ''}`,
    `region restriction: ${onOff(s.regionRestriction.on)} (allowed: ${s.regionRestriction.allowedCountries.join(', ') || 'none'})`,
    `display face:       ${s.displayFace}`,
    `switches:           ${s.switches.map((w) => `${w.modId}=${w.enabled ? 'on' : 'off'}`).join(' ')}`,
    `notices:            ${Object.entries(s.notices)
      .map(([type, n]) => `${type}=${n}`)
      .join(' ')}`,
  ];
  if (s.recentChanges.length) {
    lines.push('recent changes:', ...s.recentChanges.map((c) => `  ${c.at}  ${c.changed}`));
  }
  return lines.map(printable).join('\n');
}

/** Runs one command; answers the exit code. */
export async function runOps(argv: string[], io: CliIo): Promise<number> {
  let command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`error: ${error.message}\nRun "npm run ops -- help" for the commands.`);
    return 2;
  }
  if (command.kind === 'help') {
    io.out(helpText());
    return 0;
  }

  let config;
  try {
    config = loadCliConfig(io.env);
  } catch (error) {
    io.err(`error: ${(error as Error).message}`);
    return 2;
  }
  const token = config.opsToken ?? (await readOpsToken(config.dataDir));
  if (!token) {
    io.err(
      `error: no operator token. Set OPS_TOKEN, or start the platform once so it writes ${opsTokenPath(config.dataDir)}.`,
    );
    return 2;
  }

  // Whatever the outcome, the operator can repeat a money call with its key and move money once.
  const retryHint = () => {
    if (command.idempotencyKey) {
      io.err(`To retry without moving money twice: --key ${command.idempotencyKey}`);
    }
  };
  const client = createApiClient({
    baseUrl: config.opsUrl,
    headers: () => ({ Authorization: token, Language: 'EN', Merchant: command.merchant }),
  });
  /** The call's answer at `path`, or undefined once what went wrong is printed. */
  const ask = async (path: string): Promise<{ data: unknown } | undefined> => {
    try {
      return {
        data: await client.request({
          method: command.call.method,
          path,
          body: command.body,
          schema: command.call.response,
        }),
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.code === 'network.error' && error.status === 0) {
        io.err(`error: cannot reach the platform at ${config.opsUrl} (is it running? npm start)`);
      } else if (error.code === 'network.error' || error.code === 'response.invalid') {
        io.err(`error: unexpected answer from ${config.opsUrl}${path} (HTTP ${error.status})`);
      } else {
        const fields = Object.entries(error.fields ?? {}).map(([k, v]) => ` ${k}: ${v}`);
        io.err(printable(`error: ${error.code}: ${error.message}${fields.join(';')}`));
      }
      retryHint();
      return undefined;
    }
  };

  if (command.proofs) {
    const { withdrawalId, outDir } = command.proofs;
    // Page by page, so no answer carries more than a few images.
    let written = 0;
    for (let pageNo = 1; ; pageNo++) {
      const answer = await ask(`${command.path}?pageNo=${pageNo}`);
      if (!answer) return 1;
      const page = z.parse(opsMoneyCalls.withdrawalProofs.response, answer.data);
      try {
        const lines = await writeProofs(outDir, withdrawalId, page.list, written);
        for (const line of lines) io.out(line);
      } catch (error) {
        io.err(`error: cannot write the proof images: ${(error as Error).message}`);
        return 1;
      }
      written += page.list.length;
      if (pageNo >= page.totalPages) break;
    }
    if (written === 0) io.out(`no proof images for withdrawal ${withdrawalId}`);
    return 0;
  }

  const result = await ask(command.path);
  if (!result) return 1;
  if (command.name === 'status') {
    io.out(describeStatus(opsStatusSchema.parse(result.data)));
    return 0;
  }
  if (command.name === 'jobs') {
    io.out(describeJobs(z.parse(opsCalls.jobs.response, result.data)));
    return 0;
  }
  if (command.name === 'lotteryIssues') {
    io.out(describeLotteryIssues(z.parse(opsLotteryCalls.lotteryIssues.response, result.data)));
    return 0;
  }
  const money = describeMoneyAnswer(command.name, result.data);
  if (money !== undefined) {
    io.out(money);
    return 0;
  }
  io.out(`changed: ${printable(opsChangeSchema.parse(result.data).changed)}`);
  if (command.name === 'createMember') {
    const { password } = z.parse(opsCalls.createMember.response, result.data);
    if (password) {
      io.out(`password: ${password}`);
      io.out(
        'Hand this password to the member privately; it is not shown again. They must change it at their first login.',
      );
    }
  }
  if (command.name === 'adjustBalance' || command.name === 'grantBonus') {
    const { balance, transactionId } = z.parse(movedSchema, result.data);
    io.out(`balance: ${balance.toFixed(2)}`);
    io.out(`transaction: ${transactionId}`);
    io.out(
      `key: ${command.idempotencyKey} (a retry with --key ${command.idempotencyKey} moves nothing)`,
    );
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await runOps(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
}

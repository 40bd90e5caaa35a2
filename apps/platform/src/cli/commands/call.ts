import {
  fillPath,
  opsAgentCalls,
  opsCalls,
  opsLotteryCalls,
  opsMoneyCalls,
  type Call,
} from '@site/contract';
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
export const command = (
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

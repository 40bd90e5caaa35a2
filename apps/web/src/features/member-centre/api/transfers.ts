import { type CallBody, transferCalls } from '@site/contract';
import { call } from '../../../lib/api-client';
import { useMoneyMovement } from './money-movement';

/** MAIN to the member's upline (SPEC §6): encrypted, idempotent, balances refetched after. */
export const useTransferUpline = () =>
  useMoneyMovement((body: CallBody<typeof transferCalls.transferUpline>, idempotencyKey) =>
    call(transferCalls.transferUpline, { body, idempotencyKey }),
  );

/** An agent's MAIN to a direct downline's MAIN. */
export const useTransferDownline = () =>
  useMoneyMovement((body: CallBody<typeof transferCalls.transferDownline>, idempotencyKey) =>
    call(transferCalls.transferDownline, { body, idempotencyKey }),
  );

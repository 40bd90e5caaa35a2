import type { PaymentType } from '@site/contract';

/** Where and how a member pays an order in (the wire's payTo). */
export interface PayTo {
  provider: string;
  accountName: string;
  accountNo: string;
  /**
   * What the member writes in the transfer's note so the operator can match it; empty where
   * the rail carries no note (a crypto transfer: matched by address, amount and time).
   */
  note: string;
}

/** The merchant's deposit channel an order is opened on. */
export interface DepositChannelInfo {
  id: string;
  merchantCode: string;
  type: PaymentType;
  name: string;
  provider: string;
  accountName: string;
  accountNo: string;
}

export interface NewDepositOrder {
  reference: string;
  /** Minor units. */
  amount: bigint;
  channel: DepositChannelInfo;
}

/**
 * A payment gateway: it tells the member where to pay an order in. The built-in local driver
 * answers the channel's own account; an operator plugs in a real gateway (which may answer a
 * virtual account or a QR code per order) through buildApp's `payments.driver`. Approval stays
 * with the operator API (or a gateway's callback calling the same approval).
 */
export interface PaymentDriver {
  /**
   * Asked again with the same reference when an earlier ask failed, so a gateway that kept
   * the first order answers it. `signal` aborts when the site stops waiting (the order is
   * then kept as failed); a driver should pass it to its HTTP calls.
   */
  payTo(order: NewDepositOrder, signal: AbortSignal): Promise<PayTo>;
}

/**
 * Pay to the channel's account, with the order's reference as the transfer note; crypto
 * transfers (V) carry no note, so none is asked for. Answers at once, so it needs no signal.
 */
export const localPaymentDriver: PaymentDriver = {
  payTo: async ({ reference, channel }) => ({
    provider: channel.provider,
    accountName: channel.accountName,
    accountNo: channel.accountNo,
    note: channel.type === 'V' ? '' : reference,
  }),
};

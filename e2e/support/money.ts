import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  type Card,
  type DepositOrder,
  type HttpMethod,
  type TransferResult,
  type Withdrawal,
} from '@site/contract';
import { PASSWORD, registerMember } from './accounts';
import { siteClient } from './api';
import { openHome } from './site';

/**
 * The money journeys' helpers: the member's side through the site API (to set up what a
 * journey does not test through the screens), and the screens' recurring steps.
 */

/** The demo merchant's currency symbol (seed: currencySymbol 'P'), as the balance answers it. */
export const SYMBOL = 'P';
/** The payment password the journeys set (6 digits). */
export const PAYMENT_PASSWORD = '135790';

const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** An amount as the site shows it (lib/format formatAmount), e.g. "P 1,200.00". */
export const shown = (amount: number) => `${SYMBOL} ${amountFormat.format(amount)}`;

/** A 1×1 PNG: a real image for the proof upload. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Options = { encrypted?: boolean; idempotent?: boolean };

/** A logged-in member's calls, made as the web app makes them (api-client, E calls sealed). */
export class MemberApi {
  private readonly site: ReturnType<typeof siteClient>;

  constructor(
    readonly username: string,
    token: string,
  ) {
    this.site = siteClient({ Authorization: token || undefined });
  }

  static async logIn(username: string, password = PASSWORD) {
    const { token } = await new MemberApi(username, '').send<{ token: string }>(
      'POST',
      '/wps/session/login',
      { username, password, type: 'username' },
      { encrypted: true },
    );
    return new MemberApi(username, token);
  }

  get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  /** A call of the member's, as the web app makes it: E calls sealed, money calls keyed. */
  send<T>(method: HttpMethod, path: string, payload?: unknown, options: Options = {}) {
    return this.site<T>({
      method,
      path,
      body: payload,
      encoding: options.encrypted ? 'encrypted' : 'json',
      ...(options.idempotent ? { idempotencyKey: randomUUID() } : {}),
    });
  }

  /** Sets the first payment password, confirmed with the login password. */
  setPaymentPassword(paymentPassword = PAYMENT_PASSWORD, loginPassword = PASSWORD) {
    return this.send(
      'POST',
      '/wps/member/password/payment',
      {
        currentPassword: loginPassword,
        newPaymentPassword: paymentPassword,
        confirmPaymentPassword: paymentPassword,
      },
      { encrypted: true },
    );
  }

  balance() {
    return this.get<{ sumBalance: number }>('/wps/v2/wallets/balance').then((b) => b.sumBalance);
  }

  deposit(amount: number, channelId = 'demo-bank-bca') {
    return this.send<DepositOrder>(
      'POST',
      '/wps/payment/deposit',
      { channelId, amount },
      { idempotent: true },
    );
  }

  bindCard(accountNo = '1234567890', payeeName = 'Budi Santoso') {
    return this.send<Card>(
      'POST',
      '/wps/member/cards',
      { type: 'B', providerCode: 'BCA', accountNo, payeeName, paymentPassword: PAYMENT_PASSWORD },
      { encrypted: true },
    );
  }

  withdraw(cardId: string, amount: number) {
    return this.send<Withdrawal>(
      'POST',
      '/wps/payment/withdraw',
      { cardId, amount, paymentPassword: PAYMENT_PASSWORD },
      { encrypted: true, idempotent: true },
    );
  }

  transfer(from: string, to: string, amount: number) {
    return this.send<TransferResult>(
      'POST',
      '/wps/relay/GCS_walletTransfer',
      { from, to, amount },
      { idempotent: true },
    );
  }
}

/** A fresh member (registered under the demo agent) with the payment password set. */
export async function memberWithPaymentPassword() {
  const { username, password } = await registerMember();
  const api = await MemberApi.logIn(username, password);
  await api.setPaymentPassword();
  return { username, password, api };
}

/** Logs in through the header's login modal, from the home page. */
export async function logIn(page: Page, username: string, password = PASSWORD) {
  await openHome(page);
  await page.getByRole('banner').getByRole('button', { name: 'Masuk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Masuk' });
  await dialog.getByRole('textbox', { name: 'Nama pengguna' }).fill(username);
  await dialog.getByLabel('Kata sandi', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText(username);
}

export const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Pusat Anggota' });

/** The member centre's page pane (its h3 is the page's menu label). */
export async function expectCentrePage(page: Page, label: string) {
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { name: label, exact: true, level: 3 })).toBeVisible();
  return centre;
}

/** A header button of the logged-in member (Deposit, Penarikan ...) opens its page. */
export async function openFromHeader(page: Page, button: 'Deposit' | 'Penarikan', label: string) {
  await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
  return expectCentrePage(page, label);
}

/** Opens the member centre from the header, then a page from its menu. */
export async function openCentreMenu(page: Page, entry: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Pusat pribadi' }).click();
  const centre = memberCentre(page);
  await centre
    .getByRole('navigation', { name: 'Menu pusat anggota' })
    .getByRole('button', { name: entry, exact: true })
    .click();
  return expectCentrePage(page, entry);
}

/** The balance in the header (the total over every wallet). */
export const expectHeaderBalance = (page: Page, amount: number) =>
  // The site's header; a dialog's own <header> is a banner too, later in the page.
  expect(page.getByRole('banner').first()).toContainText(shown(amount));

/** The value of a term in a description list (<dt>term</dt><dd>value</dd>). */
export const factOf = (scope: Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * The order lists ask the platform again every ORDER_POLL_MS (15 s) while an order waits on the
 * operator. A journey installs Playwright's clock before the page loads, then jumps past one
 * poll instead of sleeping through it: the page's own timer fires, nothing is reloaded.
 */
export const ORDER_POLL_MS = 15_000;
export async function passOnePoll(page: Page) {
  await page.clock.fastForward(ORDER_POLL_MS + 1_000);
}

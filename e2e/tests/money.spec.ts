import { expect, test } from '../support/fixtures';
import { registerMember } from '../support/accounts';
import {
  MemberApi,
  PAYMENT_PASSWORD,
  TINY_PNG,
  expectHeaderBalance,
  factOf,
  logIn,
  memberCentre,
  memberWithPaymentPassword,
  openCentreMenu,
  openFromHeader,
  passOnePoll,
  shown,
} from '../support/money';
import { openHome } from '../support/site';

/**
 * Money through the member centre against the real platform: deposits and the
 * operator's approval, card binding and withdrawals with the member's answer, wallet transfers
 * and recall all, the account record, the guest and trial rules, and transfer to the upline.
 * Members are registered through the API (under the demo agent); the operator acts through
 * /ops. Lists that wait on the operator poll; the journeys jump the page's clock past a poll.
 */

test('a deposit waits for the operator, then shows approved and the balance rises without a reload', async ({
  page,
  ops,
}) => {
  const { username, password } = await registerMember();
  await page.clock.install();
  await logIn(page, username, password);
  await expectHeaderBalance(page, 0);

  const centre = await openFromHeader(page, 'Deposit', 'Deposit');
  const form = centre.getByRole('region', { name: 'Deposit baru' });
  await expect(form.getByRole('tab', { name: 'Transfer bank' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await form.getByRole('radio', { name: 'Mandiri' }).check();
  const presets = form.getByRole('group', { name: 'Jumlah cepat' });
  await presets.getByRole('button', { name: shown(200) }).click();
  await expect(presets.getByRole('button', { name: shown(200) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(form.getByRole('textbox', { name: 'Jumlah' })).toHaveValue(/^200(\.00)?$/);
  await form.getByRole('button', { name: 'Buat pesanan deposit' }).click();

  // The order, with its reference and where to pay: the channel's account.
  // The order on screen first: the operator's list is asked only once the call has answered.
  const order = centre.getByRole('region', { name: 'Pesanan deposit dibuat' });
  await expect(factOf(order, 'Status')).toHaveText('Menunggu');
  const pending = await ops.depositOf(username, 'PENDING');
  expect(pending).toMatchObject({ amount: 200, channelName: 'Mandiri' });
  await expect(factOf(order, 'Nomor referensi')).toContainText(pending.reference);
  await expect(factOf(order, 'Jumlah')).toHaveText(shown(200));
  await expect(factOf(order, 'Penyedia')).toHaveText('Mandiri');
  await expect(factOf(order, 'Nomor akun')).toContainText('1370018842205');
  await expect(factOf(order, 'Catatan transfer')).toContainText(pending.reference);
  const history = centre.getByRole('region', { name: 'Riwayat deposit' });
  await expect(history.getByRole('listitem').first()).toContainText(pending.reference);
  await expect(history.getByRole('listitem').first()).toContainText('Menunggu');

  await ops.approveDeposit(pending.id);
  await passOnePoll(page);
  await expect(factOf(order, 'Status')).toHaveText('Disetujui');
  await expect(history.getByRole('listitem').first()).toContainText('Disetujui');
  await expectHeaderBalance(page, 200);
});

test('a withdrawal: bind a card, a wrong then the right payment password, the operator pays, the member confirms', async ({
  page,
  ops,
  problems,
}) => {
  // The wrong payment password below is refused with a 400 on purpose.
  problems.allow(/\b400\b.*\/wps\/payment\/withdraw\b/);
  const { username, password } = await memberWithPaymentPassword();
  await ops.adjustBalance(username, 1000);
  await page.clock.install();
  await logIn(page, username, password);
  await expectHeaderBalance(page, 1000);

  const centre = await openFromHeader(page, 'Penarikan', 'Penarikan');
  const summary = centre.getByRole('region', { name: 'Ringkasan penarikan' });
  await expect(factOf(summary, 'Saldo yang dapat ditarik')).toHaveText(shown(1000));
  const form = centre.getByRole('region', { name: 'Penarikan baru' });
  await expect(form).toContainText('Ikat akun bank, e-wallet atau kripto terlebih dahulu');

  // Bind a bank account: provider, number, payee name and the payment password.
  const cards = centre.getByRole('region', { name: 'Akun penarikan' });
  await expect(cards).toContainText('Belum ada akun yang diikat.');
  await cards.getByRole('button', { name: 'Ikat akun baru' }).click();
  const bind = page.getByRole('dialog', { name: 'Ikat akun penarikan' });
  await expect(bind.getByRole('combobox', { name: 'Jenis akun' })).toHaveValue('B');
  await bind.getByRole('combobox', { name: 'Penyedia' }).selectOption({ label: 'BCA' });
  await bind.getByRole('textbox', { name: 'Nomor akun' }).fill('1234567890');
  await bind.getByRole('textbox', { name: 'Nama penerima' }).fill('Budi Santoso');
  await bind.getByLabel('Kata sandi pembayaran').fill(PAYMENT_PASSWORD);
  await bind.getByRole('button', { name: 'Ikat akun' }).click();
  await expect(bind).toHaveCount(0);
  await expect(cards.getByRole('status')).toHaveText('Akun BCA diikat.');
  const card = cards.getByRole('list', { name: 'Akun yang diikat' }).getByRole('listitem');
  await expect(card).toContainText('BCA');
  await expect(card).toContainText('7890');
  await expect(card).not.toContainText('1234567890');
  await expect(card).toContainText('Budi Santoso');

  // A wrong payment password is said on its field; nothing is held.
  await expect(form.getByRole('combobox', { name: 'Akun tujuan' })).toContainText('BCA');
  await form.getByRole('textbox', { name: 'Jumlah' }).fill('300');
  const paymentPassword = form.getByLabel('Kata sandi pembayaran');
  await paymentPassword.fill('000000');
  await form.getByRole('button', { name: 'Ajukan penarikan', exact: true }).click();
  await expect(paymentPassword).toHaveAccessibleDescription(/Kata sandi pembayaran salah\./);
  await expectHeaderBalance(page, 1000);

  // The right one: the amount is held at once.
  await paymentPassword.fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Ajukan penarikan', exact: true }).click();
  const created = form.getByRole('status').filter({ hasText: 'Permintaan penarikan dikirim' });
  await expect(created).toContainText('Diproses');
  await expect(created).toContainText(`Dana sebesar ${shown(300)} ditahan`);
  await expectHeaderBalance(page, 700);
  await expect(factOf(summary, 'Saldo yang dapat ditarik')).toHaveText(shown(700));
  await expect(paymentPassword).toHaveValue('');

  const records = centre.getByRole('region', { name: 'Riwayat penarikan' });
  const pending = await ops.withdrawalOf(username, 'PENDING');
  expect(pending).toMatchObject({ amount: 300, accountNo: '1234567890' });
  const item = records.getByRole('listitem').filter({ hasText: pending.reference });
  await expect(item).toContainText('Diproses');
  await expect(item).toContainText(shown(300));

  // The operator pays; the list shows it without a reload and asks the member to answer.
  await ops.approveWithdrawal(pending.id);
  await passOnePoll(page);
  await expect(item).toContainText('Pembayaran penuh dilakukan');
  await expect(item).toContainText('Konfirmasi apakah dana sudah Anda terima.');
  await item.getByRole('button', { name: 'Sudah diterima' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Konfirmasi penerimaan' });
  await expect(confirm).toContainText(shown(300));
  await confirm.getByRole('button', { name: 'Ya, sudah diterima' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(records.getByRole('status')).toHaveText(
    `Terima kasih, penarikan ${pending.reference} selesai.`,
  );
  await expect(item).toContainText('Diterima');
  await expect(item.getByRole('button', { name: 'Sudah diterima' })).toHaveCount(0);
  await expectHeaderBalance(page, 700);
  await expect(memberCentre(page)).toBeVisible();
});

test('a paid withdrawal reported as not received, with a proof image', async ({ page, ops }) => {
  const { username, password, api } = await memberWithPaymentPassword();
  await ops.adjustBalance(username, 500);
  const card = await api.bindCard();
  const withdrawal = await api.withdraw(card.id, 120);
  await ops.approveWithdrawal(withdrawal.id);

  await logIn(page, username, password);
  await expectHeaderBalance(page, 380);
  const centre = await openFromHeader(page, 'Penarikan', 'Penarikan');
  const records = centre.getByRole('region', { name: 'Riwayat penarikan' });
  const item = records.getByRole('listitem').filter({ hasText: withdrawal.reference });
  await expect(item).toContainText('Pembayaran penuh dilakukan');
  await item.getByRole('button', { name: 'Belum diterima' }).click();

  const report = page.getByRole('dialog', { name: 'Laporkan dana belum diterima' });
  // Sending without a proof is refused before anything leaves.
  await report.getByRole('button', { name: 'Kirim laporan' }).click();
  await expect(report.getByRole('alert')).toHaveText('Lampirkan paling sedikit 1 gambar bukti.');
  await report.getByLabel('Tambah gambar bukti').setInputFiles({
    name: 'mutasi.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(report.getByRole('img', { name: 'Bukti 1' })).toBeVisible();
  await expect(report.getByRole('alert')).toHaveCount(0);
  await report.getByRole('textbox', { name: 'Keterangan (opsional)' }).fill('Belum masuk rekening');
  await report.getByRole('button', { name: 'Kirim laporan' }).click();
  await expect(report).toHaveCount(0);
  await expect(records.getByRole('status')).toHaveText(
    `Laporan penarikan ${withdrawal.reference} dikirim.`,
  );
  await expect(item).toContainText('Tidak diterima');
  await expect(item).toContainText('Bukti terkirim: 1');
  await expect(item).toContainText('Laporan Anda sedang ditinjau operator.');
  const reported = await ops.withdrawalOf(username, 'NOT_RECEIVED');
  expect(reported).toMatchObject({ id: withdrawal.id, proofCount: 1 });
});

test('a transfer into a vendor wallet, then recall all back to the main wallet', async ({
  page,
  ops,
}) => {
  const { username, password } = await registerMember();
  await ops.adjustBalance(username, 500);
  await logIn(page, username, password);
  const centre = await openCentreMenu(page, 'Dompet Saya');

  const vendors = centre.getByRole('region', { name: 'Dompet permainan' });
  const vendor = (name: string) => vendors.getByRole('listitem').filter({ hasText: name });
  await expect(factOf(centre, 'Total saldo')).toHaveText(shown(500));
  await expect(factOf(centre, 'Dompet utama')).toHaveText(shown(500));
  await expect(vendor('Golden Dragon Live')).toContainText(shown(0));

  // The vendor's shortcut fills the direction; the amount field takes the focus.
  await vendor('Golden Dragon Live')
    .getByRole('button', { name: 'Transfer masuk ke Golden Dragon Live' })
    .click();
  const form = centre.getByRole('region', { name: 'Transfer dana' });
  const amount = form.getByRole('textbox', { name: 'Jumlah' });
  await expect(amount).toBeFocused();
  await expect(form.getByRole('combobox', { name: 'Dari' })).toHaveValue('MAIN');
  await expect(form.getByRole('combobox', { name: 'Ke' })).toHaveValue('GDL');
  await amount.fill('150');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(
    `${shown(150)} dipindahkan dari Dompet utama ke Golden Dragon Live.`,
  );
  await expect(vendor('Golden Dragon Live')).toContainText(shown(150));
  await expect(factOf(centre, 'Dompet utama')).toHaveText(shown(350));
  await expect(factOf(centre, 'Total saldo')).toHaveText(shown(500));

  // Another vendor, chosen with the selects.
  await form.getByRole('combobox', { name: 'Ke' }).selectOption({ label: 'Aurora Live Casino' });
  await amount.fill('50');
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(vendor('Aurora Live Casino')).toContainText(shown(50));
  await expect(factOf(centre, 'Dompet utama')).toHaveText(shown(300));

  await centre.getByRole('button', { name: 'Tarik semua ke dompet utama' }).click();
  await expect(centre.getByText(`Total saldo: ${shown(500)}.`)).toBeVisible();
  await expect(vendor('Golden Dragon Live')).toContainText(shown(0));
  await expect(vendor('Aurora Live Casino')).toContainText(shown(0));
  await expect(factOf(centre, 'Dompet utama')).toHaveText(shown(500));
  await expectHeaderBalance(page, 500);
});

test('the account record shows each movement, filters by type and opens a detail', async ({
  page,
  ops,
}) => {
  const { username, password, api } = await memberWithPaymentPassword();
  // One of each kind: an adjustment, an approved deposit, a withdrawal, a transfer in and out.
  await ops.adjustBalance(username, 400);
  const deposit = await api.deposit(250);
  await ops.approveDeposit(deposit.id);
  const card = await api.bindCard();
  await api.withdraw(card.id, 100);
  await api.transfer('MAIN', 'GDL', 80);
  await api.transfer('GDL', 'MAIN', 30);
  expect(await api.balance()).toBe(550);

  await logIn(page, username, password);
  const centre = await openCentreMenu(page, 'Catatan Akun');
  const table = centre.getByRole('table', { name: 'Catatan akun' });
  const rows = table.getByRole('row');
  for (const type of ['Penyesuaian', 'Deposit', 'Penarikan', 'Transfer dompet']) {
    await expect(table.getByRole('cell', { name: type, exact: true }).first()).toBeVisible();
  }
  // The deposit's row: its amount and the balance after it.
  const depositRow = rows.filter({ has: page.getByRole('cell', { name: 'Deposit', exact: true }) });
  await expect(depositRow).toHaveCount(1);
  await expect(depositRow).toContainText(`+${shown(250)}`);
  await expect(depositRow).toContainText(shown(650));

  // Only the wallet transfers: each moved two wallets, one row each.
  await centre.getByRole('combobox', { name: 'Jenis transaksi' }).selectOption({
    label: 'Transfer dompet',
  });
  await expect(table.getByRole('cell', { name: 'Deposit', exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Transfer dompet', exact: true })).toHaveCount(4);
  await expect(table).toContainText('Golden Dragon Live');

  // Every kind again; a row opens its detail, and Esc closes the detail only.
  await centre.getByRole('combobox', { name: 'Jenis transaksi' }).selectOption({
    label: 'Semua jenis',
  });
  await centre.getByRole('button', { name: /^Rincian Deposit, / }).click();
  const detail = page.getByRole('dialog', { name: 'Rincian transaksi' });
  await expect(factOf(detail, 'Jenis')).toHaveText('Deposit');
  await expect(factOf(detail, 'Referensi')).toHaveText(deposit.reference);
  await expect(detail.getByRole('table')).toContainText(`+${shown(250)}`);
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  await expect(centre).toBeVisible();
  await expect(table).toBeVisible();
});

test('a guest is asked to log in for a money page; a trial account is told it needs a real one', async ({
  page,
}) => {
  await openHome(page);
  const banner = page.getByRole('banner');
  // Logged out, the header offers no deposit or withdrawal (docs/product.md §2); the side menu's
  // account
  // pages are protected actions: the login popup opens instead.
  await expect(banner.getByRole('button', { name: 'Deposit' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Penarikan' })).toHaveCount(0);
  const side = page.getByRole('complementary', { name: 'Menu' });
  await side.getByRole('button', { name: 'Akun saya' }).click();
  await side.getByRole('button', { name: 'Catatan akun' }).click();
  const login = page.getByRole('dialog', { name: 'Masuk' });
  await expect(login.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expect(memberCentre(page)).toHaveCount(0);

  // Free play: a trial account gets the real-account warning for deposit and withdrawal.
  await login.getByRole('button', { name: 'Coba gratis' }).click();
  await expect(login).toHaveCount(0);
  for (const button of ['Deposit', 'Penarikan']) {
    await banner.getByRole('button', { name: button, exact: true }).click();
    const warning = page.getByRole('dialog', { name: 'Akun uji coba' });
    await expect(warning).toContainText('Fitur ini hanya untuk akun asli.');
    await warning.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(warning).toHaveCount(0);
    await expect(memberCentre(page)).toHaveCount(0);
  }

  // The platform refuses a trial's deposit whatever the screen does.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const refused = await new MemberApi('trial', token!)
    .deposit(100)
    .then(() => null)
    .catch((error: unknown) => error);
  expect(refused).toMatchObject({ cause: { code: 'member.trial', status: 403 } });
});

test('a member sends money to the upline after the confirmation, with the payment password', async ({
  page,
  ops,
}) => {
  const { username, password } = await memberWithPaymentPassword();
  await ops.adjustBalance(username, 300);
  const upline = await MemberApi.logIn('demoagent', 'agent1234');
  const uplineBefore = await upline.balance();

  await logIn(page, username, password);
  const centre = await openCentreMenu(page, 'Transfer ke Upline');
  await expect(factOf(centre, 'Saldo dompet utama')).toHaveText(shown(300));
  const form = centre.getByRole('region', { name: 'Kirim ke upline' });
  await expect(factOf(form, 'Penerima')).toHaveText('demoagent');
  await form.getByRole('textbox', { name: 'Jumlah' }).fill('120');
  await form.getByLabel('Kata sandi pembayaran').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Lanjutkan' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Konfirmasi transfer' });
  await expect(factOf(confirm, 'Jumlah')).toHaveText(shown(120));
  await expect(factOf(confirm, 'Penerima')).toHaveText('demoagent');
  await confirm.getByRole('button', { name: 'Kirim' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(form.getByRole('status')).toHaveText(`${shown(120)} dikirim ke demoagent.`);
  await expect(factOf(centre, 'Saldo dompet utama')).toHaveText(shown(180));
  await expectHeaderBalance(page, 180);
  // The upline's own record has the 120 in (its balance alone could also move by a salary or
  // dividend the agent jobs pay demoagent on schedule meanwhile).
  const { list } = await upline.get<{
    list: { type: string; amount: number; balanceAfter: number }[];
  }>('/wps/member/transactions?type=UPLINE_TRANSFER&pageSize=1');
  expect(list[0]).toMatchObject({ type: 'UPLINE_TRANSFER', amount: 120 });
  // In cents: 151.08 + 120 is 271.08000000000004 in floating point.
  expect(Math.round(list[0]!.balanceAfter * 100)).toBeGreaterThanOrEqual(
    Math.round(uplineBefore * 100) + 12_000,
  );
});

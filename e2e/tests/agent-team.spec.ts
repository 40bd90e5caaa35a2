import { expect, test } from '../support/fixtures';
import { logIn } from '../support/money';

/**
 * The agent centre's team pages against the real platform, as the seeded agent: the overview's
 * trend chart drawn by its library with its words beside it, the notices to agents, a downline
 * registered directly and an invitation link made and deleted, and the team list drilled into.
 */
test('the seeded agent works with its team', async ({ page }) => {
  // A long walk through the centre's pages: the overview, notices, registration, links, team.
  test.slow();
  await logIn(page, 'demoagent', 'agent1234');
  await page.getByRole('banner').getByRole('button', { name: 'Pusat agen' }).click();
  const centre = page.getByRole('dialog', { name: 'Pusat Agen' });
  const menu = centre.getByRole('navigation', { name: 'Menu pusat agen' });

  // Overview: seven days of the demo team's figures, drawn and said in words.
  await centre.getByRole('radio', { name: '7 hari terakhir' }).check();
  const chart = centre.getByRole('img', { name: /^Grafik tren tim/ });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(centre.getByText(/^Dari .* sampai .*: taruhan valid P /)).toBeVisible();
  await centre.getByRole('radio', { name: 'Rentang sendiri' }).check();
  await centre.getByLabel(/^Tanggal mulai/).fill('2025-01-01');
  await centre.getByRole('button', { name: 'Terapkan' }).click();
  await expect(centre.getByText('Rentang paling lama 93 hari.')).toBeVisible();

  // Notices to agents.
  await menu.getByRole('button', { name: 'Pengumuman' }).click();
  await expect(
    centre.getByRole('heading', { name: 'Jadwal pembayaran gaji harian agen' }),
  ).toBeVisible();

  // A member registered directly, with a rebate within the agent's own (0.8 %).
  await menu.getByRole('button', { name: 'Daftarkan Akun' }).click();
  const username = `e2eteam${Date.now().toString(36)}`;
  await centre.getByLabel(/^Nama pengguna/).fill(username);
  await centre.getByLabel(/^Kata sandi/).fill('team1234');
  await centre.getByLabel(/^Konfirmasi kata sandi/).fill('team1234');
  await centre.getByLabel(/^Rabat Kasino langsung/).fill('0.9');
  await centre.getByRole('button', { name: 'Daftarkan', exact: true }).click();
  await expect(centre.getByText('Tidak boleh lebih tinggi dari rabat Anda (0.8%).')).toBeVisible();
  await centre.getByLabel(/^Rabat Kasino langsung/).fill('0,3');
  await centre.getByRole('button', { name: 'Daftarkan', exact: true }).click();
  await expect(
    centre.getByText(`Akun ${username} terdaftar sebagai Anggota di tim Anda.`),
  ).toBeVisible();

  // An invitation link made, shown with its QR code, deleted.
  await centre.getByRole('tab', { name: 'Tautan undangan' }).click();
  await centre.getByLabel(/^Berlaku \(hari\)/).fill('7');
  await centre.getByRole('button', { name: 'Buat tautan' }).click();
  const made = centre.getByText(/^Tautan L[A-Z0-9]{9} dibuat\.$/);
  await expect(made).toBeVisible();
  const code = (await made.textContent())!.split(' ')[1]!;
  await centre.getByRole('button', { name: `Kode QR tautan ${code}` }).click();
  const qr = page.getByRole('dialog', { name: `Kode QR ${code}` });
  await expect(qr.getByRole('img', { name: new RegExp(code) })).toBeVisible();
  await qr.getByRole('button', { name: 'Tutup' }).click();
  await centre.getByRole('button', { name: `Hapus tautan ${code}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Hapus tautan?' });
  await confirm.getByRole('button', { name: 'Hapus tautan' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(centre.getByRole('button', { name: `Hapus tautan ${code}` })).toHaveCount(0);

  // The team: the new member listed with its rebate, then demosub1's own team and back.
  await menu.getByRole('button', { name: 'Manajemen Tim' }).click();
  const row = centre.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('Kasino langsung 0.3%');
  await centre.getByRole('button', { name: 'Lihat tim demosub1' }).click();
  await expect(centre.getByRole('table', { name: /Downline demosub1/ })).toBeVisible();
  await expect(centre.getByRole('row', { name: /demomember1/ })).toContainText('2');
  await centre
    .getByRole('navigation', { name: 'Tim yang ditampilkan' })
    .getByRole('button', { name: 'Tim saya' })
    .click();
  await expect(centre.getByRole('table', { name: /Downline saya/ })).toBeVisible();
});

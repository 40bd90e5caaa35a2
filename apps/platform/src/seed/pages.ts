import type { TitledText, Translations } from '../db/schema/translations.js';
import { fillBrand, type BrandText } from './brand-text.js';

type Page = { code: string; translations: Required<Translations<TitledText>> };

/**
 * Footer pages (docs/product.md §2 footer), HTML in Indonesian and English, with brand
 * placeholders.
 */
const footerPageTemplates = (
  [
    {
      code: 'ABOUT',
      translations: {
        ID: {
          title: 'Tentang Kami',
          content: `<h2>Tentang {brand}</h2>
<p>{brand} adalah situs hiburan online yang menghadirkan live casino, slot, taruhan olahraga dan e-sports, tembak ikan, permainan kartu, serta lotere dalam satu akun.</p>
<p>Kami hanya bekerja sama dengan provider game berlisensi, memublikasikan aturan kami secara terbuka, dan memisahkan dana pemain dari dana operasional.</p>
<ul><li>Lebih dari {count:5000} permainan kasino</li><li>Lebih dari 140 jenis olahraga</li><li>Layanan pelanggan 24 jam dalam bahasa Indonesia dan Inggris</li></ul>`,
        },
        EN: {
          title: 'About Company',
          content: `<h2>About {brand}</h2>
<p>{brand} is an online entertainment site offering live casino tables, slots, sports and e-sports betting, fishing games, card rooms and lotteries in one account.</p>
<p>We work only with licensed game providers, publish our rules openly and keep player funds separate from operating funds.</p>
<ul><li>More than {count:5000} casino games</li><li>140+ sports types</li><li>Support around the clock in Indonesian and English</li></ul>`,
        },
      },
    },
    {
      code: 'CONTACT',
      translations: {
        ID: {
          title: 'Hubungi Kami',
          content: `<h2>Hubungi Kami</h2>
<p>Tim layanan pelanggan kami siap membantu 24 jam sehari, 7 hari seminggu.</p>
<ul><li>Live chat: tekan tombol chat di halaman mana saja</li><li>E-mail: <a href="mailto:{email}">{email}</a></li><li>Telegram dan WhatsApp: lihat tautan di bilah samping</li></ul>
<p>Siapkan username Anda saat menghubungi kami; kami tidak akan pernah menanyakan kata sandi Anda.</p>`,
        },
        EN: {
          title: 'Contact Us',
          content: `<h2>Contact Us</h2>
<p>Our support team is available 24 hours a day, 7 days a week.</p>
<ul><li>Live chat: use the chat button on any page</li><li>E-mail: <a href="mailto:{email}">{email}</a></li><li>Telegram and WhatsApp: see the links in the side bar</li></ul>
<p>Please have your username ready; we will never ask for your password.</p>`,
        },
      },
    },
    {
      code: 'TERMS',
      translations: {
        ID: {
          title: 'Syarat dan Ketentuan Umum',
          content: `<h2>Syarat dan Ketentuan Umum</h2>
<ol><li>Anda wajib berusia minimal 18 tahun dan diizinkan secara hukum untuk bermain di wilayah tempat tinggal Anda.</li>
<li>Satu akun untuk setiap orang, rumah tangga, perangkat, dan metode pembayaran.</li>
<li>Taruhan yang sudah diterima bersifat final. Jika terjadi kesalahan yang nyata atau gangguan teknis, taruhan yang terdampak dinyatakan batal dan dananya dikembalikan.</li>
<li>Setiap bonus memiliki syarat turnover sesuai ketentuan promosinya; penyalahgunaan promosi membatalkan bonus beserta kemenangannya.</li>
<li>Kami dapat meminta dokumen identitas sebelum penarikan dana dibayarkan.</li></ol>`,
        },
        EN: {
          title: 'General Terms and Conditions',
          content: `<h2>General Terms and Conditions</h2>
<ol><li>You must be at least 18 years old and legally allowed to gamble where you live.</li>
<li>One account per person, household, device and payment method.</li>
<li>Bets are final once accepted. In case of an obvious error or a technical fault, affected bets are void and stakes are returned.</li>
<li>Bonuses carry the turnover requirements stated in each promotion; abuse of promotions voids the bonus and its winnings.</li>
<li>We may ask for identity documents before a withdrawal is paid.</li></ol>`,
        },
      },
    },
    {
      code: 'RESPONSIBLE',
      translations: {
        ID: {
          title: 'Bermain Secara Bertanggung Jawab',
          content: `<h2>Bermain Secara Bertanggung Jawab</h2>
<p>Bermain seharusnya menjadi hiburan, bukan cara untuk mencari uang. Tentukan batas anggaran sebelum bermain dan berhentilah begitu batas itu tercapai.</p>
<ul><li>Istirahatlah secara teratur dan jangan pernah mengejar kekalahan.</li><li>Hubungi layanan pelanggan untuk mengatur batas deposit, masa jeda, atau pengecualian diri.</li><li>Pemain di bawah 18 tahun dilarang bermain; orang tua dapat memasang aplikasi penyaring agar anak tidak bisa mengakses situs ini.</li></ul>
<p>Jika bermain tidak lagi menyenangkan, ceritakan kepada orang yang Anda percaya dan hubungi lembaga bantuan profesional.</p>`,
        },
        EN: {
          title: 'Responsible Gaming',
          content: `<h2>Responsible Gaming</h2>
<p>Gaming should be entertainment, never a way to make money. Set a budget before you play and stop when you reach it.</p>
<ul><li>Take regular breaks and never chase losses.</li><li>Ask support for deposit limits, a cooling-off period or self-exclusion.</li><li>Players under 18 are not allowed; parents can use filtering software to keep minors away.</li></ul>
<p>If gaming stops being fun, talk to someone you trust and contact a professional help organisation.</p>`,
        },
      },
    },
    {
      code: 'PRIVACY',
      translations: {
        ID: {
          title: 'Kebijakan Privasi',
          content: `<h2>Kebijakan Privasi</h2>
<p>Kami mengumpulkan data yang diperlukan untuk mengelola akun Anda: username, data kontak, data pembayaran, dan aktivitas Anda di situs.</p>
<p>Data tersebut kami gunakan untuk menyediakan layanan, mencegah penipuan, memenuhi kewajiban hukum, dan, dengan persetujuan Anda, mengirimkan penawaran. Kami tidak pernah menjual data pribadi.</p>
<p>Data dikirim secara terenkripsi dan hanya disimpan selama diwajibkan oleh hukum. Anda dapat meminta untuk melihat, memperbaiki, atau menghapus data Anda dengan menghubungi layanan pelanggan.</p>`,
        },
        EN: {
          title: 'Privacy Policy',
          content: `<h2>Privacy Policy</h2>
<p>We collect the data needed to run your account: username, contact details, payment details and your activity on the site.</p>
<p>We use it to provide the service, prevent fraud, meet legal duties and, with your consent, to send offers. We never sell personal data.</p>
<p>Data travels encrypted and is kept only as long as the law requires. You may ask to see, correct or delete your data by contacting support.</p>`,
        },
      },
    },
    {
      code: 'AFFILIATES',
      translations: {
        ID: {
          title: 'Afiliasi',
          content: `<h2>Program Afiliasi</h2>
<p>Ajak pemain bergabung dan dapatkan bagian dari pendapatan bersih tim Anda di setiap periode.</p>
<ul><li>Laporan aktivitas downline yang transparan</li><li>Kontrak gaji harian, per jam, dan real-time</li><li>Dividen dibayarkan sesuai jadwal tetap</li></ul>
<p>Buka pusat agen setelah login, atau hubungi layanan pelanggan untuk menjadi agen.</p>`,
        },
        EN: {
          title: 'Affiliates',
          content: `<h2>Affiliate Programme</h2>
<p>Invite players and earn a share of the net revenue of your team every period.</p>
<ul><li>Transparent reports of your downline's activity</li><li>Daily, hourly and real-time salary contracts</li><li>Dividends paid on a fixed schedule</li></ul>
<p>Open the agent centre after logging in, or contact support to become an agent.</p>`,
        },
      },
    },
    {
      code: 'REFUND',
      translations: {
        ID: {
          title: 'Kebijakan Pengembalian Dana',
          content: `<h2>Kebijakan Pengembalian Dana</h2>
<p>Deposit yang sudah masuk ke saldo Anda tidak dapat dibatalkan, tetapi Anda dapat menarik saldo yang tidak lagi terikat syarat turnover.</p>
<p>Jika rekening bank Anda sudah terpotong tetapi deposit belum masuk dalam 30 menit, hubungi layanan pelanggan dengan melampirkan bukti transfer; setelah kami periksa, dana akan kami masukkan ke saldo atau kami kembalikan.</p>
<p>Dana taruhan yang dibatalkan otomatis dikembalikan ke saldo Anda.</p>`,
        },
        EN: {
          title: 'Refund Policy',
          content: `<h2>Refund Policy</h2>
<p>Deposits credited to your wallet cannot be reversed, but you may withdraw any balance that has no open turnover requirement.</p>
<p>If a deposit was debited by your bank but not credited within 30 minutes, contact support with the transfer receipt; we will credit or refund it after checking.</p>
<p>Stakes of voided bets are returned to your wallet automatically.</p>`,
        },
      },
    },
  ] satisfies Page[]
).map((p, sortOrder) => ({ ...p, sortOrder }));

/** A merchant's footer pages: the templates with its brand in them. */
export const footerPagesFor = (brand: BrandText) =>
  footerPageTemplates.map(({ translations, ...page }) => ({
    ...page,
    translations: {
      ID: {
        title: fillBrand(translations.ID.title, brand, 'ID'),
        content: fillBrand(translations.ID.content, brand, 'ID'),
      },
      EN: {
        title: fillBrand(translations.EN.title, brand, 'EN'),
        content: fillBrand(translations.EN.content, brand, 'EN'),
      },
    },
  }));

const item = (code: string, id: [string, string], en: [string, string]): Page => ({
  code,
  translations: {
    ID: { title: id[0], content: id[1] },
    EN: { title: en[0], content: en[1] },
  },
});

/** Help centre items; 'terms' is the anchor of /help#terms. */
export const helpItems = [
  item(
    'register',
    [
      'Bagaimana cara mendaftar?',
      '<p>Tekan <strong>Daftar</strong>, pilih username atau nomor HP Anda, buat kata sandi, lalu konfirmasi bahwa Anda sudah berusia 18 tahun atau lebih.</p>',
    ],
    [
      'How do I register?',
      '<p>Press <strong>Register</strong>, choose a username or your mobile number, set a password and confirm you are 18 or older.</p>',
    ],
  ),
  item(
    'deposit',
    [
      'Bagaimana cara melakukan deposit?',
      '<p>Buka menu <strong>Deposit</strong>, pilih metode pembayaran, masukkan nominal, lalu ikuti petunjuknya. Sebagian besar deposit masuk dalam hitungan menit.</p>',
    ],
    [
      'How do I deposit?',
      '<p>Open <strong>Deposit</strong>, pick a payment method, enter the amount and follow the instructions. Most deposits are credited within minutes.</p>',
    ],
  ),
  item(
    'withdraw',
    [
      'Bagaimana cara menarik dana?',
      '<p>Buka menu <strong>Penarikan</strong>, pilih rekening bank dan nominalnya. Penarikan diproses 24 jam nonstop setelah syarat turnover terpenuhi.</p>',
    ],
    [
      'How do I withdraw?',
      '<p>Open <strong>Withdraw</strong>, choose your bank account and the amount. Withdrawals are processed around the clock once turnover requirements are met.</p>',
    ],
  ),
  item(
    'bonus',
    [
      'Bagaimana cara kerja promosi?',
      '<p>Setiap promosi mencantumkan syaratnya masing-masing. Klaim promosi dari halaman promosi atau pusat hadiah sebelum Anda mulai bermain.</p>',
    ],
    [
      'How do promotions work?',
      '<p>Each promotion lists its requirements. Claim it from the promotions page or the reward centre before you play.</p>',
    ],
  ),
  item(
    'security',
    [
      'Bagaimana cara menjaga keamanan akun saya?',
      '<p>Gunakan kata sandi yang tidak Anda pakai di tempat lain, atur kata sandi pembayaran, dan jangan pernah membagikan kode verifikasi kepada siapa pun, termasuk CS kami.</p>',
    ],
    [
      'How do I keep my account safe?',
      '<p>Use a password you use nowhere else, set a payment password and never share verification codes, not even with support.</p>',
    ],
  ),
  item(
    'app',
    [
      'Apakah tersedia aplikasi mobile?',
      '<p>Ya. Buka <strong>Unduh Aplikasi</strong>, lalu pindai kode QR untuk iOS atau Android.</p>',
    ],
    [
      'Is there a mobile app?',
      '<p>Yes. Open <strong>App Download</strong> and scan the QR code for iOS or Android.</p>',
    ],
  ),
  item(
    'responsible',
    [
      'Bisakah saya membatasi permainan saya?',
      '<p>Hubungi layanan pelanggan untuk mengatur batas deposit, mengambil jeda, atau mengecualikan diri. Batasan langsung berlaku.</p>',
    ],
    [
      'Can I limit my play?',
      '<p>Contact support to set deposit limits, take a break or exclude yourself. Limits take effect immediately.</p>',
    ],
  ),
  item(
    'terms',
    [
      'Syarat dan ketentuan',
      '<p>Dengan menggunakan situs ini, Anda menyetujui Syarat dan Ketentuan Umum kami: Anda berusia 18 tahun atau lebih, hanya memiliki satu akun, dan menerima bahwa taruhan bersifat final setelah dikonfirmasi.</p>',
    ],
    [
      'Terms and conditions',
      '<p>By using the site you accept our General Terms and Conditions: you are 18 or older, hold one account only and accept that bets are final once confirmed.</p>',
    ],
  ),
  item(
    'contact',
    [
      'Bagaimana cara menghubungi layanan pelanggan?',
      '<p>Gunakan live chat, e-mail, atau kanal media sosial di bilah samping. Layanan pelanggan siap membantu 24/7.</p>',
    ],
    [
      'How do I contact support?',
      '<p>Use live chat, e-mail or the social channels in the side bar. Support is available 24/7.</p>',
    ],
  ),
].map((h, sortOrder) => ({ ...h, sortOrder }));

import { HOUR_MS, type AnnouncementType } from '@site/contract';
import type { TitledText, Translations } from '../db/schema/translations.js';
import { AGENT_NOTICE_TYPE } from '../domains/content/announcements.js';
import { fillBrand, type BrandText } from './brand-text.js';

interface AnnouncementSeed {
  id: string;
  merchantCode: string;
  type: AnnouncementType | typeof AGENT_NOTICE_TYPE;
  translations: Required<Translations<TitledText>>;
  imageUrl: string | null;
  linkUrl: string | null;
  publishedAt: Date;
}

/** One piece of text in Indonesian and English: [title, HTML content]. */
interface Bilingual {
  ID: [title: string, content: string];
  EN: [title: string, content: string];
}

/** Player notice topics: [title, plain text]; the seed wraps the text in a paragraph. */
const noticeTopics: Bilingual[] = [
  {
    ID: [
      'Jadwal pemeliharaan Jackpot Garden',
      'Permainan Jackpot Garden tidak dapat diakses selama 30 menit malam ini karena ada pembaruan sistem dari provider.',
    ],
    EN: [
      'Scheduled maintenance of Jackpot Garden',
      'Jackpot Garden games will be unavailable for 30 minutes tonight for a provider upgrade.',
    ],
  },
  {
    ID: [
      'Meja live baru sudah dibuka',
      'Golden Dragon Live menghadirkan meja baccarat dan roulette baru dengan minimal taruhan yang lebih rendah.',
    ],
    EN: [
      'New live tables opened',
      'Golden Dragon Live added new baccarat and roulette tables with lower minimum bets.',
    ],
  },
  {
    ID: [
      'Deposit via QRIS kini langsung masuk',
      'Deposit lewat QRIS masuk ke saldo Anda dalam waktu satu menit, 24 jam nonstop.',
    ],
    EN: [
      'Deposit via QRIS is now instant',
      'Deposits made with QRIS are credited within one minute, around the clock.',
    ],
  },
  {
    ID: [
      'Cashback akhir pekan makin besar',
      'Sepanjang bulan ini, cashback slot naik menjadi 1,2% setiap hari Sabtu dan Minggu.',
    ],
    EN: [
      'Weekend cashback increased',
      'Cashback on slots is raised to 1.2% every Saturday and Sunday this month.',
    ],
  },
  {
    ID: [
      'Waspada akun CS palsu',
      'Staf kami tidak pernah meminta kata sandi atau kode verifikasi Anda. Laporkan akun yang mencurigakan melalui live chat.',
    ],
    EN: [
      'Beware of fake support accounts',
      'Our staff never ask for your password or verification codes. Report suspicious accounts to live chat.',
    ],
  },
  {
    ID: [
      'Musim baru e-sports dimulai',
      'Tempest Esports dan Inferno Arena membuka musim baru dengan pasaran tambahan di setiap pertandingan.',
    ],
    EN: [
      'E-sports season opening',
      'Tempest Esports and Inferno Arena open the new season with extra markets on every match.',
    ],
  },
  {
    ID: [
      'Perubahan jam pengundian Mark Six',
      'Mulai minggu depan, pengundian Mark Six Classic dipindah ke pukul 21.30 WIB.',
    ],
    EN: [
      'Mark Six draw time changed',
      'Mark Six Classic draws move to 21:30 WIB starting next week.',
    ],
  },
  {
    ID: [
      'Game tembak ikan baru: Coral Catch',
      'Cobain Coral Catch! Ikan bosnya bisa membayar hingga 500 kali lipat taruhan Anda.',
    ],
    EN: [
      'New fishing game: Coral Catch',
      'Try Coral Catch, with boss fish paying up to 500 times the bet.',
    ],
  },
];

const banners: [Bilingual, link: string][] = [
  [
    {
      ID: [
        'Bonus selamat datang 100%',
        '<p>Gandakan deposit pertama Anda hingga {amount:1000000}.</p>',
      ],
      EN: ['Welcome bonus 100%', '<p>Double your first deposit up to {amount:1000000}.</p>'],
    },
    '/promotions',
  ],
  [
    {
      ID: [
        'Turnamen mingguan live casino',
        '<p>Raih posisi teratas di papan peringkat dan rebut bagian dari total hadiah {amount:50000000}.</p>',
      ],
      EN: ['Live casino weekly race', '<p>Climb the leaderboard and share {amount:50000000}.</p>'],
    },
    '/live',
  ],
  [
    {
      ID: [
        'Musim baru e-sports dimulai',
        '<p>Pasaran tambahan di setiap pertandingan sepanjang musim ini.</p>',
      ],
      EN: ['E-sports season opening', '<p>Extra markets on every match this season.</p>'],
    },
    '/esports',
  ],
  [
    {
      ID: ['Jackpot lotere harian', '<p>Main SSC dan PK10 setiap hari dan raih jackpotnya.</p>'],
      EN: ['Daily lottery jackpot', '<p>Play SSC and PK10 every day for the jackpot.</p>'],
    },
    '/lottery',
  ],
];

const popups: Bilingual[] = [
  {
    ID: [
      'Selamat datang di {brand}',
      '<p>Ribuan permainan, undian lotere setiap menit, dan penarikan cepat. <a href="/lottery">Coba lotere</a>.</p>',
    ],
    EN: [
      'Welcome to {brand}',
      '<p>Thousands of games, a lottery draw every minute and fast withdrawals. <a href="/lottery">Try the lottery</a>.</p>',
    ],
  },
  {
    ID: [
      'Pemeliharaan malam ini',
      '<p>Jackpot Garden menjalani pemeliharaan pukul 02.00–02.30 WIB.</p>',
    ],
    EN: [
      'Maintenance tonight',
      '<p>Jackpot Garden is under maintenance from 02:00 to 02:30 WIB.</p>',
    ],
  },
];

const promotions: Bilingual[] = [
  {
    ID: [
      'Bonus Selamat Datang 100%',
      '<p>Dapatkan bonus 100% untuk deposit pertama Anda, hingga {amount:1000000}. Syarat turnover 10x.</p>',
    ],
    EN: [
      'Welcome Bonus 100%',
      '<p>Get a 100% bonus on your first deposit, up to {amount:1000000}. Turnover 10x.</p>',
    ],
  },
  {
    ID: [
      'Bonus Reload Harian 10%',
      '<p>Deposit lagi setiap hari dan terima bonus 10%, maksimal {amount:200000}.</p>',
    ],
    EN: [
      'Daily Reload 10%',
      '<p>Reload every day and receive a 10% bonus, up to {amount:200000}.</p>',
    ],
  },
  {
    ID: [
      'Cashback Slot 1%',
      '<p>Cashback 1% tanpa batas untuk semua permainan slot, dibagikan setiap hari Senin.</p>',
    ],
    EN: ['Slots Cashback 1%', '<p>Unlimited 1% cashback on all slot games, paid every Monday.</p>'],
  },
  {
    ID: [
      'Ajak Teman',
      '<p>Ajak teman bergabung dan dapatkan {amount:50000} untuk setiap teman yang melakukan deposit.</p>',
    ],
    EN: [
      'Refer a Friend',
      '<p>Invite friends and earn {amount:50000} for every friend who deposits.</p>',
    ],
  },
];

/** Notices to the agents only (agentAnnouncement). */
const agentNotices: Bilingual[] = [
  {
    ID: [
      'Jadwal pembayaran gaji harian agen',
      '<p>Gaji harian dihitung dari <strong>taruhan valid tim kemarin</strong> (hari kalender UTC+7) dan dibayarkan ke dompet utama Anda setiap pagi sebelum pukul 09.00.</p><p>Periksa rinciannya di menu <em>Gaji Harian</em>.</p>',
    ],
    EN: [
      'Daily wage payment schedule for agents',
      "<p>Daily wages are worked out from <strong>your team's valid bets of the day before</strong> (calendar day in UTC+7) and paid to your main wallet every morning before 09:00.</p><p>See the details under <em>Daily wages</em>.</p>",
    ],
  },
  {
    ID: [
      'Tautan undangan kini dengan kode QR',
      '<p>Setiap tautan undangan di menu <em>Daftarkan Akun</em> kini punya kode QR. Bagikan kode tersebut agar anggota baru langsung terdaftar di tim Anda dengan rabat yang Anda tentukan.</p>',
    ],
    EN: [
      'Invitation links now come with a QR code',
      '<p>Every invitation link under <em>Register account</em> now has a QR code. Share it so new members join your team straight away with the rebates you set.</p>',
    ],
  },
  {
    ID: [
      'Batas rabat untuk downline',
      '<p>Rabat yang Anda berikan kepada downline tidak boleh lebih tinggi dari rabat Anda sendiri untuk produk yang sama. Hubungi layanan pelanggan bila Anda memerlukan rabat yang lebih tinggi.</p>',
    ],
    EN: [
      'Rebate limits for downlines',
      '<p>A rebate you give a downline may not be higher than your own for the same product. Contact customer service if you need higher rebates.</p>',
    ],
  },
];

/** Headlines are one line: the title, repeated as the content. */
const headlines: { ID: string; EN: string }[] = [
  {
    ID: 'Selamat datang di {brand}: lebih dari {count:5000} permainan dalam satu akun.',
    EN: 'Welcome to {brand}: more than {count:5000} games in one account.',
  },
  {
    ID: 'Deposit QRIS masuk ke saldo dalam waktu kurang dari satu menit.',
    EN: 'QRIS deposits are credited in under a minute.',
  },
  {
    ID: 'Jangan pernah memberikan kata sandi atau kode verifikasi Anda kepada siapa pun.',
    EN: 'Never share your password or verification codes with anyone.',
  },
];

const textsOf =
  (brand: BrandText) =>
  ({ ID, EN }: Bilingual): AnnouncementSeed['translations'] => ({
    ID: { title: fillBrand(ID[0], brand, 'ID'), content: fillBrand(ID[1], brand, 'ID') },
    EN: { title: fillBrand(EN[0], brand, 'EN'), content: fillBrand(EN[1], brand, 'EN') },
  });

/**
 * 25 player notices (3 pages of 9), banners, popups, promotions, headlines and agent notices,
 * dated hours to days before `now` (the seed's run): a new site's notices read as recent, not
 * months old. The hour `now` falls in is the clock, so a run's dates do not depend on its minute.
 */
export function buildAnnouncements(
  merchantCode: string,
  brand: BrandText,
  now: Date = new Date(),
): AnnouncementSeed[] {
  const base = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const hoursBefore = (h: number) => new Date(base - h * HOUR_MS);
  const rows: AnnouncementSeed[] = [];
  const texts = textsOf(brand);
  const add = (
    type: AnnouncementSeed['type'],
    n: number,
    text: Bilingual,
    hours: number,
    withImage = false,
    linkUrl: string | null = null,
  ) => {
    const id = `${merchantCode}-${type}-${String(n).padStart(2, '0')}`;
    rows.push({
      id,
      merchantCode,
      type,
      translations: texts(text),
      imageUrl: withImage ? `/media/banner/${id}.svg` : null,
      linkUrl,
      publishedAt: hoursBefore(hours),
    });
  };

  for (let i = 1; i <= 24; i++) {
    const topic = noticeTopics[(i - 1) % noticeTopics.length]!;
    const round = Math.ceil(i / noticeTopics.length);
    const suffix = round > 1 ? ` (${round})` : '';
    const notice = (title: string, text: string): [string, string] => [
      `${title}${suffix}`,
      `<p>${text}</p>`,
    ];
    add('PL', i, { ID: notice(...topic.ID), EN: notice(...topic.EN) }, (24 - i) * 20);
  }
  // Operator HTML is untrusted: the web must sanitise this before rendering it, in both languages.
  const unsafe = '<img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>';
  add(
    'PL',
    25,
    {
      ID: [
        'Pemberitahuan keamanan: perbarui aplikasi Anda',
        `<p>Silakan perbarui aplikasi ke versi terbaru.</p>${unsafe}<p><a href="javascript:alert(1)">Selengkapnya</a></p>`,
      ],
      EN: [
        'Security notice: update your app',
        `<p>Please update to the latest app version.</p>${unsafe}<p><a href="javascript:alert(1)">Details</a></p>`,
      ],
    },
    490,
  );

  banners.forEach(([text, link], i) => add('B', i + 1, text, i * 24, true, link));
  add('PU', 1, popups[0]!, 2);
  add('PU', 2, popups[1]!, 30);
  promotions.forEach((text, i) => add('PR', i + 1, text, i * 48, true, '/promotions'));
  headlines.forEach(({ ID, EN }, i) =>
    add('H', i + 1, { ID: [ID, `<p>${ID}</p>`], EN: [EN, `<p>${EN}</p>`] }, i * 6),
  );
  agentNotices.forEach((text, i) => add(AGENT_NOTICE_TYPE, i + 1, text, 12 + i * 72));
  return rows;
}

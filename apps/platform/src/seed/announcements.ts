import type { AnnouncementType } from '@site/contract';
import { DEMO } from './demo-merchant.js';

interface AnnouncementSeed {
  id: string;
  merchantCode: string;
  type: AnnouncementType;
  title: string;
  content: string;
  imageUrl: string | null;
  linkUrl: string | null;
  publishedAt: Date;
}

// A fixed clock keeps the seed deterministic.
const base = Date.UTC(2025, 5, 30, 9, 0, 0);
const hoursBefore = (h: number) => new Date(base - h * 3_600_000);

const noticeTopics: [title: string, text: string][] = [
  [
    'Scheduled maintenance of Jackpot Garden',
    'Jackpot Garden games will be unavailable for 30 minutes tonight for a provider upgrade.',
  ],
  [
    'New live tables opened',
    'Golden Dragon Live added new baccarat and roulette tables with lower minimum bets.',
  ],
  [
    'Deposit via QRIS is now instant',
    'Deposits made with QRIS are credited within one minute, around the clock.',
  ],
  [
    'Weekend cashback increased',
    'Cashback on slots is raised to 1.2% every Saturday and Sunday this month.',
  ],
  [
    'Beware of fake support accounts',
    'Our staff never ask for your password or verification codes. Report suspicious accounts to live chat.',
  ],
  [
    'E-sports season opening',
    'Tempest Esports and Inferno Arena open the new season with extra markets on every match.',
  ],
  ['Mark Six draw time changed', 'Mark Six Classic draws move to 21:30 WIB starting next week.'],
  [
    'New fishing game: Coral Catch',
    'Try Coral Catch, with boss fish paying up to 500 times the bet.',
  ],
];

/** 24 player notices (3 pages of 9), banners, popups, promotions and headlines. */
export function buildAnnouncements(): AnnouncementSeed[] {
  const rows: AnnouncementSeed[] = [];
  const add = (
    type: AnnouncementType,
    n: number,
    title: string,
    content: string,
    hours: number,
    withImage = false,
    linkUrl: string | null = null,
  ) => {
    const id = `${DEMO}-${type}-${String(n).padStart(2, '0')}`;
    rows.push({
      id,
      merchantCode: DEMO,
      type,
      title,
      content,
      imageUrl: withImage ? `/media/banner/${id}.svg` : null,
      linkUrl,
      publishedAt: hoursBefore(hours),
    });
  };

  for (let i = 1; i <= 24; i++) {
    const [title, text] = noticeTopics[(i - 1) % noticeTopics.length]!;
    const round = Math.ceil(i / noticeTopics.length);
    add('PL', i, round > 1 ? `${title} (${round})` : title, `<p>${text}</p>`, (24 - i) * 20);
  }
  // Operator HTML is untrusted: the web must sanitise this before rendering it.
  add(
    'PL',
    25,
    'Security notice: update your app',
    '<p>Please update to the latest app version.</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script><p><a href="javascript:alert(1)">Details</a></p>',
    490,
  );

  const banners = [
    ['Welcome bonus 100%', '<p>Double your first deposit up to P 1,000,000.</p>', '/promotions'],
    ['Live casino weekly race', '<p>Climb the leaderboard and share P 50,000,000.</p>', '/live'],
    ['E-sports season opening', '<p>Extra markets on every match this season.</p>', '/esports'],
    ['Daily lottery jackpot', '<p>Play SSC and PK10 every day for the jackpot.</p>', '/lottery'],
  ];
  banners.forEach(([title, content, link], i) =>
    add('B', i + 1, title!, content!, i * 24, true, link),
  );

  add(
    'PU',
    1,
    'Welcome to Nusantara Play',
    '<p>Register today and claim your welcome bonus.</p>',
    2,
  );
  add(
    'PU',
    2,
    'Maintenance tonight',
    '<p>Jackpot Garden is under maintenance from 02:00 to 02:30 WIB.</p>',
    30,
  );

  const promotions = [
    [
      'Welcome Bonus 100%',
      '<p>Get a 100% bonus on your first deposit, up to P 1,000,000. Turnover 10x.</p>',
    ],
    ['Daily Reload 10%', '<p>Reload every day and receive a 10% bonus, up to P 200,000.</p>'],
    ['Slots Cashback 1%', '<p>Unlimited 1% cashback on all slot games, paid every Monday.</p>'],
    ['Refer a Friend', '<p>Invite friends and earn P 50,000 for every friend who deposits.</p>'],
  ];
  promotions.forEach(([title, content], i) =>
    add('PR', i + 1, title!, content!, i * 48, true, '/promotions'),
  );

  const headlines = [
    'Welcome to Nusantara Play: more than 5,000 games in one account.',
    'QRIS deposits are credited in under a minute.',
    'Never share your password or verification codes with anyone.',
  ];
  headlines.forEach((title, i) => add('H', i + 1, title, `<p>${title}</p>`, i * 6));
  return rows;
}

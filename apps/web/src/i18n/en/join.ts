import type id from '../id/join';
import type { Strings } from '../catalogue';

export default {
  eyebrow: 'REGISTER, PLAY, WIN',
  title: 'Join us and start winning today',
  lead: 'One account for live casino, slots, sports, e-sports, fish shooting, PVP card rooms and lotteries. Sign up free in a minute.',
  register: 'Register now',
  browse: 'Browse games',
  stats_label: 'In numbers',
  stat_sports: '{{total}}+',
  stat_sports_label: 'sports types',
  stat_casino: '{{total}}+',
  stat_casino_label: 'casino games',
  stat_games: '{{total}}',
  stat_games_label: 'kinds of games',
  games_title: 'Every game with one account',
  games: {
    live: { name: 'Live casino', body: 'Baccarat, roulette and sic bo with real dealers.' },
    slots: { name: 'Slots', body: 'Thousands of slots from leading providers, jackpots included.' },
    sports: { name: 'Sports', body: 'Over 140 sports types, before and during the match.' },
    esports: { name: 'E-sports', body: 'Competitive gaming tournaments from around the world.' },
    fish: { name: 'Fish shooting', body: 'Aim, shoot and collect prizes with other players.' },
    pvp: { name: 'PVP card rooms', body: 'Poker and card games against real players.' },
    lottery: {
      name: 'Lottery and e-lottery',
      body: 'Favourite lottery markets and quick draws every few minutes.',
    },
  },
  benefits_title: 'What members get',
  benefits: {
    bonus: {
      name: 'Bonuses and promotions',
      body: 'Welcome bonus, weekly promotions and event rewards.',
    },
    points: {
      name: 'Points that never expire',
      body: 'Earn points as you play and redeem them in the points mall.',
    },
    vip: { name: 'VIP club', body: 'Level up for bigger rewards and a personal VIP service.' },
    cashback: { name: 'Cashback', body: 'Part of your bets comes back as a rebate.' },
    referral: { name: 'Invite friends', body: 'Earn rewards for every friend who joins.' },
    support: {
      name: '24/7 support',
      body: 'Our customer service team is ready to help at any time.',
    },
  },
  steps_title: 'Start in three steps',
  steps: {
    register: {
      name: 'Register',
      body: 'Create an account with a username and password in a minute.',
    },
    deposit: { name: 'Top up', body: 'Deposit with the payment method of your choice.' },
    play: { name: 'Play and win', body: 'Pick a game, enjoy it and withdraw your winnings.' },
  },
  cta_title: 'Ready to play?',
  cta_body: 'Sign up free and find your favourite games.',
  responsible: '18+ only. Please play responsibly.',
  responsible_link: 'Responsible gaming',
} satisfies Strings<typeof id>;

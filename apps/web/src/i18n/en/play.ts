import type { Strings } from '../catalogue';
import type id from '../id/play';

export default {
  launcher: {
    title: 'Play {{game}}',
    picker_title: '{{vendor}} games',
    picker_intro: 'Choose the {{vendor}} game you want to play.',
    search: 'Search games',
    search_hint: 'Type part of the game’s name.',
    list: '{{vendor}} games',
    list_pages: '{{vendor}} game pages',
    no_match: 'No {{vendor}} game matches “{{query}}”.',
    no_games: '{{vendor}} has no games to play yet.',
    min_bet: 'Min. bet {{amount}}',
    checking_list: 'Loading games…',
    checking: 'Checking your wallets…',
    wallet_failed: 'Your wallet balances could not be loaded.',
    starting: 'Starting {{game}}…',
    transferred_kept:
      '{{amount}} is already in your {{vendor}} wallet and stays there. Trying again does not move it twice.',
    retry: 'Try again',
    ok: 'OK',
    cancel: 'Cancel',
    maintenance_title: 'Under maintenance',
  },
  launch_errors: {
    game_maintenance: '{{game}} is under maintenance. Please try again later.',
    vendor_maintenance: '{{vendor}} is under maintenance. Please try again later.',
    game_unavailable: '{{game}} is not available right now. Please choose another game.',
    sportsbook_unavailable:
      '{{vendor}} sports betting is not connected on this site. Please choose another game.',
    game_not_found: '{{game}} is not available right now. Please choose another game.',
    game_launch_failed: 'The game provider did not answer. Please try again.',
    request_throttled: 'Too many attempts. Wait a moment, then try again.',
    network: 'The connection dropped. Check your network, then try again.',
  },
  transfer: {
    intro:
      '{{vendor}} games bet from their own wallet. Move money in from your main wallet before you play, or play with what your {{vendor}} wallet holds now.',
    balances: 'Wallet balances',
    main: 'Main wallet',
    vendor: '{{vendor}} wallet',
    amount: 'Amount to transfer',
    available: 'Available in your main wallet: {{amount}}',
    min_bet: 'Minimum bet: {{amount}}',
    below_min:
      'Your {{vendor}} wallet holds {{amount}}, less than the minimum bet of {{min}}. Move money in to place a bet.',
    below_min_after:
      'After this transfer your {{vendor}} wallet holds {{amount}}, still less than the minimum bet of {{min}}.',
    quick: 'Quick amounts',
    all: 'All',
    all_label: 'All of the main wallet',
    submit: 'Transfer and play',
    sending: 'Transferring…',
    skip: 'Play without transferring',
    skip_below_min:
      'The {{vendor}} wallet holds {{amount}}, less than the {{min}} minimum bet, so the game cannot be played without a transfer. Transfer at least {{min}} from the main wallet, then choose Transfer and play.',
    skip_below_min_no_main:
      'The {{vendor}} wallet holds {{amount}}, less than the {{min}} minimum bet, so the game cannot be played without a transfer. The main wallet holds only {{main}}: make a deposit first.',
    vendor_maintenance:
      'The {{vendor}} wallet is under maintenance: money cannot move in or out and its games cannot start now. Please try again later.',
    errors: {
      required: 'Enter an amount, or choose Play without transferring.',
      positive: 'The amount must be more than 0.',
      above_max: 'The amount is at most {{amount}}.',
      over_main: 'Your main wallet holds only {{amount}}.',
      below_min_bet: "The amount must cover the game's minimum bet of {{amount}}.",
      insufficient: 'Your main wallet does not hold enough for this amount.',
    },
  },
  game: {
    untitled: 'Game',
    balance: 'Total of all wallets',
    back: 'Back to lobby',
    fullscreen: 'Fullscreen',
    exit_fullscreen: 'Exit fullscreen',
    fullscreen_unsupported:
      'This browser cannot show the game in full screen. Enlarge the browser window for more room.',
    loading: 'Loading {{game}}…',
    second_address: 'The first address did not answer; trying the second…',
    slow: 'The game has not finished loading. Go back to the lobby and start it again if it stays blank.',
    missing_title: 'No game is open',
    missing_body:
      'The game of this page was closed or has expired. Start it again from the lobby to play.',
    reopening: 'Opening this game from its lobby…',
    to_lobby: 'Go to the lobby',
  },
  bets: {
    title: 'Betting record',
    vendor: 'Vendor',
    all_vendors: 'All vendors',
    time: 'Time',
    game: 'Game',
    vendor_column: 'Vendor',
    stake: 'Stake',
    win: 'Win',
    profit: 'Profit',
    status: 'Status',
    round: 'Round ID',
    statuses: {
      OPEN: 'Pending settlement',
      SETTLED: 'Settled',
      VOID: 'Cancelled',
    },
    totals: 'Totals for this period',
    count: 'Bets',
    empty: 'There are no bets for this period.',
    pagination: 'Betting record pages',
  },
} satisfies Strings<typeof id>;

import type { Language } from '@site/contract';

/** The page's words in English; ID below has the same keys. */
const en = {
  loading: 'Opening the game…',
  balance: 'Balance',
  playBalance: 'Play money',
  vendorBy: 'by {vendor}',
  simulated:
    'Demo: {vendor} is not connected here, so the site plays this game on its own engine, with real stakes and wins.',
  spin: 'Spin',
  bet: 'Bet',
  roll: 'Roll',
  playing: 'Playing…',
  stake: 'Stake',
  totalStake: 'Total stake: {amount}',
  lineBet: 'Bet per line',
  lineBetHint: '10 lines: the stake is 10 × the line bet ({min} to {max} per line).',
  lineBetEmpty: 'Enter a bet per line.',
  lineBetNotNumber: 'Enter the bet per line as a number, with a dot for decimals, e.g. 0.50.',
  lineBetNotPositive: 'The bet per line must be above zero.',
  lineBetDecimals: 'The bet per line can have at most two decimals.',
  lineBetBelowMin: 'The bet per line must be at least {min} ({total} in total for 10 lines).',
  lineBetAboveMax: 'The bet per line can be at most {max} ({total} in total for 10 lines).',
  stakeEmpty: 'Enter a stake.',
  stakeNotNumber: 'Enter the stake as a number, with a dot for decimals, e.g. 2.50.',
  stakeNotPositive: 'The stake must be above zero.',
  stakeDecimals: 'The stake can have at most two decimals.',
  stakeBelowMin: 'The stake must be at least {min}.',
  stakeAboveMax: 'The stake can be at most {max}.',
  decrease: 'Less',
  increase: 'More',
  limits: 'Limits per round: {min} to {max}.',
  rtp: 'Return to player: {rtp}',
  // Results
  resultTitle: 'Result',
  resultWin: 'You won {win} (stake {stake}).',
  resultLoss: 'No win this time (stake {stake}).',
  resumed: 'Your last round, interrupted by a reload, is settled:',
  // Slot
  reels: 'Reels',
  reel: 'Reel {n}',
  slotLines: 'Paying lines: {lines}.',
  slotLine: 'line {line}: {count} × {symbol} pays {win}',
  bigWin: 'Big win!',
  megaWin: 'Mega win!',
  sound: 'Sound',
  wheelLabel: 'Roulette wheel',
  lastNumbers: 'Last numbers',
  paytable: 'Paytable',
  paytableIntro:
    'Pays lineBet × the multiplier for 3, 4 or 5 of a kind in a row from the leftmost reel on any of the 10 lines. WILD stands for any symbol; a line of WILDs only pays as CROWN.',
  symbol: 'Symbol',
  ofAKind: '{n} of a kind',
  paylines: 'The 10 lines',
  paylineRows: 'Line {n}: {rows}',
  rowTop: 'top',
  rowMiddle: 'middle',
  rowBottom: 'bottom',
  slotRtp:
    'Return to player: {rtp}, exact: every combination of reel stops was counted (32⁴ × 31 spins).',
  // Roulette
  chip: 'Chip value',
  board: 'Betting board',
  placeChip: 'Place {amount} on {spot}',
  placed: '{amount} placed',
  yourBets: 'Your bets',
  noBets: 'No chips placed yet. Choose a chip value, then the spots on the board.',
  clearBets: 'Clear bets',
  removeBet: 'Remove the bet on {spot}',
  tooManyBets: 'At most 20 different bets per round.',
  needBet: 'Place at least one chip first.',
  chipOverMax:
    'This chip would bring your bets to {total}, but a round can stake at most {max}. Choose a smaller chip or remove a bet.',
  betsOverMax: 'Your bets total {total}, but a round can stake at most {max}. Remove some chips.',
  wheel: 'The ball landed on {number} ({color}).',
  RED: 'red',
  BLACK: 'black',
  GREEN: 'green',
  spotStraight: '{n}',
  spotRED: 'Red',
  spotBLACK: 'Black',
  spotODD: 'Odd',
  spotEVEN: 'Even',
  spotLOW: '1 to 18',
  spotHIGH: '19 to 36',
  spotDOZEN: 'Dozen {n} ({from} to {to})',
  spotCOLUMN: 'Column {n}',
  payouts: 'Payouts',
  payoutStraight: 'One number',
  payoutDozen: 'Dozen or column',
  payoutEven: 'Red, black, odd, even, 1 to 18, 19 to 36',
  payoutHeadBet: 'Bet',
  payoutHeadPays: 'Pays',
  rouletteRtp:
    'European wheel, one zero: every bet returns {rtp} (36/37). Zero loses outside bets.',
  // Dice
  target: 'Target',
  targetHint: 'Between 1.00 and 98.99, at most two decimals.',
  direction: 'Win when the roll is',
  under: 'Under',
  over: 'Over',
  winChance: 'Win chance',
  multiplier: 'Multiplier',
  payoutOnWin: 'Pays on a win',
  diceRoll: 'Rolled {roll}: {verdict}.',
  diceWin: 'a win',
  diceLoss: 'no win',
  diceRtp:
    'The roll is 0.00 to 99.99. Multiplier = 99 ÷ win chance, rounded down to 4 decimals: {rtp} return.',
  // Fairness
  fairness: 'Provably fair',
  fairnessIntro:
    'Before each round the platform commits to a secret server seed by showing its SHA-256. The outcome comes from HMAC-SHA256(server seed, "client seed:nonce:cursor"); after the round the seed is revealed so you can check both.',
  nextHash: 'Next server seed hash (SHA-256)',
  clientSeed: 'Your client seed',
  clientSeedHint: '1 to 64 characters, no spaces. Changing it starts its nonce at 0.',
  clientSeedInvalid: 'Use 1 to 64 visible characters without spaces.',
  newSeed: 'New random seed',
  nextNonce: 'Next nonce: {nonce}',
  lastRound: 'Round to verify',
  noRoundYet: 'Play a round, then verify it here.',
  serverSeed: 'Server seed (revealed)',
  serverSeedHash: 'Its SHA-256',
  nonce: 'Nonce',
  verify: 'Verify',
  verifying: 'Verifying…',
  verified:
    'Verified: SHA-256 of the server seed is the hash committed before the round, and the seeds recompute this exact outcome.',
  verifiedShown: 'It is also the hash this page showed you before the round.',
  verifyHashMismatch: 'Not verified: SHA-256 of the server seed does not match its hash.',
  verifyShownMismatch:
    'Note: this round used a hash other than the one shown here before it (another tab played in between).',
  verifyOutcomeMismatch: 'Not verified: the seeds give another outcome than the one recorded.',
  verifyWinMismatch: 'Not verified: the paytable pays this outcome another win than the one paid.',
  verifyUnsupported: 'This browser cannot compute SHA-256 here (Web Crypto needs a secure page).',
  // History
  history: 'My rounds',
  historyEmpty: 'No rounds yet.',
  historyTime: 'Time',
  historyStake: 'Stake',
  historyWin: 'Win',
  historyOutcome: 'Outcome',
  historyProof: 'Proof',
  showProof: 'Verify this round',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  roundPages: 'Pages of my rounds',
  reload: 'Try again',
  // Errors and notices
  errors: {
    'wallet.insufficient': 'Your balance is too low for this stake.',
    'round.stake.range': 'The stake must be between {min} and {max}.',
    'game.session.invalid':
      'This game session has ended. Close the game and open it again from the lobby.',
    'game.maintenance': 'This game is under maintenance. Please try again later.',
    'vendor.maintenance': '{vendor} is under maintenance. Please try again later.',
    'game.not.found':
      'This game is no longer offered here. Close it and choose another game from the lobby.',
    'system.maintenance': 'The site is under maintenance. Please try again later.',
    'system.region.restricted': 'The site is not available in your region.',
    'idempotency.key.reused': 'This round was already played with another bet.',
    'round.closed': 'This round is already settled or cancelled.',
    'round.seed.changed':
      'This game was played in another tab, so the server seed changed. No stake was taken. The new seed hash is shown under Provably fair: press {action} again to play on it.',
    'request.throttled': 'Too many rounds at once. Wait a moment, then try again.',
    'request.invalid': 'Check the bet: {detail}',
    network:
      'The connection dropped. Your round is kept: it will be checked as soon as the page reaches the platform again.',
    unknown: 'Something went wrong. Please try again.',
  },
  unavailable: 'This game is not connected on this demo site yet, so it cannot be opened here.',
  ended: 'This game session has ended. Close the game and open it again from the lobby.',
};
export type Strings = typeof en;

const id: Strings = {
  loading: 'Membuka permainan…',
  balance: 'Saldo',
  playBalance: 'Uang main',
  vendorBy: 'oleh {vendor}',
  simulated:
    'Demo: {vendor} belum terhubung di sini, jadi situs memainkan permainan ini dengan mesinnya sendiri, dengan taruhan dan kemenangan nyata.',
  spin: 'Putar',
  bet: 'Pasang',
  roll: 'Lempar',
  playing: 'Memainkan…',
  stake: 'Taruhan',
  totalStake: 'Total taruhan: {amount}',
  lineBet: 'Taruhan per garis',
  lineBetHint: '10 garis: taruhan = 10 × taruhan per garis ({min} sampai {max} per garis).',
  lineBetEmpty: 'Masukkan taruhan per garis.',
  lineBetNotNumber:
    'Masukkan taruhan per garis sebagai angka, dengan titik untuk desimal, mis. 0.50.',
  lineBetNotPositive: 'Taruhan per garis harus lebih dari nol.',
  lineBetDecimals: 'Taruhan per garis paling banyak dua desimal.',
  lineBetBelowMin: 'Taruhan per garis paling sedikit {min} (total {total} untuk 10 garis).',
  lineBetAboveMax: 'Taruhan per garis paling banyak {max} (total {total} untuk 10 garis).',
  stakeEmpty: 'Masukkan taruhan.',
  stakeNotNumber: 'Masukkan taruhan sebagai angka, dengan titik untuk desimal, mis. 2.50.',
  stakeNotPositive: 'Taruhan harus lebih dari nol.',
  stakeDecimals: 'Taruhan paling banyak dua desimal.',
  stakeBelowMin: 'Taruhan paling sedikit {min}.',
  stakeAboveMax: 'Taruhan paling banyak {max}.',
  decrease: 'Kurangi',
  increase: 'Tambah',
  limits: 'Batas per putaran: {min} sampai {max}.',
  rtp: 'Pengembalian ke pemain: {rtp}',
  resultTitle: 'Hasil',
  resultWin: 'Anda menang {win} (taruhan {stake}).',
  resultLoss: 'Belum menang kali ini (taruhan {stake}).',
  resumed: 'Putaran terakhir Anda, yang terputus karena halaman dimuat ulang, sudah diselesaikan:',
  reels: 'Gulungan',
  reel: 'Gulungan {n}',
  slotLines: 'Garis yang menang: {lines}.',
  slotLine: 'garis {line}: {count} × {symbol} membayar {win}',
  bigWin: 'Menang besar!',
  megaWin: 'Menang super!',
  sound: 'Suara',
  wheelLabel: 'Roda rolet',
  lastNumbers: 'Angka terakhir',
  paytable: 'Tabel pembayaran',
  paytableIntro:
    'Membayar taruhan per garis × pengali untuk 3, 4 atau 5 simbol sama berurutan dari gulungan paling kiri pada salah satu dari 10 garis. WILD menggantikan simbol apa pun; garis berisi WILD saja dibayar sebagai CROWN.',
  symbol: 'Simbol',
  ofAKind: '{n} sama',
  paylines: '10 garis',
  paylineRows: 'Garis {n}: {rows}',
  rowTop: 'atas',
  rowMiddle: 'tengah',
  rowBottom: 'bawah',
  slotRtp:
    'Pengembalian ke pemain: {rtp}, tepat: setiap kombinasi posisi gulungan dihitung (32⁴ × 31 putaran).',
  chip: 'Nilai chip',
  board: 'Papan taruhan',
  placeChip: 'Pasang {amount} pada {spot}',
  placed: '{amount} terpasang',
  yourBets: 'Taruhan Anda',
  noBets: 'Belum ada chip. Pilih nilai chip, lalu tempat di papan.',
  clearBets: 'Hapus taruhan',
  removeBet: 'Hapus taruhan pada {spot}',
  tooManyBets: 'Paling banyak 20 taruhan berbeda per putaran.',
  needBet: 'Pasang paling sedikit satu chip dulu.',
  chipOverMax:
    'Chip ini akan membuat total taruhan Anda {total}, padahal satu putaran paling banyak {max}. Pilih chip yang lebih kecil atau hapus satu taruhan.',
  betsOverMax:
    'Total taruhan Anda {total}, padahal satu putaran paling banyak {max}. Hapus beberapa chip.',
  wheel: 'Bola berhenti di {number} ({color}).',
  RED: 'merah',
  BLACK: 'hitam',
  GREEN: 'hijau',
  spotStraight: '{n}',
  spotRED: 'Merah',
  spotBLACK: 'Hitam',
  spotODD: 'Ganjil',
  spotEVEN: 'Genap',
  spotLOW: '1 sampai 18',
  spotHIGH: '19 sampai 36',
  spotDOZEN: 'Lusin {n} ({from} sampai {to})',
  spotCOLUMN: 'Kolom {n}',
  payouts: 'Pembayaran',
  payoutStraight: 'Satu angka',
  payoutDozen: 'Lusin atau kolom',
  payoutEven: 'Merah, hitam, ganjil, genap, 1 sampai 18, 19 sampai 36',
  payoutHeadBet: 'Taruhan',
  payoutHeadPays: 'Membayar',
  rouletteRtp:
    'Roda Eropa, satu nol: setiap taruhan mengembalikan {rtp} (36/37). Nol mengalahkan taruhan luar.',
  target: 'Target',
  targetHint: 'Antara 1.00 dan 98.99, paling banyak dua desimal.',
  direction: 'Menang bila hasil lemparan',
  under: 'Di bawah',
  over: 'Di atas',
  winChance: 'Peluang menang',
  multiplier: 'Pengali',
  payoutOnWin: 'Dibayar bila menang',
  diceRoll: 'Hasil lemparan {roll}: {verdict}.',
  diceWin: 'menang',
  diceLoss: 'tidak menang',
  diceRtp:
    'Hasil lemparan 0.00 sampai 99.99. Pengali = 99 ÷ peluang menang, dibulatkan ke bawah 4 desimal: pengembalian {rtp}.',
  fairness: 'Terbukti adil',
  fairnessIntro:
    'Sebelum setiap putaran, platform mengunci server seed rahasia dengan menampilkan SHA-256-nya. Hasil berasal dari HMAC-SHA256(server seed, "client seed:nonce:cursor"); setelah putaran, seed dibuka agar Anda dapat memeriksa keduanya.',
  nextHash: 'Hash server seed berikutnya (SHA-256)',
  clientSeed: 'Client seed Anda',
  clientSeedHint: '1 sampai 64 karakter, tanpa spasi. Menggantinya memulai nonce dari 0.',
  clientSeedInvalid: 'Gunakan 1 sampai 64 karakter terlihat tanpa spasi.',
  newSeed: 'Seed acak baru',
  nextNonce: 'Nonce berikutnya: {nonce}',
  lastRound: 'Putaran yang diverifikasi',
  noRoundYet: 'Mainkan satu putaran, lalu verifikasi di sini.',
  serverSeed: 'Server seed (dibuka)',
  serverSeedHash: 'SHA-256-nya',
  nonce: 'Nonce',
  verify: 'Verifikasi',
  verifying: 'Memverifikasi…',
  verified:
    'Terverifikasi: SHA-256 dari server seed sama dengan hash yang dikunci sebelum putaran, dan seed menghasilkan hasil yang persis sama.',
  verifiedShown: 'Hash itu juga yang ditampilkan halaman ini sebelum putaran.',
  verifyHashMismatch: 'Tidak terverifikasi: SHA-256 dari server seed tidak sama dengan hash-nya.',
  verifyShownMismatch:
    'Catatan: putaran ini memakai hash lain dari yang ditampilkan di sini sebelumnya (tab lain bermain di antaranya).',
  verifyOutcomeMismatch: 'Tidak terverifikasi: seed menghasilkan hasil lain dari yang tercatat.',
  verifyWinMismatch:
    'Tidak terverifikasi: tabel pembayaran memberi hasil ini kemenangan lain dari yang dibayarkan.',
  verifyUnsupported:
    'Browser ini tidak dapat menghitung SHA-256 di sini (Web Crypto memerlukan halaman aman).',
  history: 'Putaran saya',
  historyEmpty: 'Belum ada putaran.',
  historyTime: 'Waktu',
  historyStake: 'Taruhan',
  historyWin: 'Menang',
  historyOutcome: 'Hasil',
  historyProof: 'Bukti',
  showProof: 'Verifikasi putaran ini',
  previous: 'Sebelumnya',
  next: 'Berikutnya',
  pageOf: 'Halaman {page} dari {pages}',
  roundPages: 'Halaman putaran saya',
  reload: 'Coba lagi',
  errors: {
    'wallet.insufficient': 'Saldo Anda tidak cukup untuk taruhan ini.',
    'round.stake.range': 'Taruhan harus antara {min} dan {max}.',
    'game.session.invalid':
      'Sesi permainan ini telah berakhir. Tutup permainan dan buka kembali dari lobi.',
    'game.maintenance': 'Permainan ini sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    'vendor.maintenance': '{vendor} sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    'game.not.found':
      'Permainan ini tidak lagi tersedia di sini. Tutup permainan dan pilih yang lain dari lobi.',
    'system.maintenance': 'Situs sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    'system.region.restricted': 'Situs tidak tersedia di wilayah Anda.',
    'idempotency.key.reused': 'Putaran ini sudah dimainkan dengan taruhan lain.',
    'round.closed': 'Putaran ini sudah diselesaikan atau dibatalkan.',
    'round.seed.changed':
      'Permainan ini dimainkan di tab lain, jadi server seed berubah. Taruhan tidak diambil. Hash seed yang baru ditampilkan di bagian Terbukti adil: tekan {action} lagi untuk bermain dengannya.',
    'request.throttled': 'Terlalu banyak putaran sekaligus. Tunggu sebentar, lalu coba lagi.',
    'request.invalid': 'Periksa taruhan: {detail}',
    network:
      'Koneksi terputus. Putaran Anda tersimpan: akan diperiksa segera setelah halaman terhubung lagi ke platform.',
    unknown: 'Terjadi kesalahan. Silakan coba lagi.',
  },
  unavailable: 'Permainan ini belum terhubung di situs demo ini, jadi belum bisa dibuka di sini.',
  ended: 'Sesi permainan ini telah berakhir. Tutup permainan dan buka kembali dari lobi.',
};

const catalogues: Record<Language, Strings> = { EN: en, ID: id };

type Key = Exclude<keyof Strings, 'errors'>;
export type ErrorKey = keyof Strings['errors'];

/** Fills {name} placeholders. */
const fill = (text: string, vars: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

export interface Translator {
  language: Language;
  t(key: Key, vars?: Record<string, string | number>): string;
  error(key: ErrorKey, vars?: Record<string, string | number>): string;
  /** Whether the catalogue has words for this error code. */
  knows(code: string): code is ErrorKey;
}

export function translator(language: Language): Translator {
  const strings = catalogues[language];
  return {
    language,
    t: (key, vars) => fill(strings[key], vars),
    error: (key, vars) => fill(strings.errors[key], vars),
    knows: (code): code is ErrorKey => Object.hasOwn(strings.errors, code),
  };
}

/** The page's language: the launch URL's lang (EN or ID), Indonesian by default. */
export const languageOf = (value: string | null): Language =>
  value?.toUpperCase() === 'EN' ? 'EN' : 'ID';

/**
 * Strings of playing a game: the game launcher (vendor game list, the transfer offer, starting
 * and its failures), the /game page and the betting record (lazy namespace: loads with them).
 */
export default {
  launcher: {
    title: 'Main {{game}}',
    picker_title: 'Permainan {{vendor}}',
    picker_intro: 'Pilih permainan {{vendor}} yang ingin dimainkan.',
    search: 'Cari permainan',
    search_hint: 'Ketik sebagian nama permainan.',
    list: 'Permainan {{vendor}}',
    list_pages: 'Halaman permainan {{vendor}}',
    no_match: 'Tidak ada permainan {{vendor}} yang cocok dengan “{{query}}”.',
    no_games: '{{vendor}} belum punya permainan yang bisa dimainkan.',
    min_bet: 'Taruhan min. {{amount}}',
    checking_list: 'Memuat permainan…',
    checking: 'Memeriksa dompet Anda…',
    wallet_failed: 'Saldo dompet tidak dapat dimuat.',
    starting: 'Memulai {{game}}…',
    transferred_kept:
      '{{amount}} sudah dipindahkan ke dompet {{vendor}} dan tetap di sana. Coba lagi tidak memindahkannya dua kali.',
    retry: 'Coba lagi',
    ok: 'Oke',
    cancel: 'Batal',
    maintenance_title: 'Sedang pemeliharaan',
  },
  /** Why a launch failed, by the platform's error code (dots as underscores). */
  launch_errors: {
    game_maintenance: '{{game}} sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    vendor_maintenance: 'Penyedia {{vendor}} sedang dalam pemeliharaan. Silakan coba lagi nanti.',
    game_unavailable: '{{game}} sedang tidak tersedia. Pilih permainan lain.',
    sportsbook_unavailable:
      'Taruhan olahraga {{vendor}} belum tersambung di situs ini. Pilih permainan lain.',
    game_not_found: '{{game}} sedang tidak tersedia. Pilih permainan lain.',
    game_launch_failed: 'Penyedia permainan tidak menjawab. Silakan coba lagi.',
    request_throttled: 'Terlalu banyak percobaan. Tunggu sebentar lalu coba lagi.',
    network: 'Koneksi terputus. Periksa jaringan Anda lalu coba lagi.',
  },
  transfer: {
    intro:
      'Permainan {{vendor}} memakai dompetnya sendiri. Pindahkan dana dari dompet utama sebelum bermain, atau mainkan dengan saldo dompet {{vendor}} saat ini.',
    balances: 'Saldo dompet',
    main: 'Dompet utama',
    vendor: 'Dompet {{vendor}}',
    amount: 'Jumlah transfer',
    available: 'Tersedia di dompet utama: {{amount}}',
    min_bet: 'Taruhan minimum: {{amount}}',
    below_min:
      'Dompet {{vendor}} berisi {{amount}}, kurang dari taruhan minimum {{min}}. Pindahkan dana agar bisa bertaruh.',
    below_min_after:
      'Setelah transfer ini dompet {{vendor}} berisi {{amount}}, masih kurang dari taruhan minimum {{min}}.',
    quick: 'Jumlah cepat',
    all: 'Semua',
    all_label: 'Semua saldo dompet utama',
    submit: 'Transfer dan main',
    sending: 'Mentransfer…',
    skip: 'Main tanpa transfer',
    skip_below_min:
      'Dompet {{vendor}} berisi {{amount}}, kurang dari taruhan minimum {{min}}, jadi permainan tidak dapat dimainkan tanpa transfer. Transfer minimal {{min}} dari dompet utama lalu pilih Transfer dan main.',
    skip_below_min_no_main:
      'Dompet {{vendor}} berisi {{amount}}, kurang dari taruhan minimum {{min}}, jadi permainan tidak dapat dimainkan tanpa transfer. Dompet utama hanya berisi {{main}}: lakukan deposit terlebih dahulu.',
    vendor_maintenance:
      'Dompet {{vendor}} sedang dalam pemeliharaan: dana tidak dapat dipindahkan dan permainannya tidak dapat dimulai sekarang. Silakan coba lagi nanti.',
    errors: {
      required: 'Masukkan jumlah, atau pilih Main tanpa transfer.',
      positive: 'Jumlah harus lebih dari 0.',
      above_max: 'Jumlah maksimal {{amount}}.',
      over_main: 'Dompet utama hanya berisi {{amount}}.',
      below_min_bet: 'Jumlah harus mencukupi taruhan minimum permainan, {{amount}}.',
      insufficient: 'Saldo dompet utama tidak cukup untuk jumlah ini.',
    },
  },
  game: {
    untitled: 'Permainan',
    balance: 'Total semua dompet',
    back: 'Kembali ke lobi',
    fullscreen: 'Layar penuh',
    exit_fullscreen: 'Keluar dari layar penuh',
    fullscreen_unsupported:
      'Browser ini tidak dapat menampilkan permainan dalam layar penuh. Perbesar jendela browser untuk ruang lebih luas.',
    loading: 'Memuat {{game}}…',
    second_address: 'Alamat pertama tidak merespons; mencoba alamat kedua…',
    slow: 'Permainan belum selesai dimuat. Kembali ke lobi dan mulai lagi jika tetap kosong.',
    missing_title: 'Tidak ada permainan yang terbuka',
    missing_body:
      'Permainan di halaman ini sudah ditutup atau kedaluwarsa. Mulai lagi dari lobi untuk bermain.',
    reopening: 'Membuka permainan ini dari lobinya…',
    to_lobby: 'Ke lobi',
  },
  bets: {
    title: 'Riwayat taruhan',
    vendor: 'Penyedia',
    all_vendors: 'Semua penyedia',
    time: 'Waktu',
    game: 'Permainan',
    vendor_column: 'Penyedia',
    stake: 'Taruhan',
    win: 'Menang',
    profit: 'Untung/rugi',
    status: 'Status',
    round: 'ID ronde',
    statuses: {
      OPEN: 'Menunggu penyelesaian',
      SETTLED: 'Selesai',
      VOID: 'Dibatalkan',
    },
    totals: 'Total periode ini',
    count: 'Jumlah taruhan',
    empty: 'Tidak ada taruhan pada periode ini.',
    pagination: 'Halaman riwayat taruhan',
  },
};

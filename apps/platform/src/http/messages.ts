import type { KnownErrorCode, Language } from '@site/contract';

/** Human text of the platform's own error codes, in the request's language. */
const catalogue: Record<KnownErrorCode, Record<Language, string>> = {
  'request.invalid': {
    EN: 'The request is not valid.',
    ID: 'Permintaan tidak valid.',
  },
  'request.encryption.required': {
    EN: 'This call must be encrypted.',
    ID: 'Panggilan ini harus dienkripsi.',
  },
  'request.decryption.failed': {
    EN: 'The request could not be decrypted.',
    ID: 'Permintaan tidak dapat didekripsi.',
  },
  'resource.not.found': { EN: 'Not found.', ID: 'Tidak ditemukan.' },
  'request.too.large': {
    EN: 'The request is too large.',
    ID: 'Permintaan terlalu besar.',
  },
  'request.uri.too.long': {
    EN: 'The address is too long.',
    ID: 'Alamat terlalu panjang.',
  },
  'request.headers.too.large': {
    EN: 'The request headers are too large.',
    ID: 'Header permintaan terlalu besar.',
  },
  'request.timeout': {
    EN: 'The request took too long to arrive.',
    ID: 'Permintaan terlalu lama diterima.',
  },
  'request.media.unsupported': {
    EN: 'The request body has a type this call does not take.',
    ID: 'Isi permintaan memiliki jenis yang tidak diterima panggilan ini.',
  },
  'request.conflict': {
    EN: 'The request conflicts with the current state.',
    ID: 'Permintaan bertentangan dengan keadaan saat ini.',
  },
  'request.throttled': {
    EN: 'Too many requests, please try again later.',
    ID: 'Terlalu banyak permintaan, silakan coba lagi nanti.',
  },
  'login.not.session': {
    EN: 'You are not logged in, please log in.',
    ID: 'Anda belum masuk, silakan masuk.',
  },
  'access.forbidden': { EN: 'Access is forbidden.', ID: 'Akses dilarang.' },
  'system.maintenance': {
    EN: 'We are currently performing a system maintenance.',
    ID: 'Kami sedang melakukan pemeliharaan sistem.',
  },
  'system.region.restricted': {
    EN: 'Due to restriction of your location or IP address, you are not allowed to access the site.',
    ID: 'Karena pembatasan lokasi atau alamat IP Anda, Anda tidak diizinkan mengakses situs ini.',
  },
  'merchant.unknown': { EN: 'Unknown merchant.', ID: 'Merchant tidak dikenal.' },
  'ops.unauthorized': {
    EN: 'The operator token is missing or wrong.',
    ID: 'Token operator tidak ada atau salah.',
  },
  'system.error': {
    EN: 'Unknown error, please try again later.',
    ID: 'Terjadi kesalahan, silakan coba lagi nanti.',
  },
  'feature.disabled': {
    EN: 'This feature is not available.',
    ID: 'Fitur ini tidak tersedia.',
  },
  'login.password.wrong': {
    EN: 'Account name or password is wrong.',
    ID: 'Nama akun atau kata sandi salah.',
  },
  'login.locked': {
    EN: 'Too many failed logins from here. Please try again later.',
    ID: 'Terlalu banyak percobaan masuk yang gagal dari sini. Silakan coba lagi nanti.',
  },
  'captcha.required': {
    EN: 'Please fill in the verification code.',
    ID: 'Silakan isi kode verifikasi.',
  },
  'captcha.invalid': {
    EN: 'The captcha check failed; please try a new one.',
    ID: 'Pemeriksaan captcha gagal; silakan coba yang baru.',
  },
  'slider.invalid': {
    EN: 'Please complete the slider check.',
    ID: 'Silakan selesaikan verifikasi geser.',
  },
  'verification.code.invalid': {
    EN: 'Invalid verification code.',
    ID: 'Kode verifikasi tidak valid.',
  },
  'verification.code.expired': {
    EN: 'The code has expired; please send a new one.',
    ID: 'Kode telah kedaluwarsa; silakan kirim ulang.',
  },
  'member.username.taken': {
    EN: 'This username is already registered.',
    ID: 'Nama pengguna ini sudah terdaftar.',
  },
  'member.mobile.taken': {
    EN: 'This mobile number is already registered.',
    ID: 'Nomor ponsel ini sudah terdaftar.',
  },
  'member.email.taken': {
    EN: 'This e-mail address is already in use.',
    ID: 'Alamat e-mail ini sudah digunakan.',
  },
  'member.not.found': {
    EN: 'The account does not exist.',
    ID: 'Akun tidak ditemukan.',
  },
  'member.mobile.not.found': {
    EN: 'No account uses this mobile number.',
    ID: 'Tidak ada akun dengan nomor ponsel ini.',
  },
  'member.email.mismatch': {
    EN: 'The username or e-mail does not exist.',
    ID: 'Nama pengguna atau e-mail tidak ditemukan.',
  },
  'member.password.old.wrong': {
    EN: 'The old password is wrong.',
    ID: 'Kata sandi lama salah.',
  },
  'member.password.same': {
    EN: 'The new password must differ from the old one.',
    ID: 'Kata sandi baru harus berbeda dari yang lama.',
  },
  'member.password.change.required': {
    EN: 'Please change your password first.',
    ID: 'Silakan ubah kata sandi Anda terlebih dahulu.',
  },
  'member.reset.invalid': {
    EN: 'This reset link is invalid or has expired.',
    ID: 'Tautan atur ulang ini tidak valid atau sudah kedaluwarsa.',
  },
  'affiliate.invalid': {
    EN: 'The invitation code is wrong.',
    ID: 'Kode undangan salah.',
  },
  'transfer.below.min.bet': {
    EN: "The amount is less than the game's minimum bet.",
    ID: 'Jumlahnya kurang dari taruhan minimum permainan.',
  },
  'play.top.up.not.needed': {
    EN: 'You still have play credits. Top up when they run low.',
    ID: 'Kredit main Anda masih ada. Isi ulang saat hampir habis.',
  },
  'member.trial': {
    EN: 'Please register a real account to use this.',
    ID: 'Silakan daftar akun asli untuk menggunakan ini.',
  },
  'member.not.agent': {
    EN: 'Non-agents cannot enter.',
    ID: 'Bukan agen tidak dapat masuk.',
  },
  'member.disabled': {
    EN: 'This account cannot log in; please contact customer service.',
    ID: 'Akun ini tidak dapat masuk; silakan hubungi layanan pelanggan.',
  },
  'invalid.payment.pw': {
    EN: 'The payment password is wrong.',
    ID: 'Kata sandi pembayaran salah.',
  },
  'not.exists.payment.password': {
    EN: 'Please set a payment password first.',
    ID: 'Silakan atur kata sandi pembayaran terlebih dahulu.',
  },
  'wallet.insufficient': {
    EN: 'The balance is not enough.',
    ID: 'Saldo tidak mencukupi.',
  },
  'idempotency.key.reused': {
    EN: 'An earlier attempt with other details may have gone through. Check your balance and records before trying again.',
    ID: 'Percobaan sebelumnya dengan rincian lain mungkin sudah diproses. Periksa saldo dan catatan Anda sebelum mencoba lagi.',
  },
  'idempotency.key.missing': {
    EN: 'This request needs an Idempotency-Key header.',
    ID: 'Permintaan ini memerlukan header Idempotency-Key.',
  },
  'amount.below.min': {
    EN: 'The amount is below the minimum.',
    ID: 'Jumlah di bawah batas minimum.',
  },
  'amount.above.max': {
    EN: 'The amount is above the maximum.',
    ID: 'Jumlah melebihi batas maksimum.',
  },
  'withdraw.daily.limit': {
    EN: "You have reached today's number of withdrawals.",
    ID: 'Anda telah mencapai batas jumlah penarikan hari ini.',
  },
  'deposit.pending.limit': {
    EN: 'You already have 5 deposit orders waiting. Pay or wait for one of them before opening another.',
    ID: 'Anda sudah memiliki 5 pesanan deposit yang menunggu. Bayar atau tunggu salah satunya sebelum membuat yang baru.',
  },
  'member.payee.mismatch': {
    EN: 'The payee name must be the same as on your other cards.',
    ID: 'Nama penerima harus sama dengan kartu Anda yang lain.',
  },
  'member.card.exists': {
    EN: 'This account is already bound.',
    ID: 'Akun ini sudah terikat.',
  },
  'member.card.limit': {
    EN: 'You have bound the most accounts of this type.',
    ID: 'Anda telah mengikat jumlah maksimum akun jenis ini.',
  },
  'order.already.decided': {
    EN: 'This order has already been decided.',
    ID: 'Pesanan ini sudah diputuskan.',
  },
  'vendor.maintenance': {
    EN: 'This game wallet is under maintenance.',
    ID: 'Dompet permainan ini sedang dalam pemeliharaan.',
  },
  'member.no.upline': {
    EN: 'Your account has no upline.',
    ID: 'Akun Anda tidak memiliki upline.',
  },
  'member.not.downline': {
    EN: 'This account is not in your downline.',
    ID: 'Akun ini bukan downline Anda.',
  },
  'game.not.found': { EN: 'There is no such game.', ID: 'Permainan ini tidak ada.' },
  'game.maintenance': {
    EN: 'This game is under maintenance. Please try again later.',
    ID: 'Permainan ini sedang dalam pemeliharaan. Silakan coba lagi nanti.',
  },
  'game.unavailable': {
    EN: 'This game cannot be played here.',
    ID: 'Permainan ini tidak dapat dimainkan di sini.',
  },
  'game.lottery': {
    EN: 'Lottery games open on the lottery page.',
    ID: 'Permainan lotre dibuka di halaman lotre.',
  },
  'game.launch.failed': {
    EN: 'The game could not be started. Please try again.',
    ID: 'Permainan tidak dapat dimulai. Silakan coba lagi.',
  },
  'game.session.invalid': {
    EN: 'This game session has ended. Open the game again from the lobby.',
    ID: 'Sesi permainan ini telah berakhir. Buka kembali permainan dari lobi.',
  },
  'favorite.limit': {
    EN: 'You have the most favourite games. Remove one first.',
    ID: 'Permainan favorit Anda sudah maksimum. Hapus salah satu terlebih dahulu.',
  },
  'round.stake.range': {
    EN: "The stake is outside this game's limits.",
    ID: 'Taruhan di luar batas permainan ini.',
  },
  'round.not.found': { EN: 'There is no such round.', ID: 'Putaran ini tidak ada.' },
  'round.closed': {
    EN: 'This round is already settled or cancelled.',
    ID: 'Putaran ini sudah diselesaikan atau dibatalkan.',
  },
  'round.seed.changed': {
    EN: 'The server seed changed since it was shown: this game was played in another tab. No stake was taken; play again on the new seed hash.',
    ID: 'Server seed berubah sejak ditampilkan: permainan ini dimainkan di tab lain. Taruhan tidak diambil; mainkan lagi dengan hash seed yang baru.',
  },
  'lottery.game.not.found': {
    EN: 'There is no such lottery game.',
    ID: 'Permainan lotre ini tidak ada.',
  },
  'lottery.issue.not.found': {
    EN: 'This lottery game has no such issue.',
    ID: 'Permainan lotre ini tidak memiliki periode tersebut.',
  },
  'lottery.issue.closed': {
    EN: 'This issue is already drawn or void, so it cannot be changed.',
    ID: 'Periode ini sudah diundi atau dibatalkan, jadi tidak dapat diubah.',
  },
  'lottery.betting.closed': {
    EN: 'This issue has closed for bets. Your slip is kept: place it on the next issue.',
    ID: 'Periode ini sudah ditutup untuk taruhan. Slip Anda tetap tersimpan: pasang pada periode berikutnya.',
  },
  'lottery.not.on.sale': {
    EN: 'This lottery is not taking bets right now.',
    ID: 'Lotre ini sedang tidak menerima taruhan.',
  },
  'lottery.over.limits': {
    EN: "A line is over this game's limits (amount, multiple or possible win). Lower it and try again.",
    ID: 'Ada baris yang melebihi batas permainan ini (jumlah, kelipatan, atau kemungkinan menang). Turunkan lalu coba lagi.',
  },
  'lottery.sold.out': {
    EN: 'A number you picked is sold out for this issue. Pick another or lower the amount.',
    ID: 'Nomor yang Anda pilih sudah habis terjual untuk periode ini. Pilih nomor lain atau turunkan jumlahnya.',
  },
  'lottery.amount.changed': {
    EN: 'The total changed before your bet was placed. Check the slip and confirm again.',
    ID: 'Total berubah sebelum taruhan Anda dipasang. Periksa slip dan konfirmasi lagi.',
  },
  'lottery.cancel.locked': {
    EN: 'This bet is locked for the draw and cannot be cancelled.',
    ID: 'Taruhan ini sudah dikunci untuk undian dan tidak dapat dibatalkan.',
  },
  'lottery.chase.cancel.order': {
    EN: 'A chase is cancelled from its last issue back.',
    ID: 'Kejar nomor dibatalkan mulai dari periode terakhirnya.',
  },
  'lottery.chase.not.allowed': {
    EN: 'Chasing is not offered on this lottery.',
    ID: 'Kejar nomor tidak tersedia pada lotre ini.',
  },
  'lottery.order.not.found': {
    EN: 'No bet of that number was found.',
    ID: 'Taruhan dengan nomor tersebut tidak ditemukan.',
  },
  'agent.rebate.above.upline': {
    EN: 'A rebate may not be higher than your own.',
    ID: 'Rabat tidak boleh lebih tinggi dari milik Anda.',
  },
  'contract.not.found': {
    EN: 'There is no such contract.',
    ID: 'Kontrak ini tidak ada.',
  },
  'contract.state': {
    EN: 'This contract can no longer be changed this way.',
    ID: 'Kontrak ini tidak dapat diubah dengan cara ini lagi.',
  },
  'contract.upline.missing': {
    EN: 'You hold no contract of this kind to offer from.',
    ID: 'Anda tidak memiliki kontrak jenis ini untuk ditawarkan.',
  },
  'contract.rate.above.upline': {
    EN: 'An offer may not pay more than your own contract.',
    ID: 'Penawaran tidak boleh membayar lebih dari kontrak Anda sendiri.',
  },
  'contract.higher.rate.confirm': {
    EN: 'The downline holds a contract with a higher rate. Confirm to replace it once they accept.',
    ID: 'Downline memiliki kontrak dengan rasio lebih tinggi. Konfirmasi untuk menggantinya setelah mereka menerima.',
  },
  'contract.type.forbidden': {
    EN: 'You may not offer contracts of this kind.',
    ID: 'Anda tidak diizinkan menawarkan kontrak jenis ini.',
  },
  'contract.rate.above.limit': {
    EN: 'An offered rate is above the highest the operator allows you.',
    ID: 'Tarif yang ditawarkan melebihi batas tertinggi yang diizinkan operator untuk Anda.',
  },
  'job.period.not.ended': {
    EN: 'That period has not ended yet: a period is run once it is over, so nothing was run.',
    ID: 'Periode tersebut belum berakhir: periode dijalankan setelah selesai, jadi tidak ada yang dijalankan.',
  },
};

export const messageOf = (code: KnownErrorCode, language: Language) => catalogue[code][language];

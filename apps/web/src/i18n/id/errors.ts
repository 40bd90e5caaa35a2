/** Keyed by the platform's errorCode with dots turned into underscores. */
export default {
  request_invalid: 'Data yang dikirim tidak valid.',
  request_encryption_required: 'Permintaan harus dienkripsi.',
  request_decryption_failed: 'Permintaan tidak dapat dibaca. Muat ulang halaman dan coba lagi.',
  resource_not_found: 'Data tidak ditemukan.',
  request_conflict: 'Data sudah berubah. Muat ulang dan coba lagi.',
  request_throttled: 'Terlalu banyak permintaan. Coba lagi nanti.',
  login_not_session: 'Anda belum masuk, silakan masuk.',
  access_forbidden: 'Akses dibatasi.',
  system_maintenance: 'Sistem sedang dalam pemeliharaan.',
  system_region_restricted: 'Akses dibatasi.',
  merchant_unknown: 'URL tidak valid, hubungi layanan pelanggan.',
  system_error: 'Terjadi kesalahan yang tidak diketahui.',
  network_error: 'Koneksi jaringan bermasalah, coba lagi.',
  network_timeout:
    'Halaman terlalu lama merespons. Periksa jaringan Anda atau hubungi layanan pelanggan.',
  response_invalid: 'Jawaban server tidak dapat dibaca. Coba lagi.',
} as const;

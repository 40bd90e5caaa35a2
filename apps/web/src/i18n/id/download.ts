export default {
  title: 'Unduh aplikasi',
  intro:
    'Main di mana saja dengan aplikasi kami. Pindai kode QR dengan ponsel Anda atau ketuk tombol unduh.',
  platform: {
    IOS: 'iOS',
    IOS_LITE: 'iOS Lite',
    ANDROID: 'Android',
  },
  qr_label: 'Kode QR untuk mengunduh aplikasi {{platform}}',
  scan: 'Pindai dengan kamera ponsel',
  download: 'Unduh untuk {{platform}}',
  hint: {
    IOS: 'Setelah terpasang, buka Pengaturan › Umum › VPN & Manajemen Perangkat dan percayai pengembang aplikasi.',
    IOS_LITE:
      'Versi ringan tanpa pemasangan: buka tautan di Safari, ketuk Bagikan, lalu Tambahkan ke Layar Utama.',
    ANDROID:
      'Unduh berkas APK, izinkan pemasangan dari sumber ini bila diminta, lalu buka berkas untuk memasang.',
  },
  empty: 'Aplikasi belum tersedia untuk situs ini. Anda tetap dapat bermain langsung dari browser.',
  back_home: 'Kembali ke beranda',
} as const;

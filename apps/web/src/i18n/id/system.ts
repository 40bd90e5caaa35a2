export default {
  maintenance_title: 'Pemeliharaan sistem',
  maintenance_body: 'Kami sedang melakukan pemeliharaan sistem',
  maintenance_until: 'Perkiraan selesai: {{time}}',
  maintenance_unknown_end: 'Kami akan segera kembali.',
  maintenance_notice: 'Pemberitahuan',
  restricted_title: 'Akses dibatasi',
  restricted_body:
    'Karena pembatasan lokasi atau alamat IP Anda, Anda tidak diizinkan mengakses situs ini',
  your_ip: 'Alamat IP Anda',
  your_country: 'Negara',
  rechecking: 'Halaman ini diperbarui otomatis saat situs kembali dibuka.',
  status_failed: 'Status situs tidak dapat diperiksa.',
} as const;

export default {
  title: 'Pengumuman',
  list: 'Daftar pengumuman',
  pagination: 'Halaman pengumuman',
  empty: 'Belum ada pengumuman.',
  empty_page: 'Tidak ada pengumuman di halaman ini.',
  first_page: 'Ke halaman pertama',
  published: 'Diterbitkan',
} as const;

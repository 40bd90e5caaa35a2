export default {
  title: 'Bantuan',
  intro: 'Jawaban atas pertanyaan umum, syarat dan ketentuan, serta cara menghubungi kami.',
  contents: 'Daftar isi',
  help_centre: 'Pusat bantuan',
  site_info: 'Informasi situs',
  help_empty: 'Belum ada artikel bantuan.',
  site_info_empty: 'Belum ada informasi situs.',
  home: 'Kembali ke beranda',
} as const;

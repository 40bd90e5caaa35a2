/** Member centre and security centre texts. */
export default {
  centre: { title: 'Pusat Anggota' },
};

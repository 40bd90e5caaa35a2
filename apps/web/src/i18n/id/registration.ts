/** Registration, forgot password and change password texts. */
export default {
  register: { title: 'Daftar' },
};

/** Login, logout, session and trial-account texts. */
export default {
  login: { title: 'Masuk' },
};

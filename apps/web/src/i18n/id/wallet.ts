/** Strings of the wallet screens (lazy namespace: loads with them). */
export default {
  title: 'wallet',
} as const;

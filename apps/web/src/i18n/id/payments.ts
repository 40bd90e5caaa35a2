/** Strings of the payments screens (lazy namespace: loads with them). */
export default {
  title: 'payments',
} as const;

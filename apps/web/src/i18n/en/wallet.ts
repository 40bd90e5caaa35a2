import type { Strings } from '../catalogue';
import type id from '../id/wallet';

export default {
  title: 'wallet',
} satisfies Strings<typeof id>;

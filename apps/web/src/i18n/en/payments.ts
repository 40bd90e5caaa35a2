import type { Strings } from '../catalogue';
import type id from '../id/payments';

export default {
  title: 'payments',
} satisfies Strings<typeof id>;

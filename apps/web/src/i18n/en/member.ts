import type { Strings } from '../catalogue';
import type id from '../id/member';

export default {
  centre: { title: 'Member Centre' },
} satisfies Strings<typeof id>;

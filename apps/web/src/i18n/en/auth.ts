import type { Strings } from '../catalogue';
import type id from '../id/auth';

export default {
  login: { title: 'Log in' },
} satisfies Strings<typeof id>;

import type { Strings } from '../catalogue';
import type id from '../id/registration';

export default {
  register: { title: 'Register' },
} satisfies Strings<typeof id>;

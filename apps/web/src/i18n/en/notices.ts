import type id from '../id/notices';
import type { Strings } from '../catalogue';

export default {
  title: 'Notices',
  list: 'List of notices',
  pagination: 'Notice pages',
  empty: 'There are no notices yet.',
  empty_page: 'There are no notices on this page.',
  first_page: 'Go to the first page',
  published: 'Published',
} satisfies Strings<typeof id>;

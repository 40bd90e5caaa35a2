import type id from '../id/help';
import type { Strings } from '../catalogue';

export default {
  title: 'Help',
  intro: 'Answers to common questions, our terms and conditions, and how to reach us.',
  contents: 'Contents',
  help_centre: 'Help centre',
  site_info: 'Site information',
  help_empty: 'There are no help articles yet.',
  site_info_empty: 'There is no site information yet.',
  home: 'Back to home',
} satisfies Strings<typeof id>;

import type id from '../id/system';
import type { Strings } from '../catalogue';

export default {
  maintenance_title: 'System maintenance',
  maintenance_body: 'We are currently performing a system maintenance',
  maintenance_until: 'Expected to end: {{time}}',
  maintenance_unknown_end: 'We will be back shortly.',
  maintenance_notice: 'Notice',
  restricted_title: 'Access restricted',
  restricted_body:
    'Due to restriction of your location or IP address, you are not allowed to access the site',
  your_ip: 'Your IP address',
  your_country: 'Country',
  rechecking: 'This page updates by itself when the site opens again.',
  status_failed: 'The site status could not be checked.',
} satisfies Strings<typeof id>;

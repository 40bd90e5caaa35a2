import type id from '../id/errors';
import type { Strings } from '../catalogue';

export default {
  request_invalid: 'The data sent is not valid.',
  request_encryption_required: 'The request must be encrypted.',
  request_decryption_failed: 'The request could not be read. Reload the page and try again.',
  resource_not_found: 'Not found.',
  request_conflict: 'The data has changed. Reload and try again.',
  request_throttled: 'Too many requests. Please try again later.',
  login_not_session: 'You are not logged in, please log in.',
  access_forbidden: 'Access restricted.',
  system_maintenance: 'System maintenance.',
  system_region_restricted: 'Access restricted.',
  merchant_unknown: 'Invalid URL, please contact customer service.',
  system_error: 'Unknown error.',
  network_error: 'Network link abnormal, please retry.',
  network_timeout: 'The page took too long. Check your network or contact support.',
  response_invalid: 'The server answer could not be read. Please retry.',
} satisfies Strings<typeof id>;

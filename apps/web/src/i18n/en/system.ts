import type id from '../id/system';
import type { Strings } from '../catalogue';

export default {} satisfies Strings<typeof id>;

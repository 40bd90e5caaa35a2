import type id from '../id/layout';
import type { Strings } from '../catalogue';

export default {} satisfies Strings<typeof id>;

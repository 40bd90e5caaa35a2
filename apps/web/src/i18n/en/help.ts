import type id from '../id/help';
import type { Strings } from '../catalogue';

export default {} satisfies Strings<typeof id>;

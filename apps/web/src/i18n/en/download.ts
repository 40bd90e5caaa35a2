import type id from '../id/download';
import type { Strings } from '../catalogue';

export default {} satisfies Strings<typeof id>;

import type id from '../id/join';
import type { Strings } from '../catalogue';

export default {} satisfies Strings<typeof id>;

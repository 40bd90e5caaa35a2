import type id from '../id/notices';
import type { Strings } from '../catalogue';

export default {} satisfies Strings<typeof id>;

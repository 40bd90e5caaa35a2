import type { Strings } from '../../catalogue';
import type id from '../../id/agent/contracts';

export default {} satisfies Strings<typeof id>;

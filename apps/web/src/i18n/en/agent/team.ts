import type { Strings } from '../../catalogue';
import type id from '../../id/agent/team';

export default {} satisfies Strings<typeof id>;

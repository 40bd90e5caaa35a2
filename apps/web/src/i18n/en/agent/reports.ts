import type { Strings } from '../../catalogue';
import type id from '../../id/agent/reports';

export default {} satisfies Strings<typeof id>;

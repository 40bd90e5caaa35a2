import type id from '../id/home';
import type { Strings } from '../catalogue';

export default {} satisfies Strings<typeof id>;

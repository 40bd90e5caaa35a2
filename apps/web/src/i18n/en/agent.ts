import type { Strings } from '../catalogue';
import type id from '../id/agent';
import contracts from './agent/contracts';
import reports from './agent/reports';
import team from './agent/team';

export default { team, reports, contracts } satisfies Strings<typeof id>;
